import { dictionary } from '@zxcvbn-ts/language-common';
import { createTranslator } from '@typetest/events/i18n';

/**
 * ASVS 6.2.4: refuse passwords found in lists of breached and common ones. The list is the one
 * zxcvbn-ts maintains (about 49,000 passwords, lower-case), loaded once on first use.
 */
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

const t = createTranslator('en');
const refused = (reason: string) => t('registration.passwordRefused', { title: t('registration.passwordErrorTitle'), reason });

/** The API's refusal of a password: "Password error: <why>" (the wizard shows the why in its Password error modal). */
export const passwordMessages = {
  tooShort: refused(t('registration.passwordErrorMessage')),
  tooCommon: refused(t('registration.passwordTooCommon')),
  tooWeak: refused(t('registration.passwordTooWeak')),
} as const;
