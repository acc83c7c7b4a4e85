import { Readable } from 'node:stream';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { stringify, type Options } from 'csv-stringify/sync';
import { z } from 'zod';
import { applicantQueries, flagWords, historyExportSchema, measuredStages, resultVerdict } from '@typetest/events';
import type { Language } from '@typetest/events/i18n';
import type { TFunction } from 'i18next';
import type { AppEnv } from '../../http/env.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, jsonBody, responses } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';
import { batchesAhead } from './batches-ahead.ts';
import { neutraliseCell } from './csv-cells.ts';
import { resultsCriteria } from './result-days.ts';

type ResultRow = applicantQueries.ResultRow;

/** The measured tests, 1 to 3: a pair of columns each. */
const stages = Array.from({ length: measuredStages }, (_, index) => index + 1);

/** Results read per statement: enough to keep Postgres busy, few enough to keep memory flat and each statement short. */
const batchRows = 1000;

function headerRow(t: TFunction, timeZone: string): string[] {
  return [
    t('account.export.name'),
    t('account.export.email'),
    t('account.export.wpm'),
    t('account.export.accuracy'),
    ...stages.flatMap((stage) => [t('account.export.stageWpm', { stage }), t('account.export.stageAccuracy', { stage })]),
    t('account.export.when', { timeZone }),
    t('account.export.passed'),
    t('account.export.flags'),
    t('account.export.review'),
    t('account.export.reviewNote'),
    t('account.export.timesAway'),
    t('account.export.secondsAway'),
    t('account.export.pasteAttempts'),
    t('account.export.status'),
    t('account.export.note'),
  ];
}

/** "2026-11-25 14:05": what a spreadsheet reads as a date and time, in the company's zone. */
function dateTimeFormat(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (date: Date) => format.format(date).replace(', ', ' ');
}

/** The words every row repeats, looked up once per file: a catalogue lookup costs more than the rest of a row. */
const rowWordsOf = (t: TFunction) => ({
  verdicts: { passed: t('account.history.passed'), notPassed: t('account.history.notPassed'), needsReview: t('account.history.needsReview') },
  reviews: { accept: t('account.history.reviewed.accept'), reject: t('account.history.reviewed.reject') },
  statuses: { shortlisted: t('account.status.shortlisted'), hired: t('account.status.hired'), rejected: t('account.status.rejected') },
  flags: flagWords(t),
});

/** The verdict cell: as the list reads it (second-look.ts's resultVerdict), and while it needs review, the pass mark's own beside it. */
function verdictCell(t: TFunction, words: ReturnType<typeof rowWordsOf>, row: ResultRow): string {
  const { secondLook, review } = applicantQueries.reviewOf(row);
  const verdict = resultVerdict(row.passed, secondLook, review?.decision ?? null);
  if (verdict === null) return '';
  if (verdict !== 'needsReview' || row.passed === null) return words.verdicts[verdict];
  return t('account.history.needsReviewBeside', { passMark: words.verdicts[row.passed] });
}

function recordOf(t: TFunction, words: ReturnType<typeof rowWordsOf>, row: ResultRow, when: (date: Date) => string): (string | number)[] {
  const stage = (n: number) => row.stages.find((entry) => entry.stage === n);
  const reasons = row.flags.map((flag) => words.flags[flag]);
  if (row.refusals > 0) reasons.push(t('account.history.refusals', { count: row.refusals }));
  if (row.restarts > 0) reasons.push(t('account.history.restarts', { count: row.restarts }));
  // As the list's row says them (results-table.tsx): on a result worth a second look.
  const { secondLook } = applicantQueries.reviewOf(row);
  if (secondLook && row.times_away > 0) reasons.push(t('account.history.timesAway', { count: row.times_away, seconds: Math.round(row.ms_away / 1000) }));
  if (secondLook && row.paste_attempts > 0) reasons.push(t('account.history.pasteAttempts', { count: row.paste_attempts }));
  return [
    row.erased_at === null ? row.full_name : t('account.erasure.erasedApplicant'),
    row.email,
    row.wpm,
    row.accuracy,
    ...stages.flatMap((n) => [stage(n)?.wpm ?? '', stage(n)?.accuracy ?? '']),
    when(row.finished_at),
    verdictCell(t, words, row),
    reasons.join(' '),
    row.review_decision === null ? '' : words.reviews[row.review_decision],
    row.review_note ?? '',
    row.times_away,
    Math.round(row.ms_away / 1000),
    row.paste_attempts,
    row.status === null ? '' : words.statuses[row.status],
    row.note,
  ];
}

/**
 * The file's separator: the one the company's spreadsheet expects when it opens the file. Excel
 * takes the list separator of its region, and where the decimal mark is a comma (Swedish) that is
 * a semicolon; a Swedish file written with commas opens as one column.
 */
const separators: Record<Language, ',' | ';'> = { en: ',', sv: ';' };

const csvOptionsFor = (language: Language): Options => ({ delimiter: separators[language], record_delimiter: 'windows', cast: { string: neutraliseCell } });

/**
 * The file a batch at a time: the byte order mark and the header first (before the first batch
 * is in), then one piece per batch. Whole pieces rather than a record at a time: a hundred
 * thousand tiny writes cost more than the rows themselves.
 */
async function* csvPieces(t: TFunction, batches: AsyncIterable<ResultRow[]>, settings: applicantQueries.ResultSettings, options: Options) {
  yield Buffer.from(`\uFEFF${stringify([headerRow(t, settings.timeZone)], options)}`);
  const when = dateTimeFormat(settings.timeZone);
  const words = rowWordsOf(t);
  for await (const batch of batches) {
    yield Buffer.from(
      stringify(
        batch.map((row) => recordOf(t, words, row, when)),
        options,
      ),
    );
  }
}

/** Why an export was broken off: it ran past CSV_EXPORT_TIME_LIMIT_MS. */
export class ExportTimeLimitExceeded extends Error {
  override readonly name = 'ExportTimeLimitExceeded';
  constructor(limitMs: number) {
    super(`CSV export broken off: it took longer than CSV_EXPORT_TIME_LIMIT_MS (${limitMs} ms)`);
  }
}

/**
 * Export CSV: the results list's search, filter and order, every row, read in batches and streamed
 * through csv-stringify, so the server holds a batch at a time whatever the company's size.
 */
export function historyExportRoutes({ db, auth, config }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const exportRoute = createRoute({
    method: 'post',
    path: '/db/exporthistory',
    summary: 'Applicant results & history as a CSV file: every result the search and filter find, in the chosen order',
    description:
      'UTF-8 with a byte order mark, one row per applicant; separated by commas, or by semicolons for a company whose language is Swedish (what Excel there expects); cells a spreadsheet would run as a formula start with an apostrophe. Streamed as it is read; a file that cannot be finished breaks off the download.',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(historyExportSchema) },
    responses: {
      200: { description: 'The CSV file (Content-Disposition names it)', content: { 'text/csv': { schema: z.string() } } },
      400: responses.badInput,
      401: responses.unauthorized,
    },
  });

  app.openapi(exportRoute, async (c) => {
    const criteria = c.req.valid('json');
    const { companyId, language } = c.var.signedIn;
    const settings = await applicantQueries.readResultSettings(db, companyId);
    const results = resultsCriteria(criteria, settings.timeZone);
    const batches = batchesAhead((after: applicantQueries.ResultPosition | undefined) =>
      applicantQueries.resultsBatch(db, companyId, results, settings.passMark, after, batchRows),
    );
    const csv = Readable.from(csvPieces(c.var.t, batches, settings, csvOptionsFor(language)));
    // A file that could not be finished must not look finished: a failed batch, or the time limit,
    // errors the stream, and the server then breaks off the response (no last chunk), so the
    // browser's download fails instead of saving what came so far.
    const limitMs = config.CSV_EXPORT_TIME_LIMIT_MS;
    const timeLimit = setTimeout(() => csv.destroy(new ExportTimeLimitExceeded(limitMs)), limitMs);
    csv.once('close', () => clearTimeout(timeLimit));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(Readable.toWeb(csv) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="typetest-results-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
  return app;
}
