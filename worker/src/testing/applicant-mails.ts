import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  applicantMails,
  applicantStream,
  inviteApplicants,
  type ApplicantMailContext,
  type Database,
  type DomainEvent,
  type EventMetadata,
  type EventOf,
  type InvitingCompany,
} from '@typetest/events';
import { commit } from '@typetest/events/store';
import type { TestCompany } from './company-mails.ts';

export interface TestApplicant {
  applicantId: string;
  companyId: string;
  email: string;
  fullName: string;
  /** The stream's version after the last event this helper committed. */
  version: number;
}

/** What the applicant mails say of a test company (its results go to its login e-mail, as registered). */
export const invitingCompany = (company: TestCompany): InvitingCompany => ({
  companyName: company.companyName,
  textFolder: company.textFolder,
  emailForReceivingResults: company.loginEmail,
  language: company.language,
});

/** A link code as the api makes them (random, URL-safe); the worker only carries it into the mail. */
export const newTestCode = () => randomBytes(32).toString('base64url');

/**
 * Commits one applicant event with the mails the product's own policy (`applicantMails`) decides
 * for it, as the api does (event, projection and outbox row in one transaction), and returns the
 * outbox ids. The link codes are the test's, so it knows which link the mail must carry.
 */
async function commitApplicantEvent(db: Kysely<Database>, applicant: TestApplicant, event: DomainEvent, metadata: EventMetadata, context: ApplicantMailContext): Promise<string[]> {
  const [recorded] = await commit(db, {
    streamId: applicantStream(applicant.applicantId),
    expectedVersion: applicant.version,
    events: [event],
    metadata,
    mails: (events) => applicantMails(events, context),
  });
  if (!recorded) throw new Error(`The applicant event ${event.type} was not recorded`);
  applicant.version += 1;
  const rows = await db.selectFrom('mail_outbox').select('id').where('event_id', '=', recorded.eventId).execute();
  return rows.map((row) => row.id);
}

/** Invite applicants: the company invites one applicant, whose invitation carries `code`. */
export async function inviteTestApplicant(db: Kysely<Database>, company: TestCompany, who: { email: string; fullName: string }, code: string) {
  const applicant: TestApplicant = { applicantId: randomUUID(), companyId: company.companyId, ...who, version: 0 };
  const [event] = inviteApplicants(company.companyId, [{ applicantId: applicant.applicantId, ...who }], null);
  if (!event) throw new Error('Inviting one applicant decided no event');
  const mailIds = await commitApplicantEvent(
    db,
    applicant,
    event,
    { actor: `company:${company.companyId}` },
    {
      company: invitingCompany(company),
      linkCodes: { [applicant.applicantId]: code },
    },
  );
  return { applicant, mailIds };
}

/** The envelope button: the invitation again, with a new link `code`. */
export async function resendTestInvitation(db: Kysely<Database>, company: TestCompany, applicant: TestApplicant, code: string): Promise<string[]> {
  const { applicantId, companyId, email, fullName } = applicant;
  return commitApplicantEvent(
    db,
    applicant,
    { type: 'InvitationResent', data: { applicantId, companyId, deadline: null } },
    { actor: `company:${companyId}` },
    {
      company: invitingCompany(company),
      linkCodes: { [applicantId]: code },
      applicant: { email, fullName },
    },
  );
}

/**
 * The third test is done. Straight to `AllStagesFinished` with the given figures: how tests are
 * scored is the api's and events' business; here only the mail it causes matters.
 */
export async function finishTestApplicant(
  db: Kysely<Database>,
  company: TestCompany,
  applicant: TestApplicant,
  result: Omit<EventOf<'AllStagesFinished'>['data'], 'applicantId' | 'companyId' | 'email' | 'fullName'>,
  standing: ApplicantMailContext['standing'],
  /** What the api reads besides: the company's time zone and pass mark, and the sitting's refusals, restarts and locks. */
  more: { company?: Partial<InvitingCompany>; integrity?: ApplicantMailContext['integrity'] } = {},
): Promise<string[]> {
  const { applicantId, companyId, email, fullName } = applicant;
  return commitApplicantEvent(
    db,
    applicant,
    { type: 'AllStagesFinished', data: { applicantId, companyId, email, fullName, ...result } },
    { actor: `applicant:${applicantId}` },
    {
      company: { ...invitingCompany(company), ...more.company },
      ...(standing ? { standing } : {}),
      ...(more.integrity ? { integrity: more.integrity } : {}),
    },
  );
}
