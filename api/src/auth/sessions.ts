import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@typetest/events';
import { newSecret, secretHash } from './secret-codes.ts';

type Executor = Kysely<Database> | Transaction<Database>;

const day = 24 * 60 * 60 * 1000;

async function issueRefreshToken(db: Executor, sessionId: string, lifetimeDays: number): Promise<string> {
  const refreshToken = newSecret();
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: secretHash(refreshToken), session_id: sessionId, expires_at: new Date(Date.now() + lifetimeDays * day) })
    .execute();
  return refreshToken;
}

/** A sign-in: a new session and its first refresh token. */
export async function startSession(db: Kysely<Database>, companyId: string, lifetimeDays: number) {
  return db.transaction().execute(async (trx) => {
    const sessionId = randomUUID();
    await trx.insertInto('company_sessions').values({ session_id: sessionId, company_id: companyId }).execute();
    return { sessionId, refreshToken: await issueRefreshToken(trx, sessionId, lifetimeDays) };
  });
}

export type Rotation = { outcome: 'rotated'; sessionId: string; companyId: string; refreshToken: string } | { outcome: 'refused' };

/**
 * Trades a refresh token for a new one. A token that was already traded (a copy in someone
 * else's hands, or a replay) revokes its whole session; expired, revoked or unknown tokens are
 * refused.
 */
export async function rotateRefreshToken(db: Kysely<Database>, refreshToken: string, lifetimeDays: number): Promise<Rotation> {
  return db.transaction().execute(async (trx) => {
    const token = await trx
      .selectFrom('refresh_tokens')
      .innerJoin('company_sessions', 'company_sessions.session_id', 'refresh_tokens.session_id')
      .select([
        'refresh_tokens.token_hash',
        'refresh_tokens.expires_at',
        'refresh_tokens.rotated_at',
        'company_sessions.session_id',
        'company_sessions.company_id',
        'company_sessions.revoked_at',
      ])
      .where('refresh_tokens.token_hash', '=', secretHash(refreshToken))
      // Two refreshes with one token: the second waits here and then sees it rotated.
      .forUpdate()
      .executeTakeFirst();
    if (!token || token.revoked_at !== null) return { outcome: 'refused' };
    if (token.rotated_at !== null) {
      await revokeSession(trx, token.session_id, 'refresh token reused');
      return { outcome: 'refused' };
    }
    if (token.expires_at.getTime() <= Date.now()) return { outcome: 'refused' };
    const now = new Date();
    await trx.updateTable('refresh_tokens').set({ rotated_at: now }).where('token_hash', '=', token.token_hash).execute();
    await trx.updateTable('company_sessions').set({ last_used_at: now }).where('session_id', '=', token.session_id).execute();
    return {
      outcome: 'rotated',
      sessionId: token.session_id,
      companyId: token.company_id,
      refreshToken: await issueRefreshToken(trx, token.session_id, lifetimeDays),
    };
  });
}

export async function revokeSession(db: Executor, sessionId: string, reason: string): Promise<void> {
  await db.updateTable('company_sessions').set({ revoked_at: new Date(), revoked_reason: reason }).where('session_id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/**
 * Log out: ends the sign-in this refresh token belongs to, whatever became of the token since
 * (rotated or not), and with it its whole family; the session's access tokens stop working at
 * the next call (`isSessionActive`). False when no sign-in has this token.
 */
export async function revokeSessionOfRefreshToken(db: Executor, refreshToken: string, reason: string): Promise<boolean> {
  const token = await db.selectFrom('refresh_tokens').select('session_id').where('token_hash', '=', secretHash(refreshToken)).executeTakeFirst();
  if (!token) return false;
  await revokeSession(db, token.session_id, reason);
  return true;
}

/** Ends every sign-in of the company (all but `except`, the caller's own, when given). */
export async function revokeCompanySessions(db: Executor, companyId: string, reason: string, except?: string): Promise<void> {
  let query = db.updateTable('company_sessions').set({ revoked_at: new Date(), revoked_reason: reason }).where('company_id', '=', companyId).where('revoked_at', 'is', null);
  if (except) query = query.where('session_id', '!=', except);
  await query.execute();
}

/** The access token's session still stands (one primary-key lookup per authenticated call). */
export async function isSessionActive(db: Kysely<Database>, sessionId: string, companyId: string): Promise<boolean> {
  const session = await db.selectFrom('company_sessions').select('company_id').where('session_id', '=', sessionId).where('revoked_at', 'is', null).executeTakeFirst();
  return session?.company_id === companyId;
}
