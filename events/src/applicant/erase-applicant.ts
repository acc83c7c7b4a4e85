import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, EventOf } from '../catalogue.ts';
import { handleCommand } from '../store/handle-command.ts';
import type { EventMetadata } from '../store/metadata.ts';
import { erasePersonalDataKey } from '../store/personal-data.ts';
import { applicantStreams } from './applicant-commands.ts';
import { applicantStream, type ApplicantState } from './applicant-state.ts';
import { ApplicantCommandRefused } from './errors.ts';
import type { erasureReasons } from './events.ts';

export type ErasureReason = (typeof erasureReasons)[number];

/**
 * Decide: the company erases an applicant's personal data (any applicant of theirs: awaiting,
 * removed or finished), once.
 */
export function decideErasure(state: ApplicantState | undefined, reason: ErasureReason): EventOf<'ApplicantErased'>[] {
  if (state === undefined) throw new ApplicantCommandRefused('notInvited');
  if (state.erased) throw new ApplicantCommandRefused('erased');
  return [{ type: 'ApplicantErased', data: { applicantId: state.applicantId, companyId: state.companyId, reason } }];
}

/** What an erasure did: erased (with the outbox mails it cancelled), or why it changed nothing. */
export type ErasureOutcome =
  | {
      outcome: 'erased';
      /** The unsent mails it cancelled (their outbox rows are gone): their jobs leave Redis too (platform's forgetMailJobs). */
      cancelledMailIds: string[];
    }
  /** No applicant of this company has that id (another company's is answered the same). */
  | { outcome: 'notFound' }
  | { outcome: 'alreadyErased' };

export interface ErasureRequest {
  applicantId: string;
  /** The company erasing: only its own applicants. */
  companyId: string;
  /** Who erased (the actor: `company:<id>`, the retention schedule, a closed account). */
  metadata: EventMetadata;
  reason: ErasureReason;
}

/**
 * Erase an applicant's personal data, for the API's call, the retention schedule and a closed
 * account alike (docs/decisions/0060-personal-data-sealed-per-applicant.md). In one transaction:
 * `ApplicantErased` is recorded (no personal data in it), their key is dropped so every sealed
 * field of their stream reads blank from now on (replays included), the read tables lose their
 * name, e-mail and rhythms (projection.ts), their links end, their unsent mails are cancelled and
 * the sent ones keep no address or payload. The caller then drops the cancelled mails' jobs from
 * Redis.
 */
export async function eraseApplicant(db: Kysely<Database>, request: ErasureRequest): Promise<ErasureOutcome> {
  const { applicantId, companyId, metadata, reason } = request;
  const cancelledMailIds: string[] = [];
  try {
    await handleCommand(db, applicantStreams, {
      id: applicantId,
      metadata,
      // Another company's applicant is answered as an unknown one: nothing tells it exists.
      decide: (state) => decideErasure(state?.companyId === companyId ? state : undefined, reason),
      secrets: (_events, state) => ({
        write: async (trx: Transaction<Database>) => {
          cancelledMailIds.length = 0;
          await erasePersonalDataKey(trx, applicantStream(applicantId));
          await trx.deleteFrom('applicant_links').where('applicant_id', '=', applicantId).execute();
          // Links shared with colleagues end too: nothing of the person is left for them to show.
          await trx.deleteFrom('result_shares').where('applicant_id', '=', applicantId).execute();
          cancelledMailIds.push(...(await scrubMails(trx, applicantId, state?.email ?? '')));
        },
      }),
    });
  } catch (error) {
    if (!(error instanceof ApplicantCommandRefused)) throw error;
    return error.reason === 'erased' ? { outcome: 'alreadyErased' } : { outcome: 'notFound' };
  }
  return { outcome: 'erased', cancelledMailIds };
}

/**
 * The mails the applicant's events caused (to them, or about them to the company): unsent ones
 * cancelled (removed), sent ones kept for the company's mail counts without the applicant's
 * address or any payload (docs/decisions/0002-outbox-row-carries-payload.md). A mail being sent
 * holds its row (worker/src/deliver-mail.ts): this waits for it, then finds it sent. Returns the
 * cancelled mails' ids.
 */
async function scrubMails(trx: Transaction<Database>, applicantId: string, email: string): Promise<string[]> {
  const caused = sql<string>`(SELECT event_id FROM events WHERE stream_id = ${applicantStream(applicantId)})`;
  const cancelled = await trx.deleteFrom('mail_outbox').where('event_id', 'in', caused).where('status', '<>', 'sent').returning('id').execute();
  await trx
    .updateTable('mail_outbox')
    .set({
      recipient: sql<string>`CASE WHEN recipient = ${email} THEN '' ELSE recipient END`,
      reply_to: sql<string | null>`CASE WHEN reply_to = ${email} THEN NULL ELSE reply_to END`,
      payload: '{}',
      last_error: null,
    })
    .where('event_id', 'in', caused)
    .execute();
  return cancelled.map((row) => row.id);
}
