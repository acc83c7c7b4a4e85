import type { PassMarkVerdict } from '../typing/pass-mark.ts';

/**
 * How much of what the test page noticed (docs/decisions/0054-signals-from-the-test-page.md), over
 * the three tests together, makes a result worth a second look
 * (docs/decisions/0055-the-introduction-as-reference.md). A glance at a notification, a click
 * outside the window or a reflex Ctrl+V is no reason to doubt anyone, and the clock runs on while
 * the applicant is away, so away is its own cost: leaving the page this many times, or for this
 * long in all, or trying to paste this many times, is what a person setting up a tool or reading
 * from elsewhere does.
 */
export const secondLookPageSignals = { timesAway: 3, msAway: 30_000, pasteAttempts: 2 } as const;

/**
 * "Worth a second look": one meaning for the list's Flagged filter, its rows, the result page, the
 * results mail and the CSV (docs/decisions/0053-needs-review-until-reviewed.md). A result is worth a
 * second look when a test was flagged (any flag kind), an attempt was refused, a test was begun
 * again from zero by the applicant, or the page saw the applicant leave or try to paste as much as
 * secondLookPageSignals says. Restarts the product caused (a new link mid-test) are never
 * recorded as restarts (docs/decisions/0042-links-end-when-the-next-is-used.md), so they never count here.
 * The list filters and sorts on the same rule in SQL: queries.ts's secondLookSql, written alike.
 * The page's counts are absent where nothing recorded them (a mail decided before they were).
 */
export function worthASecondLook(taken: {
  flags: readonly unknown[];
  refusals: number;
  restarts: number;
  timesAway?: number | undefined;
  msAway?: number | undefined;
  pasteAttempts?: number | undefined;
}): boolean {
  const page = secondLookPageSignals;
  const { timesAway = 0, msAway = 0, pasteAttempts = 0 } = taken;
  return taken.flags.length > 0 || taken.refusals > 0 || taken.restarts > 0 || timesAway >= page.timesAway || msAway >= page.msAway || pasteAttempts >= page.pasteAttempts;
}

/** The page's counts over an applicant's tests, as the integrity report lists them per test (integrity-report.ts). */
export function pageSignalTotals(perTest: readonly { timesAway: number; msAway: number; pasteAttempts: number }[]) {
  return {
    timesAway: perTest.reduce((sum, test) => sum + test.timesAway, 0),
    msAway: perTest.reduce((sum, test) => sum + test.msAway, 0),
    pasteAttempts: perTest.reduce((sum, test) => sum + test.pasteAttempts, 0),
  };
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
