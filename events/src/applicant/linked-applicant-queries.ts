import { sql, type Kysely } from 'kysely';
import type { Database } from '../catalogue.ts';
import { streamFromRows } from '../store/read-stream.ts';
import { deadLinkKinds, type DeadLinkKind } from './applicant-api.ts';
import { applicantStream } from './applicant-state.ts';
import { invitingCompanyColumns, logoOfRow } from './inviting-company-queries.ts';

// What the applicant's own calls read through their link: whose it is, their stream, and why a dead one stopped working.

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
    .leftJoin('events', (join) => join.on('events.stream_id', '=', sql<string>`${sql.lit(applicantStream(''))} || applicants.applicant_id`))
    .leftJoin('personal_data_keys', (join) => join.on('personal_data_keys.stream_id', '=', sql<string>`${sql.lit(applicantStream(''))} || applicants.applicant_id`))
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
