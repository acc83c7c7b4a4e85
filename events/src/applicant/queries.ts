import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../catalogue.ts';
import { applicantStream } from './applicant-state.ts';
import { streamFromRows } from '../store/read-stream.ts';
import { hasPassMark, type PassMark, type PassMarkVerdict } from '../typing/pass-mark.ts';
import { deadLinkKinds, type DeadLinkKind, type HistoryFilter, type HistorySort, type ResultEntry } from './applicant-api.ts';
import type { CompanyStanding } from './standing.ts';
import { secondLookPageSignals, worthASecondLook, type ReviewDecision } from './second-look.ts';
import type { StatusFilter } from './result-decision.ts';
import { outOfStepRefusals, type StageRefusalReason } from './events.ts';
import { erasesAtSql } from './privacy-queries.ts';
import { logoView, type LogoView } from '../schema/logo.ts';

export * from './privacy-queries.ts';

/**
 * Every query of the applicant feature: its read tables (projection.ts), its secret table
 * (secret-tables.ts) and the events they need. Each takes the database or the transaction first (a
 * `Transaction` is a `Kysely`), so the command pipeline can run them inside its commit; the routes
 * write no SQL of their own. Link codes arrive here hashed.
 */

/** What the applicant mails and texts need of the company, as its read table has it now. */
const invitingCompanyColumns = [
  'companies.company_name as companyName',
  'companies.text_folder as textFolder',
  'companies.email_for_receiving_results as emailForReceivingResults',
  'companies.is_default_texts as isDefaultTexts',
  'companies.texts',
  // The results mail's times and pass mark.
  'companies.time_zone as timeZone',
  'companies.minimum_wpm as minimumWpm',
  'companies.minimum_accuracy as minimumAccuracy',
  // Every applicant mail's language, the default texts issued and the introduction sentence.
  'companies.language',
  // The invitation's and the welcome screen's note from the company.
  'companies.welcome_note as welcomeNote',
  // ... and its logo (docs/decisions/0069-company-logo.md).
  'companies.logo_sha256 as logoSha256',
  'companies.logo_width as logoWidth',
  'companies.logo_height as logoHeight',
] as const;

/** The company's logo as the invitation and the welcome screen show it, from invitingCompanyColumns' logo columns; null for none. */
const logoOfRow = (companyId: string, row: { logoSha256: string | null; logoWidth: number | null; logoHeight: number | null }): LogoView | null =>
  row.logoSha256 && row.logoWidth && row.logoHeight ? logoView(companyId, { sha256: row.logoSha256, width: row.logoWidth, height: row.logoHeight }) : null;

/** The company inviting applicants: what the mails need, whether it may invite freely (the unverified allowance), and the deadline its links get by default. */
export async function invitingCompanyAndLogin(db: Kysely<Database>, companyId: string) {
  const company = await db
    .selectFrom('companies')
    .select([
      ...invitingCompanyColumns,
      'companies.email_verified as emailVerified',
      'companies.login_email as loginEmail',
      'companies.default_deadline_days as defaultDeadlineDays',
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return { ...company, logo: logoOfRow(companyId, company) };
}

/**
 * An awaiting applicant's refused attempts from their stream, oldest first, as integrity-report.ts
 * tells them (out-of-step refusals left out); read only for those the list counts any for.
 */
const refusedAttemptsSql = sql<{ stage: number; reason: StageRefusalReason; at: string }[]>`CASE WHEN applicants.refusals = 0 THEN '[]'::jsonb ELSE (
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'stage', (events.data ->> 'stage')::integer,
    'reason', events.data ->> 'reason',
    'at', to_char(events.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) ORDER BY events.stream_version), '[]'::jsonb)
  FROM events
  WHERE events.stream_id = 'applicant-' || applicants.applicant_id
    AND events.event_type = 'StageRefused'
    AND events.data ->> 'reason' NOT IN (${sql.join(outOfStepRefusals)})
) END`;

/**
 * The company's applicants awaiting results (docs/product.md §2: "Current applicants awaiting
 * results"), newest invitation first; the applicants of one send (one instant) in the order they
 * were entered, by their invitation's place in the log (docs/decisions/0047-awaiting-list-progress-and-order.md).
 */
export async function awaitingApplicants(db: Kysely<Database>, companyId: string) {
  const rows = await db
    .selectFrom('applicants')
    .select(['applicant_id', 'email', 'full_name', 'stages_finished', 'stage_started', 'invited_at', 'refusals', 'restarts', 'locked_at', 'deadline', 'reminded_at'])
    // By the database's clock, the one the link check (findLinkedApplicant) goes by.
    .select(sql<boolean>`deadline IS NOT NULL AND deadline < now()`.as('expired'))
    .select(refusedAttemptsSql.as('refused_attempts'))
    .select(erasesAtSql.as('erases_at'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'awaiting')
    .orderBy('invited_at', 'desc')
    .orderBy('invitation_position')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    fullName: row.full_name,
    // The list's wire name for the applicant's id (getapplicantcodeswithnames).
    applicantCode: row.applicant_id,
    stagesFinished: row.stages_finished,
    stageStarted: row.stage_started,
    invitedAt: row.invited_at.toISOString(),
    refusals: row.refusals,
    restarts: row.restarts,
    locked: row.locked_at !== null,
    refusedAttempts: row.refused_attempts,
    deadline: row.deadline?.toISOString() ?? null,
    expired: row.expired,
    remindedAt: row.reminded_at?.toISOString() ?? null,
    erasesAt: row.erases_at.toISOString(),
  }));
}

/**
 * The applicants the worker's schedule reminds now (reminders.ts), oldest link first, at most
 * `limit`: awaiting results, not locked, not begun, no automatic reminder yet, their last link mailed at least
 * `reminderAfterHours` ago, the deadline (if any) not passed, and their company wants automatic
 * reminders. Read by the database's clock; the decider (remind-applicant.ts) judges each again on
 * its stream. Backed by migration 0013's applicants_reminder_due. With what the mail says of the company.
 */
export async function dueReminders(db: Kysely<Database>, { reminderAfterHours, limit }: { reminderAfterHours: number; limit: number }) {
  return db
    .selectFrom('applicants')
    .innerJoin('companies', 'companies.company_id', 'applicants.company_id')
    .select(['applicants.applicant_id as applicantId', 'companies.company_id as companyId', 'companies.automatic_reminders as automaticReminders', ...invitingCompanyColumns])
    .where('applicants.status', '=', 'awaiting')
    .where('applicants.automatic_reminder_at', 'is', null)
    .where('applicants.locked_at', 'is', null)
    .where('applicants.started_at', 'is', null)
    .where('applicants.link_sent_at', '<=', sql<Date>`now() - ${reminderAfterHours * 3600} * interval '1 second'`)
    .where((eb) => eb.or([eb('applicants.deadline', 'is', null), eb('applicants.deadline', '>=', sql<Date>`now()`)]))
    .where('companies.automatic_reminders', '=', true)
    .orderBy('applicants.link_sent_at')
    .limit(limit)
    .execute();
}

/** Which of these (normalised) addresses are on an applicant of the company awaiting results: what invitation check 4 reads (invitation-checks.ts). */
export async function awaitingApplicantEmails(db: Kysely<Database>, companyId: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.selectFrom('applicants').select('email').where('company_id', '=', companyId).where('status', '=', 'awaiting').where('email', 'in', emails).execute();
  return new Set(rows.map((row) => row.email));
}

/** How many of the company's applicants await results (the overview). */
export async function countAwaitingApplicants(db: Kysely<Database>, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('applicants')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'awaiting')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

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

/** A new personal link: only the link code's hash is stored (docs/decisions/0012-applicant-link-hashed-secret.md). */
export async function storeApplicantLink(trx: Transaction<Database>, applicantId: string, codeHash: string): Promise<void> {
  await trx.insertInto('applicant_links').values({ code_hash: codeHash, applicant_id: applicantId }).execute();
}

/** Ends every link of the applicant (removed, or invited again with a new one). */
export async function revokeApplicantLinks(trx: Transaction<Database>, applicantId: string): Promise<void> {
  await trx.updateTable('applicant_links').set({ revoked_at: new Date() }).where('applicant_id', '=', applicantId).where('revoked_at', 'is', null).execute();
}

/**
 * The link's first use (findLinkedApplicant said `firstUse`): marked, and the applicant's links
 * minted before it end now, not when it was mailed, so a reminder never ends a test being typed
 * with the earlier link (docs/decisions/0042-links-end-when-the-next-is-used.md). One statement; of
 * two first uses at once, the second finds it marked and changes nothing.
 */
export async function recordFirstUse(db: Kysely<Database>, codeHash: string): Promise<void> {
  await db
    .with('used', (qb) =>
      qb.updateTable('applicant_links').set({ used_at: sql<Date>`now()` }).where('code_hash', '=', codeHash).where('used_at', 'is', null).returning(['applicant_id', 'created_at']),
    )
    .updateTable('applicant_links')
    .from('used')
    .set({ revoked_at: sql<Date>`now()` })
    .whereRef('applicant_links.applicant_id', '=', 'used.applicant_id')
    .whereRef('applicant_links.created_at', '<', 'used.created_at')
    .where('applicant_links.revoked_at', 'is', null)
    .execute();
}

/**
 * An applicant's event data as their calls read it: without the keystroke logs their decisions do
 * not need, so a call's cost does not grow with what the stream holds
 * (docs/decisions/0042-links-end-when-the-next-is-used.md). A refusal's log is never needed (the
 * StageRefused upcaster reads a refusal without one); a finished test's only to judge another
 * finished test (`finishedLogs`: take-stage.ts compares logs, and holds them against the
 * introduction's), and there are at most three (and three introductions). A log left out reads as an empty one.
 */
// A log is sealed ('sealed' holds it: store/personal-data.ts), or plain in an event from before sealing.
const applicantEventData = (finishedLogs: boolean) =>
  finishedLogs
    ? sql<unknown>`CASE WHEN events.event_type = 'StageRefused' THEN events.data - 'keystrokes' - 'sealed' ELSE events.data END`
    : sql<unknown>`CASE events.event_type WHEN 'StageRefused' THEN events.data - 'keystrokes' - 'sealed' WHEN 'StageFinished' THEN jsonb_set(events.data - 'sealed', '{keystrokes}', '[]') WHEN 'IntroductionFinished' THEN jsonb_set(events.data - 'sealed', '{keystrokes}', '[]') ELSE events.data END`;

/** The applicant's key beside their events (store/personal-data.ts), for streamFromRows. */
const streamKeyColumns = ['personal_data_keys.key as stream_key', 'personal_data_keys.erased_at as stream_erased_at'] as const;

const eventColumns = [
  'events.event_id',
  'events.stream_id',
  'events.stream_version',
  'events.position',
  'events.transaction_id',
  'events.event_type',
  'events.schema_version',
  'events.metadata',
  'events.recorded_at',
] as const;

/** How the applicant's calls read their stream again (a retry after a conflict): as findLinkedApplicant does, without the logs they do not need. */
export async function readApplicantStream(db: Kysely<Database>, applicantId: string, { finishedLogs = false }: { finishedLogs?: boolean } = {}) {
  const rows = await db
    .selectFrom('events')
    .leftJoin('personal_data_keys', 'personal_data_keys.stream_id', 'events.stream_id')
    .select([...eventColumns, ...streamKeyColumns, applicantEventData(finishedLogs).as('data')])
    .where('events.stream_id', '=', applicantStream(applicantId))
    .orderBy('events.stream_version')
    .execute();
  return streamFromRows(rows);
}

/**
 * Whose link this is (by its code's hash): a live link of an applicant of the company whose folder the link
 * names. One statement, because every applicant call needs the rest next (the calls are the
 * busiest in the product: docs/decisions/0028-command-pipeline-one-round-trip.md): the company as
 * the applicant's texts, mails and page need it (its language too), the applicant's stream (to
 * decide on; without the keystroke logs the decision does not need: applicantEventData), whether
 * this is the link's first use (recordFirstUse), the database's clock (the one that stamped
 * when each test's text was issued), and, given a finished test's rhythm (keystroke-fingerprint.ts),
 * whether another applicant of any company has recorded a test with it (a copied log).
 */
export async function findLinkedApplicant(
  db: Kysely<Database>,
  textFolder: string,
  codeHash: string,
  { rhythm = null, finishedLogs = false }: { rhythm?: string | null; finishedLogs?: boolean } = {},
) {
  const copied =
    rhythm === null ? sql<boolean>`false` : sql<boolean>`EXISTS (SELECT 1 FROM stage_fingerprints WHERE fingerprint = ${rhythm} AND applicant_id <> applicants.applicant_id)`;
  const rows = await db
    .selectFrom('applicant_links')
    .innerJoin('applicants', 'applicants.applicant_id', 'applicant_links.applicant_id')
    .innerJoin('companies', 'companies.company_id', 'applicants.company_id')
    // One row per event of the applicant's stream (applicantStream), in order; one row with no event for a stream not begun.
    .leftJoin('events', (join) => join.on('events.stream_id', '=', sql<string>`'applicant-' || applicants.applicant_id`))
    .leftJoin('personal_data_keys', (join) => join.on('personal_data_keys.stream_id', '=', sql<string>`'applicant-' || applicants.applicant_id`))
    .select([...eventColumns, ...streamKeyColumns, applicantEventData(finishedLogs).as('data')])
    .select([
      'applicants.applicant_id as applicantId',
      'companies.company_id as companyId',
      ...invitingCompanyColumns,
      sql<Date>`now()`.as('now'),
      sql<boolean>`applicant_links.used_at IS NULL`.as('firstUse'),
      copied.as('copiedFromAnotherApplicant'),
    ])
    .where('applicant_links.code_hash', '=', codeHash)
    .where('applicant_links.revoked_at', 'is', null)
    .where('companies.text_folder', '=', textFolder)
    // After the deadline the link no longer works (isExpired, applicant-state.ts).
    .where((eb) => eb.or([eb('applicants.deadline', 'is', null), eb('applicants.deadline', '>=', sql<Date>`now()`)]))
    .orderBy('events.stream_version')
    .execute();
  const [first] = rows;
  if (!first) return undefined;
  const {
    applicantId,
    companyId,
    now,
    firstUse,
    copiedFromAnotherApplicant,
    companyName,
    textFolder: folder,
    emailForReceivingResults,
    isDefaultTexts,
    texts,
    timeZone,
    minimumWpm,
    minimumAccuracy,
    language,
    welcomeNote,
  } = first;
  const logo = logoOfRow(companyId, first);
  return {
    applicantId,
    companyId,
    companyName,
    now,
    firstUse,
    copiedFromAnotherApplicant,
    company: { companyName, textFolder: folder, emailForReceivingResults, isDefaultTexts, texts, timeZone, minimumWpm, minimumAccuracy, language, welcomeNote, logo },
    stream: streamFromRows(rows),
  };
}

/**
 * Why a link that does not work stopped working, for its holder (deadLinkKinds), with the name of
 * the company to ask; undefined when there is nothing to tell: no link has this code in this
 * folder (someone guessing learns nothing), the applicant was removed or is done, or the link works.
 * Read only on a dead link, so the live calls pay nothing for it.
 */
export async function deadLink(db: Kysely<Database>, textFolder: string, codeHash: string): Promise<{ kind: DeadLinkKind; companyName: string } | undefined> {
  const row = await db
    .selectFrom('applicant_links')
    .innerJoin('applicants', 'applicants.applicant_id', 'applicant_links.applicant_id')
    .innerJoin('companies', 'companies.company_id', 'applicants.company_id')
    .select(['applicants.status', 'companies.company_name as companyName'])
    .select(sql<boolean>`applicant_links.revoked_at IS NOT NULL`.as('replaced'))
    .select(sql<boolean>`applicants.locked_at IS NOT NULL`.as('locked'))
    // By the database's clock, as findLinkedApplicant.
    .select(sql<boolean>`applicants.deadline IS NOT NULL AND applicants.deadline < now()`.as('expired'))
    .where('applicant_links.code_hash', '=', codeHash)
    .where('companies.text_folder', '=', textFolder)
    .executeTakeFirst();
  if (row?.status !== 'awaiting') return undefined;
  const kind = deadLinkKinds.find((candidate) => row[candidate]);
  return kind && { kind, companyName: row.companyName };
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
