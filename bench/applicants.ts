/**
 * The applicant feature's figures for `npm run bench`: finished tests per second through the real
 * HTTP stack (with the worker mailing the results they cause), and the history searches over a
 * large results table. Called by run.ts, which prints them beside its baselines.
 */
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { loadConfig } from '@typetest/platform';
import { humanKeystrokeLog, type TestDatabase } from '@typetest/events/testing';
import { score } from '@typetest/events/scoring';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { createApp } from '@typetest/api';
import { createTestRedis, testRedisUrl } from '../api/src/testing/redis.ts';
import { type CpuTime, cpuSpent, snapshotCpu } from './processes.ts';
import { type Deployment, startProductProcess } from './product-process.ts';

type App = ReturnType<typeof createApp>;

export interface Measured {
  measure: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number };
}

type Post = <T>(path: string, body: unknown, token?: string) => Promise<T>;

/** Calls the app in this process (`app.request`), as the history figures do. */
const inProcess =
  (app: App): Post =>
  async <T>(path: string, body: unknown, token?: string) => {
    const response = await app.request(`/api${path}`, { method: 'POST', headers: headers(token), body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

/** Calls a product running as a process of its own, over HTTP. */
export const overHttp =
  (url: string): Post =>
  async <T>(path: string, body: unknown, token?: string) => {
    const response = await fetch(`${url}/api${path}`, { method: 'POST', headers: headers(token), body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

const headers = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });

/** A company with its texts (by default one short one), signed in. */
async function benchCompany(post: Post, name: string, texts: readonly string[] = ['Please type this short text.']) {
  const email = `${name}@company.example`;
  const company = {
    loginEmail: email,
    emailForReceivingResults: email,
    hashedPassword: 'a bench password of some length',
    contactName: 'Bench',
    companyName: `Bench ${name}`,
    vatNo: 'SE1',
    address: 'Street 1',
    postCode: '111 22',
    textFolder: name,
    isDefaultCb: false,
  };
  await post('/db/createcompany', { company, texts });
  const { data } = await post<{ data: { accessToken: string } }>('/db/login', { user: { email, password: company.hashedPassword } });
  return { textFolder: name, accessToken: data.accessToken };
}

/** A company with its texts, signed in, its e-mail verified (an unverified account invites only a few applicants) with the welcome mail's code. */
export async function verifiedCompany(post: Post, smtp: SmtpSink, name: string, texts?: readonly string[]) {
  const company = await benchCompany(post, name, texts);
  const verifyPattern = /mode=verifyEmail&(?:amp;)?oobCode=([A-Za-z0-9_%-]+)/;
  const welcomeCode = async () => (await smtp.texts()).map((text) => verifyPattern.exec(text)?.[1]).find(Boolean);
  let verifyCode = await welcomeCode();
  while (!verifyCode) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    verifyCode = await welcomeCode();
  }
  await post('/email/verifyemail', { verificationCode: decodeURIComponent(verifyCode) }, company.accessToken);
  return company;
}

/** Runs `task` over the items, `parallel` at a time. */
export async function eachParallel<T>(items: readonly T[], parallel: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/**
 * `stagefinished` under load: each request is the third test of a different applicant (prepared
 * beforehand: invited, tests 1 and 2 done, test 3 issued), so every one records two events, a
 * result row and a results mail, which the worker sends meanwhile. The product runs as deployed
 * (product-process.ts): the worker inside its process as `npm start` has it, apart as
 * docker-compose.yml has it, or as `npm start` runs it with API_PROCESSES=2.
 */
export async function stageFinishedLoad(database: TestDatabase, applicants: number, deployment: Deployment): Promise<Measured[]> {
  const smtp = await startSmtpSink();
  const product = await startProductProcess({ databaseUrl: database.url, redisUrl: await testRedisUrl(), smtpUrl: smtp.url, deployment });
  const post = overHttp(product.url);
  const company = await verifiedCompany(post, smtp, `stages${randomBytes(3).toString('hex')}`);
  for (let first = 0; first < applicants; first += 15) {
    const rows = Array.from({ length: Math.min(15, applicants - first) }, (_, i) => ({ fullName: `Applicant ${first + i}`, email: `applicant${first + i}@bench.example` }));
    await post('/db/sendinvitation', { ca: rows }, company.accessToken);
  }
  // The personal links, as the applicants get them: from the invitation mails (the outbox keeps no code once a mail is sent).
  const linkPattern = new RegExp(`/${company.textFolder}\\?code=([A-Za-z0-9_-]+)`);
  const codes = async () => (await smtp.texts()).flatMap((text) => linkPattern.exec(text)?.[1] ?? []);
  while ((await codes()).length < applicants) await new Promise((resolve) => setTimeout(resolve, 100));
  const prepared: string[] = [];
  await eachParallel([...new Set(await codes())], 8, async (urlApplicantCode) => {
    const link = { textFolder: company.textFolder, urlApplicantCode };
    for (let stage = 1; stage <= 3; stage++) {
      const { data } = await post<{ data: { currentText: string } }>('/applicant/getnexttext', link);
      const keystrokes = humanKeystrokeLog(data.currentText);
      const request = { ...link, stage, wpm: score(data.currentText, keystrokes).wpm, keystrokes };
      if (stage < 3) await post('/applicant/stagefinished', request);
      else prepared.push(JSON.stringify(request));
    }
  });

  // The worker first sends what waits already (the invitations, and the mails of earlier figures):
  // the load starts on an empty outbox, so the figures below are this load's and its results mails only.
  const unsent = async () =>
    Number(
      (
        await database.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('status', 'in', ['pending', 'queued'])
          .executeTakeFirstOrThrow()
      ).count,
    );
  while ((await unsent()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  const resultsSent = async () =>
    Number(
      (
        await database.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('kind', '=', 'applicantResults')
          .where('status', '=', 'sent')
          .where('recipient', '=', `${company.textFolder}@company.example`)
          .executeTakeFirstOrThrow()
      ).count,
    );
  let next = 0;
  const processes = { api: product.pids.api, worker: product.pids.worker, load: process.pid, 'SMTP server': smtp.pid };
  // BENCH_PAUSE_WORKER=1: the mail worker's own process (apart, or the supervisor's mail process) is stopped (SIGSTOP) for the load, so the figure is the request path's alone.
  const pauseWorker = process.env.BENCH_PAUSE_WORKER === '1' && product.pids.worker !== undefined;
  if (pauseWorker) process.kill(product.pids.worker!, 'SIGSTOP');
  const cpuBefore = snapshotCpu(processes);
  const started = performance.now();
  // The load's time is taken to its last answer: autocannon itself ends a run of a fixed number of
  // requests only at its next one-second tick, which made a 2.2 s load read as 3 s.
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${product.url}/api/applicant/stagefinished`,
        connections: 50,
        amount: prepared.length,
        requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: prepared[next++ % prepared.length] }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', () => {
      lastAnswer = performance.now();
    });
  });
  const loadSeconds = (lastAnswer - started) / 1000;
  const cpuDuringLoad = cpuSpent(cpuBefore, snapshotCpu(processes));
  if (pauseWorker) process.kill(product.pids.worker!, 'SIGCONT');
  let sent = await resultsSent();
  while (sent < prepared.length && performance.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    sent = await resultsSent();
  }
  const mailSeconds = (performance.now() - started) / 1000;
  const cpuUntilMailed = cpuSpent(cpuBefore, snapshotCpu(processes));
  await product.stop();
  await smtp.close();
  const failed = result.non2xx + result.errors;
  const stopped = pauseWorker ? ', stopped during the load' : '';
  const deployed = {
    inside: 'mail worker in the same process, as npm start',
    apart: `mail worker in a process of its own, as docker-compose${stopped}`,
    processes: `two API processes and a mail process, as npm start with API_PROCESSES=2${stopped}`,
  }[deployment];
  // Where each request's time went: CPU ms per request of each process (Postgres: all its backends).
  const perRequest = (spent: Record<string, CpuTime>) =>
    Object.entries(spent)
      .map(([name, { total, system }]) => `${name} ${(total / prepared.length).toFixed(2)} (kernel ${(system / prepared.length).toFixed(2)})`)
      .join(', ');
  const cpuNote = (spent: Record<string, CpuTime>, when: string) => (Object.keys(spent).length ? `; CPU ms per request ${when}: ${perRequest(spent)}` : '');
  return [
    {
      measure: `POST /api/applicant/stagefinished, third test (${prepared.length} applicants, 50 connections, p99 ${result.latency.p99} ms${failed ? `, ${failed} failed` : ''}; ${deployed}${cpuNote(cpuDuringLoad, 'during the load')})`,
      value: prepared.length / loadSeconds,
      unit: 'req/s',
    },
    {
      measure: `results mails sent meanwhile (${sent} of ${prepared.length}, all by ${mailSeconds.toFixed(1)} s; ${deployed}${cpuNote(cpuUntilMailed, 'until all were mailed')})`,
      value: sent / mailSeconds,
      unit: 'mails/s',
    },
  ];
}

const firstNames = [
  'Anna',
  'Erik',
  'Maria',
  'Lars',
  'Karin',
  'Johan',
  'Eva',
  'Per',
  'Sara',
  'Nils',
  'Ingrid',
  'Olof',
  'Elin',
  'Gustav',
  'Linnea',
  'Axel',
  'Maja',
  'Oskar',
  'Ebba',
  'Hugo',
];
const lastNames = [
  'Andersson',
  'Johansson',
  'Karlsson',
  'Nilsson',
  'Eriksson',
  'Larsson',
  'Olsson',
  'Persson',
  'Svensson',
  'Gustafsson',
  'Pettersson',
  'Jonsson',
  'Jansson',
  'Hansson',
  'Bengtsson',
  'Lindberg',
  'Lindqvist',
  'Berg',
  'Holm',
  'Sandberg',
];

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/**
 * History searches (`getspenthistory`, through the app) over `total` results of which `mine` are
 * one company's, spread over a year. The rows are written straight into the results table (the
 * projection's table, with its indexes), since a million applicants through the API would take
 * the bench an hour.
 */
export async function historySearch(database: TestDatabase, total: number, mine: number, searches: number): Promise<Measured[]> {
  const redis = await createTestRedis();
  const config = loadConfig({ RATE_LIMIT: 'off', PASSWORD_HASH_COST: '12' });
  const app = createApp({ db: database.db, redis, config });
  const post = inProcess(app);
  const company = await benchCompany(post, `history${randomBytes(3).toString('hex')}`);
  const { company_id: companyId } = await database.db.selectFrom('companies').select('company_id').where('text_folder', '=', company.textFolder).executeTakeFirstOrThrow();

  const seeded = performance.now();
  await sql`
    INSERT INTO results (applicant_id, company_id, full_name, email, wpm, accuracy, stages, flags, finished_at, refusals)
    SELECT gen_random_uuid(),
           CASE WHEN n <= ${mine} THEN ${companyId}::uuid ELSE ('00000000-0000-4000-8000-' || lpad(to_hex(n % 9000), 12, '0'))::uuid END,
           (${sql.val(firstNames)}::text[])[1 + n % ${firstNames.length}] || ' ' || (${sql.val(lastNames)}::text[])[1 + (n / ${firstNames.length}) % ${lastNames.length}],
           'applicant' || n || '@mail' || (n % 97) || '.example',
           20 + n % 100, 80 + n % 21,
           jsonb_build_array(jsonb_build_object('stage', 1, 'wpm', 19 + n % 100, 'accuracy', 80 + n % 21),
                             jsonb_build_object('stage', 2, 'wpm', 20 + n % 100, 'accuracy', 80 + n % 21),
                             jsonb_build_object('stage', 3, 'wpm', 21 + n % 100, 'accuracy', 80 + n % 21)),
           -- One result in 150 flagged, one in 400 with a refused attempt: few, as in life.
           CASE WHEN n % 150 = 0 THEN '["evenIntervals"]'::jsonb ELSE '[]'::jsonb END,
           now() - ((n % 365) || ' days')::interval - ((n % 86400) || ' seconds')::interval,
           CASE WHEN n % 400 = 7 THEN 1 ELSE 0 END
    FROM generate_series(1, ${total}) AS n
  `.execute(database.db);
  await sql`ANALYZE results`.execute(database.db);
  const seedSeconds = (performance.now() - seeded) / 1000;

  const timed = async (body: object) => {
    const started = performance.now();
    await post('/db/getspenthistory', { range: 0, dateSearch: '', textSearch: '', timeZone: 'Europe/Stockholm', ...body }, company.accessToken);
    return performance.now() - started;
  };
  const day = (n: number) => new Date(Date.now() - (n % 365) * 86_400_000).toISOString().slice(0, 10);
  const byName: number[] = [];
  const byEmail: number[] = [];
  const byDate: number[] = [];
  for (let i = 0; i < searches; i++) {
    byName.push(await timed({ textSearch: i % 2 ? lastNames[i % lastNames.length]! : `${firstNames[i % firstNames.length]} ${lastNames[(i * 7) % lastNames.length]}` }));
    byEmail.push(await timed({ textSearch: `applicant${(i * 7919) % mine}@` }));
    byDate.push(await timed({ dateSearch: day(i * 13) }));
  }
  const sorted = await sortedAndFiltered(timed, app, company.accessToken, searches);
  const exported = await csvExport(database, app, company.accessToken, companyId, mine);
  await redis.removeKeys();
  redis.disconnect();
  const label = `${mine.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} results, ${searches} searches, seeded in ${seedSeconds.toFixed(0)} s`;
  return [
    { measure: `history search by name, p95 (${label}; p50 ${percentile(byName, 0.5).toFixed(1)} ms)`, value: percentile(byName, 0.95), unit: 'ms' },
    { measure: `history search by e-mail, p95 (p50 ${percentile(byEmail, 0.5).toFixed(1)} ms)`, value: percentile(byEmail, 0.95), unit: 'ms' },
    { measure: `history search by date, p95 (p50 ${percentile(byDate, 0.5).toFixed(1)} ms)`, value: percentile(byDate, 0.95), unit: 'ms' },
    ...sorted,
    ...exported,
  ];
}

/**
 * The results list sorted by date, WPM or accuracy and filtered (all, passed, not passed,
 * flagged), pages 1 to 5, against a pass mark of 60 WPM and 90% (about a third of the seeded
 * results pass); beside the unsorted, unfiltered first page in the same run.
 */
async function sortedAndFiltered(timed: (body: object) => Promise<number>, app: App, accessToken: string, searches: number): Promise<Measured[]> {
  const post = inProcess(app);
  const { data: view } = await post<{ data: Record<string, unknown> }>('/db/getCompanyFromToken', {}, accessToken);
  const { companyId: _, isDefaultCb: __, emailVerified: ___, ...settings } = view;
  await post('/db/editCompany', { accountSettings: { ...settings, minimumWpm: 60, minimumAccuracy: 90 } }, accessToken);
  const sorts = ['date', 'wpm', 'accuracy'] as const;
  const filters = ['all', 'passed', 'notPassed', 'flagged'] as const;
  const plain: number[] = [];
  const combined: number[] = [];
  const worst = new Map<string, number[]>();
  for (let i = 0; i < searches * 2; i++) {
    const sort = sorts[i % sorts.length]!;
    const filter = filters[Math.floor(i / sorts.length) % filters.length]!;
    const range = (i % 5) * 10;
    plain.push(await timed({}));
    const took = await timed({ sort, filter, range });
    combined.push(took);
    worst.set(`${sort}/${filter}`, [...(worst.get(`${sort}/${filter}`) ?? []), took]);
  }
  const slowest = [...worst.entries()].map(([name, times]) => [name, percentile(times, 0.95)] as const).sort((a, b) => b[1] - a[1])[0]!;
  return [
    {
      measure: `history sorted (date, WPM, accuracy) and filtered (all, passed, not passed, flagged), pages 1-5, p95 (${combined.length} searches; p50 ${percentile(combined, 0.5).toFixed(1)} ms; slowest combination ${slowest[0]} p95 ${slowest[1].toFixed(1)} ms)`,
      value: percentile(combined, 0.95),
      unit: 'ms',
      baseline: { name: 'first page, newest first, no filter, p95', value: percentile(plain, 0.95) },
    },
  ];
}

// A full collection before each memory figure, so each starts from what is live (bench/run.ts runs without --expose-gc).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * The most memory `work` keeps alive at once: the JavaScript heap and buffers in use right after
 * a full collection, taken every 100 ms while it runs and whenever it calls `sample` (at the
 * moment it holds the most). Garbage not yet collected is not counted: it says what a download
 * holds, not how lazily V8 collects.
 */
async function liveGrowth<T>(work: (sample: () => void) => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const live = () => {
    collectGarbage();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const start = live();
  let peak = start;
  const sample = () => {
    peak = Math.max(peak, live());
  };
  const sampler = setInterval(sample, 100);
  try {
    const result = await work(sample);
    return { result, growthMb: (peak - start) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Export CSV of the company's results over real HTTP: time to the first byte, to the first
 * result row and to the last byte, and how far the process's heap grew meanwhile (server and the
 * client reading in one process; the client keeps nothing). Baseline, in the same run: the same
 * rows read whole by one SELECT, no CSV and no HTTP, and the heap that took.
 */
async function csvExport(database: TestDatabase, app: App, accessToken: string, companyId: string, mine: number): Promise<Measured[]> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const download = async () => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/db/exporthistory`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ dateSearch: '', textSearch: '' }),
    });
    if (!response.ok || !response.body) throw new Error(`exporthistory: ${response.status}`);
    let firstByte = 0;
    let firstRow = 0;
    let bytes = 0;
    let lines = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      if (bytes === 0) firstByte = performance.now() - started;
      bytes += chunk.length;
      // Native indexOf: counting line ends byte by byte in JavaScript would slow the server too (one process).
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      if (firstRow === 0 && lines >= 2) firstRow = performance.now() - started;
    }
    return { firstByte, firstRow, whole: performance.now() - started, bytes, rows: lines - 1 };
  };
  await download(); // warm-up: the first run pays for the connection and the query plan
  const selectAll = async (sample: () => void = () => {}) => {
    const started = performance.now();
    const rows = await database.db.selectFrom('results').selectAll().where('company_id', '=', companyId).orderBy('finished_at', 'desc').orderBy('applicant_id', 'desc').execute();
    const took = performance.now() - started;
    sample();
    return { took, rows: rows.length };
  };
  // Timed runs first, undisturbed; then the memory runs, whose collections would slow them.
  const whole = { result: await selectAll() };
  const csv = { result: await download() };
  const wholeMemory = await liveGrowth(selectAll);
  const csvMemory = await liveGrowth(() => download());
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const { result } = csv;
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  if (result.rows !== mine) throw new Error(`exporthistory gave ${result.rows} rows, not ${mine}`);
  return [
    { measure: `Export CSV, ${result.rows.toLocaleString('en-US')} results (${megabytes} MB): first byte`, value: result.firstByte, unit: 'ms' },
    { measure: 'Export CSV: first result row', value: result.firstRow, unit: 'ms' },
    {
      measure: 'Export CSV: whole file',
      value: result.whole,
      unit: 'ms',
      baseline: { name: `the same rows read whole by one SELECT, in memory (${whole.result.rows.toLocaleString('en-US')})`, value: whole.result.took },
    },
    {
      measure: `Export CSV: most memory held at once (live heap + buffers after a full collection, every 100 ms; file ${megabytes} MB; server and client in one process)`,
      value: csvMemory.growthMb,
      unit: 'MB',
      baseline: { name: 'the same rows read whole by one SELECT', value: wholeMemory.growthMb },
    },
  ];
}
