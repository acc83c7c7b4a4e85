import type { EventOf } from '../catalogue.ts';
import type { CompanyState } from './company-state.ts';
import { registered } from './errors.ts';

type RecoverEvent = EventOf<'LoginEmailChanged'> | EventOf<'CompanySettingsChanged'> | EventOf<'EmailVerified'>;

/**
 * Decide: the recover link mailed to a previous login e-mail was followed, so that address is
 * the login again. Following a link mailed to it also proves it is the company's: verified.
 * Whoever took the login may have moved the results elsewhere too, so the results e-mail the
 * company had when the link was made (`resultsEmail`; absent for links made before it was kept)
 * comes back with it.
 */
export function recoverLoginEmail(state: CompanyState | undefined, previousEmail: string, resultsEmail?: string): RecoverEvent[] {
  const company = registered(state);
  const events: RecoverEvent[] = [];
  if (company.loginEmail !== previousEmail) {
    events.push({
      type: 'LoginEmailChanged',
      data: { companyId: company.companyId, previousEmail: company.loginEmail, loginEmail: previousEmail, reason: 'recovered' },
    });
  }
  if (resultsEmail !== undefined && company.emailForReceivingResults !== resultsEmail) {
    const { companyId, contactName, companyName, vatNo, address, postCode, textFolder } = company;
    events.push({
      type: 'CompanySettingsChanged',
      data: { companyId, contactName, companyName, vatNo, address, postCode, textFolder, emailForReceivingResults: resultsEmail },
    });
  }
  if (!company.verifiedEmails.includes(previousEmail) || company.loginEmail !== previousEmail) {
    events.push({ type: 'EmailVerified', data: { companyId: company.companyId, email: previousEmail } });
  }
  return events;
}
