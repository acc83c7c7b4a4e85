import {
  applicantLinkSecrets,
  applicantMails,
  applicantStream,
  commitStreams,
  inviteApplicants,
  mailLimitQueries,
  type Database,
  type EventMetadata,
  type Invitee,
  type MailLimits,
} from '@typetest/events';
import type { Kysely, Transaction } from 'kysely';

type InvitingCompany = Parameters<typeof applicantMails>[1]['company'];

/**
 * Invites `invitees` for the company in one commit: their events, read rows, links and mails, the
 * mails counted against the company's limits inside it (events/src/mail-limits/), so a refusal
 * (MailLimitExceeded) records nothing. `alsoWrite` adds rows of the same commit (a submit's key).
 * The invitation view's lists and the public link's applicants both come this way.
 */
export async function commitInvitations(
  db: Kysely<Database>,
  {
    companyId,
    company,
    invitees,
    deadline,
    metadata,
    mailLimits,
    alsoWrite,
  }: {
    companyId: string;
    company: InvitingCompany;
    invitees: readonly Invitee[];
    deadline: Date | null;
    metadata: EventMetadata;
    mailLimits: MailLimits;
    alsoWrite?: (trx: Transaction<Database>) => Promise<void>;
  },
): Promise<void> {
  const events = inviteApplicants(companyId, invitees, deadline);
  const links = applicantLinkSecrets(events);
  await commitStreams(db, {
    streams: events.map((event) => ({ streamId: applicantStream(event.data.applicantId), expectedVersion: 0, events: [event] })),
    metadata,
    writeSecrets: async (trx) => {
      await links.write(trx);
      await alsoWrite?.(trx);
    },
    // A batch sent at the same moment may have used the allowance meanwhile: counted again, under the company's lock.
    mails: (recorded, trx) => mailLimitQueries.limitCompanyMails(trx, companyId, applicantMails(recorded, { company, linkCodes: links.linkCodes }), mailLimits),
  });
}
