import { describe, expect, it } from 'vitest';
import { asMailboxAddress } from './mailbox-address.ts';

describe('exactly one mailbox address (what may go into a Reply-To)', () => {
  it.each([['ada@shop.example'], ['ada.lovelace+typetest@mail.shop.example'], ["o'brien@shop.example"], ['ADA@Shop.Example']])('given %j, then it is that one address', (input) => {
    expect(asMailboxAddress(input)).toBe(input);
  });

  it.each([
    ['a list', 'ada@shop.example, third@party.example'],
    ['a list without space', 'ada@shop.example,third@party.example'],
    ['a semicolon list', 'ada@shop.example; third@party.example'],
    ['a group', 'undisclosed:ada@shop.example,third@party.example;'],
    ['an empty group', 'undisclosed-recipients:;'],
    ['a display name', '"Boss" <boss@corp.example>'],
    ['a bare display name', 'Boss <boss@corp.example>'],
    ['angle brackets alone', '<boss@corp.example>'],
    ['a comment', 'ada@shop.example (Boss)'],
    ['a CRLF pair', 'ada@shop.example\r\nBcc: third@party.example'],
    ['a bare LF', 'ada@shop.example\nthird@party.example'],
    ['a trailing CRLF', 'ada@shop.example\r\n'],
    ['leading whitespace', ' ada@shop.example'],
    ['a quoted local part', '"ada,third"@shop.example'],
    ['two at signs', 'ada@third@party.example'],
    ['no at sign', 'ada.shop.example'],
    ['a phone number', '+46 70 123 45 67'],
    ['nothing', ''],
    ['over 254 characters', `${'a'.repeat(250)}@shop.example`],
  ])('given %s, then it is no mailbox address', (_what, input) => {
    expect(asMailboxAddress(input)).toBeUndefined();
  });
});
