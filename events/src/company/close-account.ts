import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, EventOf, RecordedEvent } from '../catalogue.ts';
import { handleCommand } from '../store/handle-command.ts';
import type { EventMetadata } from '../store/metadata.ts';
import { erasePersonalDataKey } from '../store/personal-data.ts';
import { companyStream } from '../stream-ids.ts';
import { companyStreams } from './company-commands.ts';
import { companyMails } from './company-mails.ts';
import type { CompanyState } from './company-state.ts';

/**
 * Closing an account (docs/decisions/0068-closing-an-account.md): the company asks, its password
 * typed again; the account closes after a grace period (ACCOUNT_CLOSING_GRACE_DAYS) during which
 * it can still log in and cancel; then the worker closes it: the company's key is deleted (its
 * contact data in every event reads blank, replays included), its read rows scrubbed, its secrets
 * and unsent mails gone. Its applicants are erased by the worker too, through eraseApplicant.
 * Asking and cancelling each mail the login e-mail (company-mails.ts); closing mails no one, and
 * cancels a mail of the asking still unsent.
 */

/** Why a closing command changed nothing. */
export type ClosingRefusal = 'notRegistered' | 'alreadyClosing' | 'notClosing' | 'notDue';

export class AccountClosingRefused extends Error {
  override name = 'AccountClosingRefused';
  constructor(readonly reason: ClosingRefusal) {
    super(`The account closing was refused: ${reason}`);
  }
}

const open = (state: CompanyState | undefined): CompanyState => {
  if (state === undefined || state.closed) throw new AccountClosingRefused('notRegistered');
  return state;
};

/** Decide: the company asks to close its account at `closesAt`; once. */
export function requestAccountClosing(state: CompanyState | undefined, closesAt: Date): EventOf<'AccountClosingRequested'>[] {
  const company = open(state);
  if (company.closesAt !== undefined) throw new AccountClosingRefused('alreadyClosing');
  return [{ type: 'AccountClosingRequested', data: { companyId: company.companyId, closesAt: closesAt.toISOString() } }];
}

/** Decide: the company cancels the closing it asked for, before it took effect. */
export function cancelAccountClosing(state: CompanyState | undefined): EventOf<'AccountClosingCancelled'>[] {
  const company = open(state);
  if (company.closesAt === undefined) throw new AccountClosingRefused('notClosing');
  return [{ type: 'AccountClosingCancelled', data: { companyId: company.companyId } }];
}

/** Decide: the grace period is over at `now` and the closing was not cancelled: the account closes. */
export function closeAccountNow(state: CompanyState | undefined, now: Date): EventOf<'AccountClosed'>[] {
  const company = open(state);
  if (company.closesAt === undefined || new Date(company.closesAt).getTime() > now.getTime()) throw new AccountClosingRefused('notDue');
  return [{ type: 'AccountClosed', data: { companyId: company.companyId } }];
}

export type ClosingOutcome<Extra = object> = ({ outcome: 'done' } & Extra) | { outcome: 'refused'; reason: ClosingRefusal };

async function run<Extra>(
  db: Kysely<Database>,
  companyId: string,
  metadata: EventMetadata,
  decide: (state: CompanyState | undefined) => EventOf<'AccountClosingRequested' | 'AccountClosingCancelled' | 'AccountClosed'>[],
  { write, operatorEmail }: { write?: (trx: Transaction<Database>, state: CompanyState | undefined) => Promise<Extra>; operatorEmail?: string } = {},
): Promise<ClosingOutcome<Extra>> {
  let extra = {} as Extra;
  try {
    await handleCommand(db, companyStreams, {
      id: companyId,
      metadata,
      decide,
      ...(operatorEmail === undefined
        ? {}
        : {
            mails: ({ after, recorded }: { after: CompanyState | undefined; recorded: readonly RecordedEvent[] }) =>
              after ? companyMails(after, recorded, { operatorEmail }) : [],
          }),
      ...(write
        ? {
            secrets: (_events: unknown, state: CompanyState | undefined) => ({
              write: async (trx: Transaction<Database>) => {
                // Per attempt: a retried commit's write replaces what a lost attempt found.
                extra = await write(trx, state);
              },
            }),
          }
        : {}),
    });
  } catch (error) {
    if (error instanceof AccountClosingRefused) return { outcome: 'refused', reason: error.reason };
    throw error;
  }
  return { outcome: 'done', ...extra };
}

/** The company asks to close its account (the API checked its password): it closes at `closesAt`, and its login e-mail is told. */
export const askToCloseAccount = (
  db: Kysely<Database>,
  { companyId, closesAt, metadata, operatorEmail }: { companyId: string; closesAt: Date; metadata: EventMetadata; operatorEmail: string },
) => run(db, companyId, metadata, (state) => requestAccountClosing(state, closesAt), { operatorEmail });

/** The company cancels the closing during the grace period, and its login e-mail is told. */
export const cancelClosingAccount = (db: Kysely<Database>, { companyId, metadata, operatorEmail }: { companyId: string; metadata: EventMetadata; operatorEmail: string }) =>
  run(db, companyId, metadata, cancelAccountClosing, { operatorEmail });

/** What closing did beyond Postgres: the mails it cancelled (their jobs leave Redis) and the login addresses whose Redis counts go. */
export interface ClosedAccount {
  cancelledMailIds: string[];
  loginEmails: string[];
}

/**
 * The worker closes an account whose grace period is over, in one transaction: `AccountClosed`
 * (no personal data), the company's key deleted, its password, sign-ins and codes gone, its public
 * link off, its mails' addresses and payloads scrubbed (unsent ones cancelled). Several workers
 * at once: the append conflicts, the retry finds it closed, and only one answers `done`.
 */
export const closeAccount = (db: Kysely<Database>, { companyId, now, metadata }: { companyId: string; now: Date; metadata: EventMetadata }) =>
  run<ClosedAccount>(db, companyId, metadata, (state) => closeAccountNow(state, now), {
    write: async (trx, state) => {
      await erasePersonalDataKey(trx, companyStream(companyId));
      await trx.deleteFrom('company_credentials').where('company_id', '=', companyId).execute();
      const sessions = trx.selectFrom('company_sessions').select('session_id').where('company_id', '=', companyId);
      await trx.deleteFrom('refresh_tokens').where('session_id', 'in', sessions).execute();
      await trx
        .updateTable('company_sessions')
        .set({ revoked_at: now, revoked_reason: 'account closed' })
        .where('company_id', '=', companyId)
        .where('revoked_at', 'is', null)
        .execute();
      await trx.deleteFrom('one_time_codes').where('company_id', '=', companyId).execute();
      await trx.deleteFrom('invitation_links').where('company_id', '=', companyId).execute();
      await trx.deleteFrom('invitation_submits').where('company_id', '=', companyId).execute();
      await trx.deleteFrom('company_logos').where('company_id', '=', companyId).execute();
      // Sent mails stay for the counts (kind, company, time) without an address or payload, as an erased applicant's (erase-applicant.ts).
      const cancelled = await trx.deleteFrom('mail_outbox').where('company_id', '=', companyId).where('status', '<>', 'sent').returning('id').execute();
      await trx
        .updateTable('mail_outbox')
        .set({ recipient: '', reply_to: null, payload: '{}', last_error: null })
        .where('company_id', '=', companyId)
        .where(sql<boolean>`recipient <> '' OR reply_to IS NOT NULL OR payload <> '{}'::jsonb OR last_error IS NOT NULL`)
        .execute();
      return { cancelledMailIds: cancelled.map((row) => row.id), loginEmails: state ? [state.loginEmail] : [] };
    },
  });

/** The accounts whose grace period is over at `now` and that are not closed yet, oldest first. */
export async function accountsDueClosing(db: Kysely<Database>, now: Date, { limit }: { limit: number }): Promise<string[]> {
  const rows = await db.selectFrom('companies').select('company_id').where('closes_at', '<=', now).where('closed_at', 'is', null).orderBy('closes_at').limit(limit).execute();
  return rows.map((row) => row.company_id);
}

/** When the company's account closes, while a closing is pending; null otherwise. */
export async function accountClosingOf(db: Kysely<Database>, companyId: string): Promise<Date | null> {
  const row = await db.selectFrom('companies').select('closes_at').where('company_id', '=', companyId).executeTakeFirst();
  return row?.closes_at ?? null;
}
