import { DateTime } from 'luxon';
import type { applicantQueries, HistoryExport } from '@typetest/events';

/**
 * A day (YYYY-MM-DD) in a time zone, as the instants it runs from and up to. Worked out here
 * rather than with Postgres's AT TIME ZONE: the runtime's zone names (which validated it) and
 * Postgres's may differ (US/Pacific-New), and a year Postgres's date type lacks (0000) is still a
 * day here, so every date the schema accepts gets an answer. (Here rather than in the applicant
 * module's queries: luxon is the api's, and the browser imports the domain package.)
 */
export function dayBetween(day: string, timeZone: string): { from: Date; to: Date } {
  const start = DateTime.fromISO(day, { zone: timeZone }).startOf('day');
  return { from: start.toJSDate(), to: start.plus({ days: 1 }).toJSDate() };
}

/** Monday 00:00 of this week in the time zone: where "results this week" start counting. */
export function startOfWeek(now: Date, timeZone: string): Date {
  return DateTime.fromJSDate(now, { zone: timeZone }).startOf('week').toJSDate();
}

/** The results list's search as the applicant module's results query takes it: `dateSearch` as its day's instants, in `timeZone` or the company's. */
export function resultsCriteria({ dateSearch, timeZone, ...rest }: HistoryExport, companyTimeZone: string): applicantQueries.ResultsCriteria {
  return { ...rest, ...(dateSearch === '' ? {} : { day: dayBetween(dateSearch, timeZone ?? companyTimeZone) }) };
}
