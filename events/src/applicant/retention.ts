/**
 * When an applicant's personal data is erased: their last activity plus the company's retention
 * months (company-fields.ts, defaultRetentionMonths). The last activity is the latest of the
 * invitation, a new link, a reminder, a test started, begun again, refused or finished, a lock,
 * the result and a removal: every applicant event the awaiting list's row records, not the
 * company's review of a result (docs/decisions/0065-applicant-data-retention-and-access.md).
 */

/** The awaiting list and history say how long is left only when it is less than this many days. */
export const erasureNoticeDays = 30;

const dayMs = 86_400_000;

/**
 * Whole days until the data is erased, rounded up (12.2 days left reads "in 13 days"; 0 once the
 * moment has passed and the erasure is due); undefined when it is `erasureNoticeDays` or more away.
 */
export function daysUntilErasure(erasesAt: string | Date, now: Date): number | undefined {
  const left = new Date(erasesAt).getTime() - now.getTime();
  if (Number.isNaN(left) || left >= erasureNoticeDays * dayMs) return undefined;
  return Math.max(0, Math.ceil(left / dayMs));
}
