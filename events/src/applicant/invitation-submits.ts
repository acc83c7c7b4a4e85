import { normaliseApplicantEmail } from './applicant-email.ts';
import { completeRows, type InvitationRow } from './invitation-checks.ts';

/**
 * A list of invitations sent with a submit key (docs/decisions/0063-invitation-submits-and-public-link.md):
 * the invitation view sends a long list in submits of at most 15, each with a key of its own that
 * it sends again, unchanged, when it retries. What the server remembers of a submit is the rows it
 * invited, as this digest: the complete rows, normalised as the invitation stores them, in order.
 */
export function submitDigest(rows: readonly InvitationRow[]): string {
  return JSON.stringify(completeRows(rows).map((row) => [normaliseApplicantEmail(row.email), row.fullName.trim()]));
}

/**
 * Decide what a submit with a key is: `fresh` (never seen: check and invite as any list),
 * `repeat` (this very list was invited by an earlier submit with the key, whose answer was lost:
 * answered as sent, and no one is invited again), or `otherRows` (the key came with another list:
 * refused, since answering "sent" would say rows were invited that were not).
 */
export function decideSubmit(remembered: { rowsDigest: string } | undefined, digest: string): { kind: 'fresh' } | { kind: 'repeat' } | { kind: 'otherRows' } {
  if (remembered === undefined) return { kind: 'fresh' };
  return remembered.rowsDigest === digest ? { kind: 'repeat' } : { kind: 'otherRows' };
}
