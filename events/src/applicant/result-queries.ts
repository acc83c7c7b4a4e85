import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../catalogue.ts';
import { hasPassMark, type PassMark, type PassMarkVerdict } from '../typing/pass-mark.ts';
import type { HistoryFilter, HistorySort, ResultEntry } from './applicant-api.ts';
import type { CompanyStanding } from './standing.ts';
import { secondLookPageSignals, worthASecondLook, type ReviewDecision } from './second-look.ts';
import type { StatusFilter } from './result-decision.ts';

// The finished applicants: the results list, its export, one result, the overview's count and the company's standing.

/** How many of the company's applicants finished since `since` (the overview's "results this week"). */
export async function countResultsSince(db: Kysely<Database>, companyId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('results')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('company_id', '=', companyId)
    .where('finished_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Among the company's applicants who finished, other than this one: how many typed slower than `wpm`, of how many. */
export async function companyStanding(db: Kysely<Database>, companyId: string, applicantId: string, wpm: number): Promise<CompanyStanding> {
  const row = await db
    .selectFrom('results')
    .select((eb) => [eb.fn.countAll<string>().as('outOf'), sql<string>`count(*) FILTER (WHERE wpm < ${wpm})`.as('fasterThan')])
    .where('company_id', '=', companyId)
    .where('applicant_id', '!=', applicantId)
    .executeTakeFirstOrThrow();
  return { fasterThan: Number(row.fasterThan), outOf: Number(row.outOf) };
}

/** What the results list and its export are judged and dated by: the company's pass mark and time zone. */
export interface ResultSettings {
  timeZone: string;
  passMark: PassMark;
}

export async function readResultSettings(db: Kysely<Database>, companyId: string): Promise<ResultSettings> {
  const row = await db.selectFrom('companies').select(['time_zone', 'minimum_wpm', 'minimum_accuracy']).where('company_id', '=', companyId).executeTakeFirst();
  return { timeZone: row?.time_zone ?? 'UTC', passMark: { minimumWpm: row?.minimum_wpm ?? null, minimumAccuracy: row?.minimum_accuracy ?? null } };
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
  // Cast: the parameter would otherwise take the integer column's type, and 92.5 is no integer.
  if (passMark.minimumAccuracy !== null) limits.push(sql<boolean>`accuracy >= ${passMark.minimumAccuracy}::double precision`);
  return limits.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(limits, sql` AND `)})`;
}

function verdictSql(passMark: PassMark): RawBuilder<PassMarkVerdict | null> {
  if (!hasPassMark(passMark)) return sql<null>`NULL::text`;
  return sql<PassMarkVerdict>`CASE WHEN ${meetsPassMark(passMark)} THEN 'passed' ELSE 'notPassed' END`;
}

/**
 * second-look.ts's worthASecondLook over a results row (keep the two alike), written exactly as
 * migration 0024's partial indexes results_company_flagged* say it, so the planner uses them
 * (the page's thresholds are second-look.ts's, as literals: the index holds them so).
 */
const secondLookCondition = sql`flags <> '[]'::jsonb OR refusals > 0 OR restarts > 0 OR times_away >= ${sql.lit(secondLookPageSignals.timesAway)} OR ms_away >= ${sql.lit(secondLookPageSignals.msAway)} OR paste_attempts >= ${sql.lit(secondLookPageSignals.pasteAttempts)}`;
const secondLookSql = sql<boolean>`(${secondLookCondition})`;

/** Worth a second look and not yet reviewed: it reads "Needs review". As migration 0024's results_company_review_* index it. */
const awaitingReviewSql = sql<boolean>`((${secondLookCondition}) AND review_decision IS NULL)`;

/**
 * result-decision.ts's statusRank over a results row (keep the two alike): hired, shortlisted,
 * none, rejected. Written exactly as migration 0028's results_company_status_rank indexes it.
 */
const statusRankSql = sql<number>`(CASE status WHEN 'hired' THEN 0 WHEN 'shortlisted' THEN 1 WHEN 'rejected' THEN 3 ELSE 2 END)`;

/**
 * The Passed filter: meets the pass mark, and reviewed and accepted if it is worth a second look.
 * Not passed: misses it, or reviewed and rejected (even without a pass mark). A result awaiting
 * review is in neither (docs/decisions/0053-needs-review-until-reviewed.md).
 */
function passedFilterSql(passMark: PassMark): RawBuilder<boolean> {
  if (!hasPassMark(passMark)) return sql<boolean>`false`;
  return sql<boolean>`(${meetsPassMark(passMark)} AND NOT ${awaitingReviewSql} AND review_decision IS DISTINCT FROM 'reject')`;
}

function notPassedFilterSql(passMark: PassMark): RawBuilder<boolean> {
  const rejected = sql<boolean>`review_decision = 'reject'`;
  if (!hasPassMark(passMark)) return rejected;
  return sql<boolean>`(${rejected} OR (NOT ${meetsPassMark(passMark)} AND NOT ${awaitingReviewSql}))`;
}

/** Which results the list shows: finished within `day` (its instants, worked out by the caller), by part of a name or e-mail, filtered, in an order. */
export interface ResultsCriteria {
  day?: { from: Date; to: Date };
  textSearch: string;
  sort?: HistorySort;
  filter?: HistoryFilter;
  status?: StatusFilter;
}

/**
 * One company's results as the list shows them: searched (day, name or e-mail), filtered, and
 * in the chosen order (each backed by an index of migrations 0005 and 0008), ties newest first.
 * A query builder: the list pages it, the overview takes three, the export streams it.
 */
export function resultsQuery(db: Kysely<Database>, companyId: string, criteria: ResultsCriteria, passMark: PassMark) {
  const { day, textSearch, sort = 'date', filter = 'all', status = 'any' } = criteria;
  let query = db
    .selectFrom('results')
    .select([
      'applicant_id',
      'full_name',
      'email',
      'wpm',
      'accuracy',
      'stages',
      'flags',
      'refusals',
      'restarts',
      'times_away',
      'ms_away',
      'paste_attempts',
      'finished_at',
      'review_decision',
      'review_note',
      'reviewed_at',
      'status',
      'note',
      'erased_at',
    ])
    .select(verdictSql(passMark).as('passed'))
    .select(awaitingReviewSql.as('awaiting_review'))
    .select(statusRankSql.as('status_rank'))
    .where('company_id', '=', companyId);
  if (day) query = query.where('finished_at', '>=', day.from).where('finished_at', '<', day.to);
  if (textSearch !== '') {
    query = query.where(sql<string>`lower(full_name || ' ' || email)`, 'like', sql<string>`'%' || lower(${escapeLike(textSearch)}) || '%'`);
  }
  if (filter === 'passed') query = query.where(passedFilterSql(passMark));
  if (filter === 'notPassed') query = query.where(notPassedFilterSql(passMark));
  if (filter === 'flagged') query = query.where(secondLookSql);
  if (status === 'none') query = query.where('status', 'is', null);
  else if (status !== 'any') query = query.where('status', '=', status);
  if (sort === 'status') return query.orderBy(statusRankSql).orderBy('finished_at', 'desc').orderBy('applicant_id', 'desc');
  // Fastest or most accurate first, those awaiting review apart after the rest: never first for a speed nobody checked.
  if (sort !== 'date') query = query.orderBy(awaitingReviewSql).orderBy(sort, 'desc');
  return query.orderBy('finished_at', 'desc').orderBy('applicant_id', 'desc');
}

export type ResultRow = Awaited<ReturnType<ReturnType<typeof resultsQuery>['execute']>>[number];

/**
 * Where a batch of results ended, in the list's order: the last row's sort values, its finishing
 * time as Postgres wrote it (to the microsecond; a Date would round it and skip or repeat rows).
 */
export interface ResultPosition {
  awaitingReview: boolean;
  statusRank: number;
  wpm: number;
  accuracy: number;
  finishedAt: string;
  applicantId: string;
}

/**
 * The next `size` results of the list after `after` (from the first when undefined): the list's
 * query continued from a position (keyset), so each batch is one short statement that starts
 * where the order's index left off. An export of any length is then many statements, none of
 * which the pool's statement timeout cuts.
 */
export async function resultsBatch(db: Kysely<Database>, companyId: string, criteria: ResultsCriteria, passMark: PassMark, after: ResultPosition | undefined, size: number) {
  let query = resultsQuery(db, companyId, criteria, passMark).select(sql<string>`finished_at::text`.as('finished_key'));
  if (after) {
    const rest = sql`(finished_at, applicant_id) < (${after.finishedAt}::timestamptz, ${after.applicantId}::uuid)`;
    const { sort = 'date' } = criteria;
    if (sort === 'date') query = query.where(sql<boolean>`${rest}`);
    // Ranks ascending, each newest first: the rank's group after, or the rest of this one.
    else if (sort === 'status') query = query.where(sql<boolean>`(${statusRankSql} > ${after.statusRank} OR (${statusRankSql} = ${after.statusRank} AND ${rest}))`);
    else {
      const first = sort === 'wpm' ? after.wpm : after.accuracy;
      const inGroup = sql<boolean>`(${sql.ref(sort)}, finished_at, applicant_id) < (${first}, ${after.finishedAt}::timestamptz, ${after.applicantId}::uuid)`;
      // Those awaiting review (true) come after the rest (false): the group first, ascending, then the order within it.
      query = query.where(sql<boolean>`(${awaitingReviewSql} > ${after.awaitingReview} OR (${awaitingReviewSql} = ${after.awaitingReview} AND ${inGroup}))`);
    }
  }
  const rows = await query.limit(size).execute();
  const last = rows.at(-1);
  const next: ResultPosition | undefined =
    last && rows.length === size
      ? {
          awaitingReview: last.awaiting_review,
          statusRank: last.status_rank,
          wpm: last.wpm,
          accuracy: last.accuracy,
          finishedAt: last.finished_key,
          applicantId: last.applicant_id,
        }
      : undefined;
  return { rows, next };
}

export function resultEntryOf(row: ResultRow): ResultEntry {
  return {
    applicantId: row.applicant_id,
    fullName: row.full_name,
    email: row.email,
    wpm: row.wpm,
    accuracy: row.accuracy,
    dateTime: row.finished_at.toISOString(),
    stages: row.stages,
    flags: row.flags,
    refusals: row.refusals,
    restarts: row.restarts,
    timesAway: row.times_away,
    msAway: row.ms_away,
    pasteAttempts: row.paste_attempts,
    passed: row.passed,
    ...reviewOf(row),
    status: row.status,
    note: row.note,
    erased: row.erased_at !== null,
  };
}

/** Whether a result reads "Needs review", and the company's review of it, if any (second-look.ts). */
export function reviewOf(row: {
  flags: readonly unknown[];
  refusals: number;
  restarts: number;
  times_away: number;
  ms_away: number;
  paste_attempts: number;
  review_decision: ReviewDecision | null;
  review_note: string | null;
  reviewed_at: Date | null;
}) {
  return {
    secondLook: worthASecondLook({ ...row, timesAway: row.times_away, msAway: row.ms_away, pasteAttempts: row.paste_attempts }),
    review: row.review_decision === null ? null : { decision: row.review_decision, note: row.review_note ?? '', reviewedAt: row.reviewed_at?.toISOString() ?? '' },
  };
}

/** One finished applicant of the company as the results table has them (getresult); undefined when not finished. */
export async function finishedApplicant(db: Kysely<Database>, companyId: string, applicantId: string) {
  return db
    .selectFrom('results')
    .select([
      'full_name',
      'email',
      'wpm',
      'accuracy',
      'finished_at',
      'flags',
      'refusals',
      'restarts',
      'times_away',
      'ms_away',
      'paste_attempts',
      'review_decision',
      'review_note',
      'reviewed_at',
      'status',
      'note',
      'erased_at',
    ])
    .where('applicant_id', '=', applicantId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** The company's pass mark (companies' columns of migration 0008). */
export async function passMarkOf(db: Kysely<Database>, companyId: string): Promise<PassMark> {
  const row = await db.selectFrom('companies').select(['minimum_wpm', 'minimum_accuracy']).where('company_id', '=', companyId).executeTakeFirst();
  return { minimumWpm: row?.minimum_wpm ?? null, minimumAccuracy: row?.minimum_accuracy ?? null };
}
