import { describe, expect, it } from 'vitest';
import { createTranslator } from '@typetest/events/i18n';
import { isCommonPassword, passwordMessage } from './common-passwords.ts';

describe('common passwords', () => {
  it.each(['123456', 'password', 'Password1', 'qwerty123', 'iloveyou', 'trustno1'])('given %s, then it is refused as common', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['correct horse battery', 'Tb7!mQ2#zx', 'my dog eats blue carrots'])('given %s, then it is not', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('when a password is refused, then the API says so in the catalogue\'s words, after "Password error:" (the wizard shows what follows)', () => {
    const t = createTranslator('en');
    expect({ tooShort: passwordMessage(t, 'tooShort'), tooCommon: passwordMessage(t, 'tooCommon') }).toMatchObject({
      tooShort: 'Password error: Password needs to be at least 6 characters long.',
      tooCommon: 'Password error: This password is too common. Please choose another one.',
    });
  });
});
