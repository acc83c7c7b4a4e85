import type { RecordedEvent } from '../catalogue.ts';
import { type MailIntent, operatorLanguage } from '../mail/catalogue.ts';
import { asMailboxAddress } from '../mail/mailbox-address.ts';
import type { CompanyState } from './company-state.ts';
import type { OneTimeCodePurpose } from './secret-tables.ts';

/**
 * The plain one-time codes a commit stored (hashed) beside its events. They travel only into the
 * mail payload, never into the log.
 */
export type MailCodes = Partial<Record<OneTimeCodePurpose, string>>;

function code(codes: MailCodes, purpose: OneTimeCodePurpose, event: RecordedEvent): string {
  const value = codes[purpose];
  if (value === undefined) throw new Error(`${event.type} mails a ${purpose} link, but the commit has no such code`);
  return value;
}

/**
 * Policy: the mails the company's events cause. `company` is the state after the events (names
 * in mails are the current ones), `before` the state before them (whom a change is announced
 * to). The welcome mail is the verification mail of a registration. Every mail to the company is
 * in its language (as it is after the events); the support message goes to the operators, in theirs.
 */
export function companyMails(
  company: CompanyState,
  recorded: readonly RecordedEvent[],
  { codes = {}, operatorEmail, before }: { codes?: MailCodes; operatorEmail: string; before?: CompanyState | undefined },
): MailIntent[] {
  const registers = recorded.some((event) => event.type === 'CompanyRegistered');
  // A recovery puts back the results e-mail its link kept: the owner asked for it, no notice.
  const recovers = recorded.some((event) => event.type === 'LoginEmailChanged' && event.data.reason === 'recovered');
  const { language } = company;
  return recorded.flatMap((event): MailIntent[] => {
    switch (event.type) {
      case 'CompanyRegistered':
        return [
          {
            kind: 'companyWelcome',
            eventId: event.eventId,
            language,
            recipient: event.data.loginEmail,
            payload: {
              companyName: event.data.companyName,
              contactName: event.data.contactName,
              loginEmail: event.data.loginEmail,
              textFolder: event.data.textFolder,
              verifyCode: code(codes, 'verifyEmail', event),
            },
          },
        ];
      case 'EmailVerificationRequested':
        if (registers) return [];
        return [
          {
            kind: 'emailVerification',
            eventId: event.eventId,
            language,
            recipient: event.data.email,
            payload: { companyName: company.companyName, email: event.data.email, verifyCode: code(codes, 'verifyEmail', event) },
          },
        ];
      case 'LoginEmailChanged':
        // A recovered address needs no recover link back to the one the intruder set.
        if (event.data.reason !== 'changedInSettings') return [];
        return [
          {
            kind: 'loginEmailChanged',
            eventId: event.eventId,
            language,
            recipient: event.data.previousEmail,
            payload: {
              companyName: company.companyName,
              previousEmail: event.data.previousEmail,
              loginEmail: event.data.loginEmail,
              recoverCode: code(codes, 'recoverEmail', event),
            },
          },
        ];
      case 'CompanySettingsChanged': {
        const previousEmail = before?.emailForReceivingResults;
        const resultsEmail = event.data.emailForReceivingResults;
        if (!before || previousEmail === undefined || previousEmail === resultsEmail || recovers) return [];
        // Results go where applicants' scores are read: the owner's login e-mail (the one before
        // this change, which a taken-over login no longer is) and the address losing them hear of it.
        const payload = { companyName: company.companyName, previousEmail, resultsEmail };
        const toLogin: MailIntent = { kind: 'resultsEmailChanged', eventId: event.eventId, recipient: before.loginEmail, language, payload };
        if (previousEmail === before.loginEmail) return [toLogin];
        return [toLogin, { kind: 'resultsEmailChangedFormer', eventId: event.eventId, recipient: previousEmail, language, payload }];
      }
      case 'PasswordResetRequested':
        return [
          {
            kind: 'passwordReset',
            eventId: event.eventId,
            language,
            recipient: event.data.email,
            payload: { companyName: company.companyName, email: event.data.email, resetCode: code(codes, 'resetPassword', event) },
          },
        ];
      // To the login e-mail, which is how a company that did not ask learns of it in time to cancel.
      // None when the account is closed: its address is erased then (close-account.ts).
      case 'AccountClosingRequested':
        return [
          {
            kind: 'accountClosingRequested',
            eventId: event.eventId,
            language,
            recipient: company.loginEmail,
            payload: { companyName: company.companyName, closesAt: event.data.closesAt, timeZone: company.timeZone },
          },
        ];
      case 'AccountClosingCancelled':
        return [{ kind: 'accountClosingCancelled', eventId: event.eventId, language, recipient: company.loginEmail, payload: { companyName: company.companyName } }];
      case 'SupportRequested': {
        // The login e-mail passed the e-mail schema, but only a checked mailbox may become Reply-To.
        const replyTo = asMailboxAddress(event.data.email);
        return [
          {
            kind: 'supportRequest',
            eventId: event.eventId,
            language: operatorLanguage,
            recipient: operatorEmail,
            ...(replyTo ? { replyTo } : {}),
            payload: {
              companyId: event.data.companyId,
              companyName: company.companyName,
              contactName: company.contactName,
              loginEmail: event.data.email,
              title: event.data.title,
              details: event.data.details,
              requestedAt: event.recordedAt.toISOString(),
            },
          },
        ];
      }
      default:
        return [];
    }
  });
}
