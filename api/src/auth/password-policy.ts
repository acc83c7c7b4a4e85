import type { TFunction } from 'i18next';
import { passwordMessage } from './common-passwords.ts';
import { passwordProblem } from './password-strength.ts';

/** What a company's password may not be made of: the words of its own account (its addresses, names and folder). */
export interface CompanyWords {
  loginEmail: string;
  emailForReceivingResults: string;
  companyName: string;
  contactName: string;
  textFolder: string;
}

/**
 * The password policy in one place, for registering and for a new password through a reset link:
 * strong enough (password-strength.ts), not among the common ones, and, given the company, not
 * guessable from its own words. Undefined when the password will do; else why not, in the
 * request's words (`t`).
 */
export function weakPasswordMessage(t: TFunction, password: string, company?: CompanyWords): string | undefined {
  const words = company ? [company.loginEmail, company.emailForReceivingResults, company.companyName, company.contactName, company.textFolder] : [];
  const weakness = passwordProblem(password, words);
  return weakness && passwordMessage(t, weakness);
}
