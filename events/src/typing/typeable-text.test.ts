import { describe, expect, it } from 'vitest';
import { typeableText } from './typeable-text.ts';

describe('given a text a company pasted from a word processor', () => {
  it('when it has paragraphs, tabs and double spaces, then applicants type it as one paragraph with single spaces', () => {
    expect(typeableText('Dear customer,\r\n\r\nThank you\tfor  your order.\n')).toBe('Dear customer, Thank you for your order.');
  });

  it('when it has curly quotes and apostrophes, then they are the keyboard’s straight ones', () => {
    expect(typeableText('“It’s ready,” she said. ‘Quite.’')).toBe("\"It's ready,\" she said. 'Quite.'");
  });

  it('when it has long dashes, a minus sign and an ellipsis character, then they are "-" and "..."', () => {
    expect(typeableText('Sales — up 5 % – in Q3 (−2 in Q2)… ')).toBe('Sales - up 5 % - in Q3 (-2 in Q2)...');
  });

  it('when it has non-breaking spaces, soft hyphens and zero-width spaces, then what shows is what is typed', () => {
    expect(typeableText('10\u00A0kg of co\u00ADoperation\u200B.')).toBe('10 kg of cooperation.');
  });

  it('when a letter is stored as a base letter and a combining accent, then it is the one precomposed letter a key gives', () => {
    const decomposed = 'cafe\u0301 nai\u0308ve';
    expect([...typeableText(decomposed)]).toHaveLength([...'café naïve'].length);
    expect(typeableText(decomposed)).toBe('café naïve');
  });

  it('when it holds only what a keyboard types, then it is unchanged', () => {
    const plain = 'Please confirm the meeting on 3 May at 10:00, and bring the signed contract (2 copies) & your ID!';
    expect(typeableText(plain)).toBe(plain);
  });
});
