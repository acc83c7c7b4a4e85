import { Readable } from 'node:stream';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { stringify, type Options } from 'csv-stringify/sync';
import { z } from 'zod';
import { applicantQueries, flagWords, historyExportSchema, measuredStages } from '@typetest/events';
import type { TFunction } from 'i18next';
import type { AppEnv } from '../../http/env.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, jsonBody, responses } from '../account/account-schemas.ts';
import type { AccountDependencies } from '../account/account-dependencies.ts';
import { neutraliseCell } from './csv-cells.ts';
import { resultsCriteria } from './result-days.ts';

type ResultRow = applicantQueries.ResultRow;

/** The measured tests, 1 to 3: a pair of columns each. */
const stages = Array.from({ length: measuredStages }, (_, index) => index + 1);

/** Rows fetched from the cursor at a time: enough to keep Postgres busy, few enough to keep memory flat. */
const cursorRows = 1000;

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
  ];
}

/** "2026-11-25 14:05": what a spreadsheet reads as a date and time, in the company's zone. */
function dateTimeFormat(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (date: Date) => format.format(date).replace(', ', ' ');
}

/** The words every row repeats, looked up once per file: a catalogue lookup costs more than the rest of a row. */
const rowWordsOf = (t: TFunction) => ({ passed: t('account.history.passed'), notPassed: t('account.history.notPassed'), flags: flagWords(t) });

function recordOf(t: TFunction, words: ReturnType<typeof rowWordsOf>, row: ResultRow, when: (date: Date) => string): (string | number)[] {
  const stage = (n: number) => row.stages.find((entry) => entry.stage === n);
  const reasons = row.flags.map((flag) => words.flags[flag]);
  if (row.refusals > 0) reasons.push(t('account.history.refusals', { count: row.refusals }));
  return [
    row.full_name,
    row.email,
    row.wpm,
    row.accuracy,
    ...stages.flatMap((n) => [stage(n)?.wpm ?? '', stage(n)?.accuracy ?? '']),
    when(row.finished_at),
    row.passed === null ? '' : words[row.passed],
    reasons.join(' '),
  ];
}

const csvOptions: Options = { record_delimiter: 'windows', cast: { string: neutraliseCell } };

/** Up to `size` rows from the cursor: one fetch from Postgres (the cursor's chunk is as large). */
async function take<T>(rows: AsyncIterator<T>, size: number): Promise<T[]> {
  const taken: T[] = [];
  while (taken.length < size) {
    const next = await rows.next();
    if (next.done) break;
    taken.push(next.value);
  }
  return taken;
}

/**
 * The cursor's rows a chunk at a time, the next chunk asked for before this one is handed on:
 * Postgres reads it while this one is written as CSV. A download cancelled half-way closes the
 * cursor, and its connection goes back to the pool.
 */
async function* chunksAhead<T>(source: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  const rows = source[Symbol.asyncIterator]();
  let next = take(rows, size);
  try {
    for (;;) {
      const chunk = await next;
      if (chunk.length === 0) return;
      next = take(rows, size);
      yield chunk;
    }
  } finally {
    await next.catch(() => []);
    await rows.return?.();
  }
}

/**
 * The file a cursor's chunk at a time: the byte order mark and the header first (before the
 * query's first rows are in), then one piece per chunk. Whole pieces rather than a record at a
 * time: a hundred thousand tiny writes cost more than the rows themselves.
 */
async function* csvPieces(t: TFunction, rows: AsyncIterable<ResultRow>, settings: applicantQueries.ResultSettings) {
  yield Buffer.from(`\uFEFF${stringify([headerRow(t, settings.timeZone)], csvOptions)}`);
  const when = dateTimeFormat(settings.timeZone);
  const words = rowWordsOf(t);
  for await (const chunk of chunksAhead(rows, cursorRows)) {
    yield Buffer.from(
      stringify(
        chunk.map((row) => recordOf(t, words, row, when)),
        csvOptions,
      ),
    );
  }
}

/**
 * Export CSV: the results list's search, filter and order, every row, streamed from a Postgres
 * cursor through csv-stringify, so the server holds a chunk at a time whatever the company's size.
 */
export function historyExportRoutes({ db, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const exportRoute = createRoute({
    method: 'post',
    path: '/db/exporthistory',
    summary: 'Applicant results & history as a CSV file: every result the search and filter find, in the chosen order',
    description: 'UTF-8 with a byte order mark, one row per applicant; cells a spreadsheet would run as a formula start with an apostrophe. Streamed as it is read.',
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
    const { companyId } = c.var.signedIn;
    const settings = await applicantQueries.readResultSettings(db, companyId);
    const rows = applicantQueries.resultsQuery(db, companyId, resultsCriteria(criteria, settings.timeZone), settings.passMark).stream(cursorRows);
    const csv = Readable.from(csvPieces(c.var.t, rows, settings));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(Readable.toWeb(csv) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="typetest-results-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
  return app;
}
