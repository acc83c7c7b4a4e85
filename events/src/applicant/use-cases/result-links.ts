import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../catalogue.ts';
import { newSecret, secretHash } from '../../store/secret-codes.ts';
import { handleCommand } from '../../store/handle-command.ts';
import type { EventMetadata } from '../../store/metadata.ts';
import * as resultShareQueries from '../result-share-queries.ts';
import { ResultShareNotFound, resultShareStreams, revokeResultShare, shareResult } from '../result-share.ts';
import type { ShareDays } from '../result-share-api.ts';

export type ShareResultOutcome = { outcome: 'shared'; shareId: string; token: string; createdAt: string; expiresAt: string };

/**
 * A read-only link to one of the company's finished results for a colleague
 * (docs/decisions/0066-shared-result-links.md), working for `days`; the caller has checked that
 * the result is the company's and finished. The token is in this answer only: the secret table
 * keeps its hash (docs/decisions/0012-applicant-link-hashed-secret.md).
 */
export async function shareResultLink(
  db: Kysely<Database>,
  { companyId, applicantId, days, metadata, now = new Date() }: { companyId: string; applicantId: string; days?: ShareDays | undefined; metadata: EventMetadata; now?: Date },
): Promise<ShareResultOutcome> {
  const shareId = randomUUID();
  const token = newSecret();
  const { recorded } = await handleCommand(db, resultShareStreams, {
    id: shareId,
    metadata,
    decide: (state) => shareResult(state, { shareId, companyId, applicantId, now, ...(days === undefined ? {} : { days }) }),
    secrets: (events) => ({
      write: async (trx) => {
        for (const event of events) await resultShareQueries.storeResultShare(trx, { ...event.data, tokenHash: secretHash(token) });
      },
    }),
  });
  const shared = recorded.find((event) => event.type === 'ResultShared');
  if (shared?.type !== 'ResultShared') throw new Error('A new link was not recorded.');
  return { outcome: 'shared', shareId, token, createdAt: shared.recordedAt.toISOString(), expiresAt: shared.data.expiresAt };
}

export type RevokeResultLinkOutcome = { outcome: 'revoked' } | { outcome: 'notFound' };

/** The company revokes one of its links: it stops working at once (one revoked already or expired: nothing changes, and it is still `revoked`). */
export async function revokeResultLink(
  db: Kysely<Database>,
  { companyId, shareId, metadata, now = new Date() }: { companyId: string; shareId: string; metadata: EventMetadata; now?: Date },
): Promise<RevokeResultLinkOutcome> {
  try {
    await handleCommand(db, resultShareStreams, {
      id: shareId,
      metadata,
      decide: (state) => revokeResultShare(state, { shareId, companyId, now }),
      secrets: (events) => ({ write: async (trx) => (events.length > 0 ? resultShareQueries.markResultShareRevoked(trx, shareId, now) : undefined) }),
    });
  } catch (error) {
    if (error instanceof ResultShareNotFound) return { outcome: 'notFound' };
    throw error;
  }
  return { outcome: 'revoked' };
}
