import type { RecordedEvent } from '../catalogue.ts';
import type { Language } from '../i18n/languages.ts';
import type { MailIntent } from '../mail/catalogue.ts';
import type { LogoView } from '../schema/logo.ts';
import { asMailboxAddress } from '../mail/mailbox-address.ts';
import type { ApplicantIntegrity } from './integrity-report.ts';
import { hasPassMark, passMarkVerdict } from '../typing/pass-mark.ts';
import { typistStanding, type CompanyStanding } from './standing.ts';
import { pageSignalTotals, worthASecondLook } from './second-look.ts';

/** What the applicant mails say of the company, as it is when they are decided. */
export interface InvitingCompany {
  companyName: string;
  textFolder: string;
  emailForReceivingResults: string;
  /** For the results mail and a link's deadline: the company's time zone (IANA; UTC when not given); for the results mail, its pass mark (none when not given). */
  timeZone?: string;
  minimumWpm?: number | null;
  minimumAccuracy?: number | null;
  /** The company's language: its applicants' mails and its results mails are in it. */
  language: Language;
  /** The company's note to its applicants, plain text; '' or absent: none. */
  welcomeNote?: string;
  /** The company's logo (where the app serves it, and its size); null or absent: none. */
  logo?: LogoView | null;
}

export interface ApplicantMailContext {
  company: InvitingCompany;
  /** The plain link codes the commit stored (hashed), by applicant id (link-secrets.ts): they travel only into the mail. */
  linkCodes?: Readonly<Record<string, string>>;
  /** For the results mail: the applicant among the company's earlier applicants. */
  standing?: CompanyStanding;
  /** For a re-sent invitation, a reminder or a lock: who they are (the event names only the applicant's id), and, for a reminder, the link's deadline. */
  applicant?: { email: string; fullName: string; deadline?: Date | null };
  /** For the results mail and the lock mail: refused attempts, restarts and locks over the whole sitting (integrity-report.ts). */
  integrity?: Pick<ApplicantIntegrity, 'refusals' | 'restarts' | 'locks'> & Partial<Pick<ApplicantIntegrity, 'pageSignals'>>;
}

/** Policy: the mails the applicant events cause, every one in the company's language (to its applicants and to the company alike). */
export function applicantMails(recorded: readonly RecordedEvent[], { company, linkCodes = {}, standing, applicant, integrity }: ApplicantMailContext): MailIntent[] {
  const linkCodeFor = (event: RecordedEvent, applicantId: string) => {
    const linkCode = linkCodes[applicantId];
    if (linkCode === undefined) throw new Error(`${event.type} mails a personal link, but the commit has no code for ${applicantId}`);
    return linkCode;
  };
  const timeZone = company.timeZone ?? 'UTC';
  // Whom the applicant may ask: the company's results address, named in the mail and its Reply-To, so an answer reaches the company, not the product.
  const contact = asMailboxAddress(company.emailForReceivingResults);
  const replyTo = contact ? { replyTo: contact } : {};
  const linkFor = (event: RecordedEvent, applicantId: string, fullName: string, deadline: string | null) => ({
    companyName: company.companyName,
    ...(contact ? { contactEmail: contact } : {}),
    ...(company.welcomeNote ? { welcomeNote: company.welcomeNote } : {}),
    ...(company.logo ? { logo: company.logo } : {}),
    fullName,
    textFolder: company.textFolder,
    linkCode: linkCodeFor(event, applicantId),
    deadline,
    timeZone,
  });
  return recorded.flatMap((event): MailIntent[] => {
    switch (event.type) {
      case 'ApplicantInvited':
        return [
          {
            kind: 'applicantInvitation',
            eventId: event.eventId,
            language: company.language,
            recipient: event.data.email,
            ...replyTo,
            payload: linkFor(event, event.data.applicantId, event.data.fullName, event.data.deadline),
          },
        ];
      case 'InvitationResent':
        if (!applicant) throw new Error('InvitationResent mails the applicant, but the commit did not say who they are');
        return [
          {
            kind: 'invitationResent',
            eventId: event.eventId,
            recipient: applicant.email,
            language: company.language,
            ...replyTo,
            payload: linkFor(event, event.data.applicantId, applicant.fullName, event.data.deadline),
          },
        ];
      case 'ReminderSent':
        if (!applicant) throw new Error('ReminderSent mails the applicant, but the commit did not say who they are');
        return [
          {
            kind: 'applicantReminder',
            eventId: event.eventId,
            language: company.language,
            recipient: applicant.email,
            ...replyTo,
            payload: linkFor(event, event.data.applicantId, applicant.fullName, applicant.deadline?.toISOString() ?? null),
          },
        ];
      case 'AllStagesFinished': {
        const d = event.data;
        const typists = typistStanding(d.wpm);
        const passMark = { minimumWpm: company.minimumWpm ?? null, minimumAccuracy: company.minimumAccuracy ?? null };
        return [
          {
            kind: 'applicantResults',
            eventId: event.eventId,
            language: company.language,
            recipient: company.emailForReceivingResults,
            payload: {
              companyName: company.companyName,
              fullName: d.fullName,
              email: d.email,
              wpm: d.wpm,
              accuracy: d.accuracy,
              stages: d.stages,
              typistPercentile: typists.percentile,
              typistTop: typists.top,
              companyStanding: standing ?? { fasterThan: 0, outOf: 0 },
              flags: d.flags,
              finishedAt: event.recordedAt.toISOString(),
              applicantId: d.applicantId,
              verdict: passMarkVerdict(d, passMark),
              passMark: hasPassMark(passMark) ? passMark : null,
              timeZone: company.timeZone ?? 'UTC',
              refusals: integrity?.refusals ?? [],
              restarts: integrity?.restarts.length ?? 0,
              locks: integrity?.locks.length ?? 0,
              secondLook: worthASecondLook({
                flags: d.flags,
                refusals: integrity?.refusals.length ?? 0,
                restarts: integrity?.restarts.length ?? 0,
                ...pageSignalTotals(integrity?.pageSignals ?? []),
              }),
            },
          },
        ];
      }
      case 'ApplicantLocked':
        if (!applicant) throw new Error('ApplicantLocked mails the company who was locked out, but the commit did not say who they are');
        // To the company itself, as the results mail: not a mail it causes to others (mail-limits/rules.ts counts none of these).
        return [
          {
            kind: 'applicantLocked',
            eventId: event.eventId,
            language: company.language,
            recipient: company.emailForReceivingResults,
            payload: {
              companyName: company.companyName,
              fullName: applicant.fullName,
              email: applicant.email,
              stage: event.data.stage,
              lockedAt: event.recordedAt.toISOString(),
              timeZone,
              refusals: integrity?.refusals ?? [],
            },
          },
        ];
      default:
        return [];
    }
  });
}
