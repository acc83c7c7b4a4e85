import { dictionary } from '@zxcvbn-ts/language-common';
import type { TFunction } from 'i18next';

/**
 * ASVS 6.2.4: refuse passwords found in lists of breached and common ones. The list is the one
 * zxcvbn-ts maintains (about 49,000 passwords, lower-case), loaded once on first use.
 */
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** Why a password of the right length is refused (password-strength.ts decides which). */
export type PasswordProblem = 'tooCommon' | 'tooWeak';

/** The API's refusal of a password, in the request's words: "Password error: <why>" (the wizard shows the why in its Password error modal). */
export function passwordMessage(t: TFunction, problem: 'tooShort' | PasswordProblem): string {
  const reasons = { tooShort: 'registration.passwordErrorMessage', tooCommon: 'registration.passwordTooCommon', tooWeak: 'registration.passwordTooWeak' } as const;
  return t('registration.passwordRefused', { title: t('registration.passwordErrorTitle'), reason: t(reasons[problem]) });
}
