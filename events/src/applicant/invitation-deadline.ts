import { DateTime } from 'luxon';
import { maxDeadlineDays } from './applicant-api.ts';

/**
 * A link's deadline as the company picks it (sendinvitation's `deadline`): a day, YYYY-MM-DD, is
 * the last day the link works, to the end of that day in the company's time zone; null is none;
 * absent is the company's default, `defaultDeadlineDays` days from today (none when it has none).
 * A day before today, or more than `maxDeadlineDays` after it, is refused.
 * Worked out here with the runtime's zone data, as the results list's days are (result-days.ts).
 */
export function invitationDeadline(
  requested: string | null | undefined,
  company: { timeZone: string; defaultDeadlineDays: number | null },
  now: Date,
): { deadline: Date | null } | { refused: 'past' | 'tooFar' } {
  const today = DateTime.fromJSDate(now, { zone: company.timeZone }).startOf('day');
  if (requested === undefined) return { deadline: company.defaultDeadlineDays === null ? null : today.plus({ days: company.defaultDeadlineDays }).endOf('day').toJSDate() };
  if (requested === null) return { deadline: null };
  const day = DateTime.fromISO(requested, { zone: company.timeZone }).startOf('day');
  if (day < today) return { refused: 'past' };
  if (day > today.plus({ days: maxDeadlineDays })) return { refused: 'tooFar' };
  return { deadline: day.endOf('day').toJSDate() };
}
