import type { PassMarkVerdict } from '../typing/pass-mark.ts';

/**
 * "Worth a second look": one meaning for the list's Flagged filter, its rows, the result page, the
 * results mail and the CSV (docs/decisions/0053-needs-review-until-reviewed.md). A result is worth a
 * second look when a test was flagged (any flag kind), an attempt was refused, or a test was begun
 * again from zero by the applicant. Restarts the product caused (a new link mid-test) are never
 * recorded as restarts (docs/decisions/0042-links-end-when-the-next-is-used.md), so they never count here.
 * The list filters and sorts on the same rule in SQL: queries.ts's secondLookSql, written alike.
 */
export function worthASecondLook(taken: { flags: readonly unknown[]; refusals: number; restarts: number }): boolean {
  return taken.flags.length > 0 || taken.refusals > 0 || taken.restarts > 0;
}

/** What the employer decided on a result worth a second look: to accept it or to reject it. */
export const reviewDecisions = ['accept', 'reject'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

/** The longest note an employer may write beside a review. */
export const maxReviewNoteLength = 1000;

/**
 * What a result reads as: 'needsReview' while it is worth a second look and not yet reviewed
 * (never a plain pass), 'notPassed' once the employer rejected it (whatever the pass mark says),
 * else the pass mark's own verdict (null when the company has none).
 */
export const resultVerdicts = ['needsReview', 'passed', 'notPassed'] as const;
export type ResultVerdict = (typeof resultVerdicts)[number];

export function resultVerdict(passMark: PassMarkVerdict | null, secondLook: boolean, review: ReviewDecision | null): ResultVerdict | null {
  if (review === 'reject') return 'notPassed';
  if (review === null && secondLook) return 'needsReview';
  return passMark;
}
