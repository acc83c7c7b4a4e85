import type { EventOf } from '../catalogue.ts';
import type { CompanyState } from './company-state.ts';
import { registered } from './errors.ts';

/** Decide: forgot password; a reset link goes to the login e-mail. */
export function requestPasswordReset(state: CompanyState | undefined): EventOf<'PasswordResetRequested'>[] {
  const company = registered(state);
  return [{ type: 'PasswordResetRequested', data: { companyId: company.companyId, email: company.loginEmail } }];
}

/** Decide: a new password was set through a reset link (the hash itself is never in the log). */
export function resetPassword(state: CompanyState | undefined): EventOf<'PasswordChanged'>[] {
  const company = registered(state);
  return [{ type: 'PasswordChanged', data: { companyId: company.companyId, reason: 'reset' } }];
}
