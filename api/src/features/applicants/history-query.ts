import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DateTime } from 'luxon';
import { hasPassMark, type Database, type HistoryExport, type PassMark, type PassMarkVerdict, type ResultEntry } from '@typetest/events';

/** What the results list and its export are judged and dated by: the company's pass mark and time zone. */
export interface ResultSettings {
  timeZone: string;
  passMark: PassMark;
}

export async function readResultSettings(db: Kysely<Database>, companyId: string): Promise<ResultSettings> {
  const row = await db.selectFrom('companies').select(['time_zone', 'minimum_wpm', 'minimum_accuracy']).where('company_id', '=', companyId).executeTakeFirst();
  return { timeZone: row?.time_zone ?? 'UTC', passMark: { minimumWpm: row?.minimum_wpm ?? null, minimumAccuracy: row?.minimum_accuracy ?? null } };
}

/**
 * A day (YYYY-MM-DD) in a time zone, as the instants it runs from and up to. Worked out here
 * rather than with Postgres's AT TIME ZONE: the runtime's zone names (which validated it) and
 * Postgres's may differ (US/Pacific-New), and a year Postgres's date type lacks (0000) is still a
 * day here, so every date the schema accepts gets an answer.
 */
export function dayBetween(day: string, timeZone: string): { from: Date; to: Date } {
  const start = DateTime.fromISO(day, { zone: timeZone }).startOf('day');
  return { from: start.toJSDate(), to: start.plus({ days: 1 }).toJSDate() };
}

/** Monday 00:00 of this week in the time zone: where "results this week" start counting. */
export function startOfWeek(now: Date, timeZone: string): Date {
  return DateTime.fromJSDate(now, { zone: timeZone }).startOf('week').toJSDate();
}

/** LIKE's own characters in a search term are meant literally. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The pass mark as SQL over a results row: every limit that is set, met. The same rule as
 * passMarkVerdict (events/src/typing/pass-mark.ts), here so the list pages and filters on it.
 */
function meetsPassMark(passMark: PassMark): RawBuilder<boolean> {
  const limits: RawBuilder<boolean>[] = [];
  if (passMark.minimumWpm !== null) limits.push(sql<boolean>`wpm >= ${passMark.minimumWpm}`);
  if (passMark.minimumAccuracy !== null) limits.push(sql<boolean>`accuracy >= ${passMark.minimumAccuracy}`);
  return limits.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(limits, sql` AND `)})`;
}

function verdictSql(passMark: PassMark): RawBuilder<PassMarkVerdict | null> {
  if (!hasPassMark(passMark)) return sql<null>`NULL::text`;
  return sql<PassMarkVerdict>`CASE WHEN ${meetsPassMark(passMark)} THEN 'passed' ELSE 'notPassed' END`;
}

/** Written exactly as migration 0008's partial index results_company_flagged says it, so the planner uses it. */
const isFlagged = sql<boolean>`(flags <> '[]'::jsonb OR refusals > 0)`;

/**
 * One company's results as the list shows them: searched (day, name or e-mail), filtered, and
 * in the chosen order (each backed by an index of migrations 0005 and 0008), ties newest first.
 */
export function resultsQuery(db: Kysely<Database>, companyId: string, criteria: HistoryExport, settings: ResultSettings) {
  const { dateSearch, textSearch, sort = 'date', filter = 'all' } = criteria;
  let query = db
    .selectFrom('results')
    .select(['applicant_id', 'full_name', 'email', 'wpm', 'accuracy', 'stages', 'flags', 'refusals', 'finished_at'])
    .select(verdictSql(settings.passMark).as('passed'))
    .where('company_id', '=', companyId);
  if (dateSearch !== '') {
    const { from, to } = dayBetween(dateSearch, criteria.timeZone ?? settings.timeZone);
    query = query.where('finished_at', '>=', from).where('finished_at', '<', to);
  }
  if (textSearch !== '') {
    query = query.where(sql<string>`lower(full_name || ' ' || email)`, 'like', sql<string>`'%' || lower(${escapeLike(textSearch)}) || '%'`);
  }
  if (filter === 'passed' || filter === 'notPassed') {
    // Without a pass mark no result is either.
    if (!hasPassMark(settings.passMark)) query = query.where(sql<boolean>`false`);
    else query = query.where(filter === 'passed' ? meetsPassMark(settings.passMark) : sql<boolean>`NOT ${meetsPassMark(settings.passMark)}`);
  }
  if (filter === 'flagged') query = query.where(isFlagged);
  if (sort === 'wpm') query = query.orderBy('wpm', 'desc');
  if (sort === 'accuracy') query = query.orderBy('accuracy', 'desc');
  return query.orderBy('finished_at', 'desc').orderBy('applicant_id', 'desc');
}

export type ResultRow = Awaited<ReturnType<ReturnType<typeof resultsQuery>['execute']>>[number];

export function resultEntryOf(row: ResultRow): ResultEntry {
  return {
    applicantCode: row.applicant_id,
    fullName: row.full_name,
    email: row.email,
    wpm: row.wpm,
    accuracy: row.accuracy,
    dateTime: row.finished_at.toISOString(),
    stages: row.stages,
    flags: row.flags,
    refusals: row.refusals,
    passed: row.passed,
  };
}
