import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * ASVS 6.2.4: refuse passwords found in lists of breached and common ones. The list is the one
 * zxcvbn-ts maintains (about 49,000 passwords, lower-case), loaded once on first use.
 */
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

export const passwordMessages = {
  tooShort: 'Password error: Password needs to be at least 6 characters long.',
  tooCommon: 'Password error: This password is too common. Please choose another one.',
} as const;
