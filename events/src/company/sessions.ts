import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../catalogue.ts';
import type { Language } from '../i18n/languages.ts';
import { newSecret, secretHash } from '../store/secret-codes.ts';
import {
  findActiveSessionCompany,
  findRefreshTokenForUpdate,
  findSessionIdOfRefreshToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenRotated,
  revokeSession,
} from './queries.ts';

/**
 * A company's sign-ins on the server (company_sessions): each login starts one, its refresh
 * tokens are rotated on every refresh, and a rotated token presented again ends it.
 */

const day = 24 * 60 * 60 * 1000;

async function issueRefreshToken(db: Kysely<Database>, sessionId: string, lifetimeDays: number): Promise<string> {
  const refreshToken = newSecret();
  await insertRefreshToken(db, { tokenHash: secretHash(refreshToken), sessionId, expiresAt: new Date(Date.now() + lifetimeDays * day) });
  return refreshToken;
}

/** A sign-in: a new session and its first refresh token. */
export async function startSession(db: Kysely<Database>, companyId: string, lifetimeDays: number) {
  return db.transaction().execute(async (trx) => {
    const sessionId = randomUUID();
    await insertSession(trx, { sessionId, companyId });
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
    const token = await findRefreshTokenForUpdate(trx, secretHash(refreshToken));
    if (!token || token.revoked_at !== null) return { outcome: 'refused' };
    if (token.rotated_at !== null) {
      await revokeSession(trx, token.session_id, 'refresh token reused');
      return { outcome: 'refused' };
    }
    if (token.expires_at.getTime() <= Date.now()) return { outcome: 'refused' };
    await markRefreshTokenRotated(trx, { tokenHash: token.token_hash, sessionId: token.session_id, at: new Date() });
    return {
      outcome: 'rotated',
      sessionId: token.session_id,
      companyId: token.company_id,
      refreshToken: await issueRefreshToken(trx, token.session_id, lifetimeDays),
    };
  });
}

/**
 * Log out: ends the sign-in the refresh token belongs to, whatever became of the token since
 * (rotated or not), and with it its whole family; and the sign-in of the access token, when the
 * caller still had a valid one (`sessionId`). The sessions' access tokens stop working at the
 * next call (`activeSessionLanguage`). An unknown token ends nothing.
 */
export async function logOut(db: Kysely<Database>, { refreshToken, sessionId }: { refreshToken: string; sessionId: string | undefined }): Promise<void> {
  const reason = 'logged out';
  const ofRefreshToken = refreshToken === '' ? undefined : await findSessionIdOfRefreshToken(db, secretHash(refreshToken));
  if (ofRefreshToken) await revokeSession(db, ofRefreshToken, reason);
  if (sessionId) await revokeSession(db, sessionId, reason);
}

/**
 * The access token's session still stands: then the company's language, else undefined (one
 * primary-key lookup per authenticated call, its company's row joined by primary key).
 */
export async function activeSessionLanguage(db: Kysely<Database>, sessionId: string, companyId: string): Promise<Language | undefined> {
  const session = await findActiveSessionCompany(db, sessionId);
  return session?.companyId === companyId ? session.language : undefined;
}
