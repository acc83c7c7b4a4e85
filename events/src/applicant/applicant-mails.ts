import type { RecordedEvent } from '../catalogue.ts';
import type { MailIntent } from '../mail/catalogue.ts';
import type { ApplicantIntegrity } from './integrity-report.ts';
import { passMarkVerdict } from '../typing/pass-mark.ts';
import { typistStanding, type CompanyStanding } from './standing.ts';

/** What the applicant mails say of the company, as it is when they are decided. */
export interface InvitingCompany {
  companyName: string;
  textFolder: string;
  emailForReceivingResults: string;
  /** For the results mail: the company's time zone (IANA; UTC when not given) and pass mark (none when not given). */
  timeZone?: string;
  minimumWpm?: number | null;
  minimumAccuracy?: number | null;
}

export interface ApplicantMailContext {
  company: InvitingCompany;
  /** The plain link codes the commit stored (hashed), by applicant id: they travel only into the mail. */
  codes?: Readonly<Record<string, string>>;
  /** For the results mail: the applicant among the company's earlier applicants. */
  standing?: CompanyStanding;
  /** For a re-sent invitation: who it goes to (the event names only the applicant's id). */
  applicant?: { email: string; fullName: string };
  /** For the results mail: refused attempts, restarts and locks over the whole sitting (integrity-report.ts). */
  integrity?: Pick<ApplicantIntegrity, 'refusals' | 'restarts' | 'locks'>;
}

/** Policy: the mails the applicant events cause. */
export function applicantMails(recorded: readonly RecordedEvent[], { company, codes = {}, standing, applicant, integrity }: ApplicantMailContext): MailIntent[] {
  const codeFor = (event: RecordedEvent, applicantId: string) => {
    const code = codes[applicantId];
    if (code === undefined) throw new Error(`${event.type} mails a personal link, but the commit has no code for ${applicantId}`);
    return code;
  };
  return recorded.flatMap((event): MailIntent[] => {
    switch (event.type) {
      case 'ApplicantInvited':
        return [
          {
            kind: 'applicantInvitation',
            eventId: event.eventId,
            recipient: event.data.email,
            payload: { companyName: company.companyName, fullName: event.data.fullName, textFolder: company.textFolder, applicantCode: codeFor(event, event.data.applicantId) },
          },
        ];
      case 'InvitationResent':
        if (!applicant) throw new Error('InvitationResent mails the applicant, but the commit did not say who they are');
        return [
          {
            kind: 'invitationResent',
            eventId: event.eventId,
            recipient: applicant.email,
            payload: { companyName: company.companyName, fullName: applicant.fullName, textFolder: company.textFolder, applicantCode: codeFor(event, event.data.applicantId) },
          },
        ];
      case 'AllStagesFinished': {
        const d = event.data;
        const typists = typistStanding(d.wpm);
        return [
          {
            kind: 'applicantResults',
            eventId: event.eventId,
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
              verdict: passMarkVerdict(d, { minimumWpm: company.minimumWpm ?? null, minimumAccuracy: company.minimumAccuracy ?? null }),
              timeZone: company.timeZone ?? 'UTC',
              refusals: integrity?.refusals ?? [],
              restarts: integrity?.restarts.length ?? 0,
              locks: integrity?.locks.length ?? 0,
            },
          },
        ];
      }
      default:
        return [];
    }
  });
}
