import type { Kysely, Transaction } from 'kysely';
import type { Database, DomainEvent, RecordedEvent } from '../catalogue.ts';
import type { MailIntent } from '../mail/catalogue.ts';
import { limitCompanyMails } from '../mail-limits/queries.ts';
import type { MailLimits } from '../mail-limits/rules.ts';
import { handleCommand, type LoadedStream, type Secrets, type StreamKind } from '../store/handle-command.ts';
import type { EventMetadata } from '../store/metadata.ts';
import { readStream } from '../store/read-stream.ts';
import { applicantMails, type ApplicantMailContext, type InvitingCompany } from './applicant-mails.ts';
import { applicantStream, evolveApplicant, foldApplicant, type ApplicantState } from './applicant-state.ts';
import { integrityReport } from './integrity-report.ts';
import { inviteApplicants, type Invitee } from './invite-applicants.ts';
import { applicantLinkSecrets, type ApplicantLinkSecrets } from './link-secrets.ts';
import { companyStanding } from './result-queries.ts';

/** An applicant's stream: one per applicant, from the invitation to the last test (docs/decisions/0014-applicant-streams.md). */
export const applicantStreams: StreamKind<ApplicantState> = { streamId: applicantStream, evolve: evolveApplicant };

/** The applicant as their stream tells it, with the stream itself. */
export async function loadApplicant(db: Kysely<Database>, applicantId: string) {
  const { version, events } = await readStream(db, applicantStream(applicantId));
  return { version, state: foldApplicant(events), events };
}

/** Metadata of a change the worker's schedule made (the automatic reminder: worker/src/reminders.ts). */
export const bySchedule: EventMetadata = { actor: 'schedule:reminders' };

/** Metadata of a change made through the applicant's personal link. */
export const byApplicant = (applicantId: string, requestId: string | undefined): EventMetadata => ({
  actor: `applicant:${applicantId}`,
  ...(requestId ? { requestId } : {}),
});

/** The company's own doing (an invitation, a new link, a reminder by hand): its mails are counted against its limits, and refused past them (mail-limits/queries.ts). */
export interface CompanyMailLimits {
  companyId: string;
  limits: MailLimits;
}

export interface ApplicantCommand<Events extends DomainEvent> {
  applicantId: string;
  metadata: EventMetadata;
  decide(state: ApplicantState | undefined): Events[];
  /** Whom the mails come from, as the company is now; without it the change causes no mail. */
  company?: InvitingCompany;
  mailLimits?: CompanyMailLimits;
  /** The stream as the caller already read it (handle-command.ts). */
  stream?: LoadedStream;
  readStream?(db: Kysely<Database>): Promise<LoadedStream>;
}

/** The mails of the recorded applicant events (applicant-mails.ts), counted against the company's limits where it is its own doing. */
async function mailsOf(
  trx: Transaction<Database>,
  { company, mailLimits }: { company?: InvitingCompany | undefined; mailLimits?: CompanyMailLimits | undefined },
  recorded: readonly RecordedEvent[],
  context: Omit<ApplicantMailContext, 'company'>,
): Promise<readonly MailIntent[]> {
  if (!company) return [];
  const mails = applicantMails(recorded, { ...context, company });
  return mailLimits ? limitCompanyMails(trx, mailLimits.companyId, mails, mailLimits.limits) : mails;
}

/**
 * A change to one applicant through the command pipeline (store/handle-command.ts), with the
 * applicant's secret policy (link-secrets.ts) and mail policy (applicant-mails.ts) bound once here,
 * so every use case that changes an applicant sends the same mails the same way.
 */
export async function runApplicantCommand<Events extends DomainEvent>(db: Kysely<Database>, command: ApplicantCommand<Events>) {
  return handleCommand(db, applicantStreams, {
    id: command.applicantId,
    metadata: command.metadata,
    decide: command.decide,
    ...(command.stream ? { stream: command.stream } : {}),
    ...(command.readStream ? { readStream: command.readStream } : {}),
    // Nothing decided, nothing to write: no transaction of its own for a change that is not one.
    secrets: (events): Secrets & Pick<ApplicantLinkSecrets, 'linkCodes'> => (events.length > 0 ? applicantLinkSecrets(events) : { linkCodes: {} }),
    async mails({ trx, recorded, after, stream, secrets }) {
      if (!after) return [];
      const finished = recorded.find((event) => event.type === 'AllStagesFinished');
      const reportsIntegrity = finished !== undefined || recorded.some((event) => event.type === 'ApplicantLocked');
      // In the commit's transaction: a second connection per request would starve the pool under load.
      const standing = finished?.type === 'AllStagesFinished' ? await companyStanding(trx, after.companyId, after.applicantId, finished.data.wpm) : undefined;
      return mailsOf(trx, command, recorded, {
        linkCodes: secrets.linkCodes,
        applicant: after,
        ...(standing ? { standing } : {}),
        ...(reportsIntegrity ? { integrity: integrityReport(stream) } : {}),
      });
    },
  });
}

/**
 * Invites `invitees` in one commit through the command pipeline, a new stream each: their events,
 * read rows, links and mails, the mails counted against the company's limits inside it, so a
 * refusal (MailLimitExceeded) records nothing. `alsoWrite` adds rows of the same commit (a
 * submit's key).
 */
export async function runInvitations(
  db: Kysely<Database>,
  {
    invitees,
    deadline,
    metadata,
    company,
    mailLimits,
    alsoWrite,
  }: {
    invitees: readonly Invitee[];
    deadline: Date | null;
    metadata: EventMetadata;
    company: InvitingCompany;
    mailLimits: CompanyMailLimits;
    alsoWrite?: (trx: Transaction<Database>) => Promise<void>;
  },
) {
  return handleCommand(db, applicantStreams, {
    ids: invitees.map((invitee) => invitee.applicantId),
    metadata,
    // Fresh ids: every stream is new, so each starts with its invitation.
    decide: () => inviteApplicants(mailLimits.companyId, invitees, deadline).map((event) => ({ id: event.data.applicantId, events: [event] })),
    secrets: (events) => {
      const links = applicantLinkSecrets(events);
      return {
        linkCodes: links.linkCodes,
        async write(trx: Transaction<Database>) {
          await links.write(trx);
          await alsoWrite?.(trx);
        },
      };
    },
    // A batch sent at the same moment may have used the allowance meanwhile: counted again, under the company's lock.
    mails: ({ trx, recorded, secrets }) => mailsOf(trx, { company, mailLimits }, recorded, { linkCodes: secrets.linkCodes }),
  });
}
