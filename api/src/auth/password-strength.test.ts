import { describe, expect, it } from 'vitest';
import { createTranslator } from '@typetest/events/i18n';
import { passwordMessage } from './common-passwords.ts';
import { passwordProblem } from './password-strength.ts';

describe('password strength', () => {
  it.each([
    ['six spaces', '      '],
    ['one letter six times', 'aaaaaa'],
    ['a sequence', 'abcdef'],
    ["the product's name", 'typetest'],
    ["the product's name, capitalised", 'Typetest'],
  ])('given %s, when set as a password, then it is refused as too easy to guess', (_name, password) => {
    expect(passwordProblem(password)).toBe('tooWeak');
  });

  it("given the company's own name or address, then it is refused as too easy to guess; another company may use it", () => {
    const own = ['anna.berg@harbourlantern.example', 'Harbourlantern AB', 'harbourlantern'];
    expect(passwordProblem('harbourlantern', own)).toBe('tooWeak');
    expect(passwordProblem('anna.berg', own)).toBe('tooWeak');
    expect(passwordProblem('harbourlantern', [])).toBeUndefined();
  });

  it('given a password on the common list, then it is refused as common (its own message)', () => {
    expect(passwordProblem('Password1')).toBe('tooCommon');
  });

  it.each(['kdjfue', 'x7#kq2', 'correct horse battery', 'Tb7!mQ2#zx', 'first secret ab12cd34'])(
    'given %s (6 characters of little pattern, or more), then it is accepted',
    (password) => {
      expect(passwordProblem(password)).toBeUndefined();
    },
  );

  it('when refused as too easy to guess, then the API says so in the catalogue\'s words, after "Password error:"', () => {
    expect(passwordMessage(createTranslator('en'), 'tooWeak')).toBe(
      'Password error: This password is too easy to guess. Avoid repeated or sequential characters (like "aaaaaa" or "abcdef") and names such as your company\'s.',
    );
  });
});
