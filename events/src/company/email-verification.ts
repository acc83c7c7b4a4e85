import type { EventOf } from '../catalogue.ts';
import { isEmailVerified, type CompanyState } from './company-state.ts';
import { CompanyCommandRefused, registered } from './errors.ts';

/**
 * Decide: the verification link mailed (again) to the login e-mail. An address already verified
 * needs no link: nothing recorded.
 */
export function requestEmailVerification(state: CompanyState | undefined): EventOf<'EmailVerificationRequested'>[] {
  const company = registered(state);
  if (isEmailVerified(company)) return [];
  return [{ type: 'EmailVerificationRequested', data: { companyId: company.companyId, email: company.loginEmail } }];
}

/**
 * Decide: a verification link for `email` was followed. Only the login e-mail in use can be
 * verified (a link to an address since replaced is refused); verified already, nothing recorded.
 */
export function verifyEmail(state: CompanyState | undefined, email: string): EventOf<'EmailVerified'>[] {
  const company = registered(state);
  if (email !== company.loginEmail) throw new CompanyCommandRefused('emailReplaced');
  if (isEmailVerified(company)) return [];
  return [{ type: 'EmailVerified', data: { companyId: company.companyId, email } }];
}
