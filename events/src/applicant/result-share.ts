import type { EventOf, RecordedEvent } from '../catalogue.ts';
import type { StreamKind } from '../store/handle-command.ts';
import { defaultShareDays, type ShareDays } from './result-share-api.ts';

/**
 * A read-only link to one result for a colleague (docs/decisions/0066-shared-result-links.md): one
 * stream per link (`result-share-<shareId>`). Its secret is stored only as a hash in result_shares,
 * like an applicant's link (docs/decisions/0012-applicant-link-hashed-secret.md).
 */
export interface ResultShareState {
  companyId: string;
  applicantId: string;
  expiresAt: string;
  revoked: boolean;
}

export const resultShareStream = (shareId: string) => `result-share-${shareId}`;

export function evolveResultShare(state: ResultShareState | undefined, event: RecordedEvent): ResultShareState | undefined {
  if (event.type === 'ResultShared') return { companyId: event.data.companyId, applicantId: event.data.applicantId, expiresAt: event.data.expiresAt, revoked: false };
  if (event.type === 'ResultShareRevoked' && state) return { ...state, revoked: true };
  return state;
}

export const resultShareStreams: StreamKind<ResultShareState> = { streamId: resultShareStream, evolve: evolveResultShare };

const dayMs = 24 * 60 * 60 * 1000;

/** Decide: the company shares one of its finished results for `days` (7 unless it chose 1 or 30). */
export function shareResult(
  state: ResultShareState | undefined,
  { shareId, companyId, applicantId, days = defaultShareDays, now }: { shareId: string; companyId: string; applicantId: string; days?: ShareDays; now: Date },
): EventOf<'ResultShared'>[] {
  // A link's id is new each time: a stream that has it already is a retry that committed.
  if (state) return [];
  return [{ type: 'ResultShared', data: { shareId, companyId, applicantId, expiresAt: new Date(now.getTime() + days * dayMs).toISOString() } }];
}

/** Why a revoke was refused: no such link in this company (another company's is answered the same). */
export class ResultShareNotFound extends Error {
  override name = 'ResultShareNotFound';
  constructor() {
    super('No such shared link in this company.');
  }
}

/**
 * Decide: the company revokes a link; it stops working at once. A link revoked already, or expired
 * (it works no more), has nothing to end.
 */
export function revokeResultShare(
  state: ResultShareState | undefined,
  { shareId, companyId, now }: { shareId: string; companyId: string; now: Date },
): EventOf<'ResultShareRevoked'>[] {
  if (!state || state.companyId !== companyId) throw new ResultShareNotFound();
  if (shareStatus(state, now) !== 'open') return [];
  return [{ type: 'ResultShareRevoked', data: { shareId, companyId, applicantId: state.applicantId } }];
}

/** What a link is now: it opens the result until it expires or is revoked, whichever comes first. */
export function shareStatus({ expiresAt, revoked }: { expiresAt: string | Date; revoked: boolean }, now: Date): 'open' | 'expired' | 'revoked' {
  if (revoked) return 'revoked';
  return new Date(expiresAt).getTime() <= now.getTime() ? 'expired' : 'open';
}
