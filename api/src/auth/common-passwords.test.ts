import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('common passwords', () => {
  it.each(['123456', 'password', 'Password1', 'qwerty123', 'iloveyou', 'trustno1'])('given %s, then it is refused as common', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['correct horse battery', 'Tb7!mQ2#zx', 'my dog eats blue carrots'])('given %s, then it is not', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
