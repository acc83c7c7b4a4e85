import type { EventOf } from '../catalogue.ts';
import type { CompanyState } from './company-state.ts';
import { registered } from './errors.ts';

/**
 * Decide: the recover link mailed to a previous login e-mail was followed, so that address is
 * the login again. Following a link mailed to it also proves it is the company's: verified.
 */
export function recoverLoginEmail(
  state: CompanyState | undefined,
  previousEmail: string,
): Array<EventOf<'LoginEmailChanged'> | EventOf<'EmailVerified'>> {
  const company = registered(state);
  const events: Array<EventOf<'LoginEmailChanged'> | EventOf<'EmailVerified'>> = [];
  if (company.loginEmail !== previousEmail) {
    events.push({
      type: 'LoginEmailChanged',
      data: { companyId: company.companyId, previousEmail: company.loginEmail, loginEmail: previousEmail, reason: 'recovered' },
    });
  }
  if (!company.verifiedEmails.includes(previousEmail) || events.length > 0) {
    events.push({ type: 'EmailVerified', data: { companyId: company.companyId, email: previousEmail } });
  }
  return events;
}
