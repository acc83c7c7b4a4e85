/**
 * `npm run bench`: the platform's throughput, each figure beside a baseline measured in the same
 * run on the same machine, because on a shared 2-core box only ratios compare. Nothing here is
 * asserted; it prints a table.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { contactRequestMails, contactRequestStream, replayProjections, requestContact } from '@typetest/events';
import { commit } from '@typetest/events/store';
import { createDatabase, loadConfig } from '@typetest/platform';
import { createPasswordHasher } from '../api/src/auth/password-hashing.ts';
import { createTestDatabase, removeRedisKeys, type TestDatabase } from '@typetest/events/testing';

import { createApp } from '@typetest/api';
import { startEmbeddedPostgres } from '../api/src/platform/embedded-postgres.ts';
import { applicantCost } from './applicant-cost.ts';
import { applicantPageFigures } from './applicant-page.ts';
import { replayFigures } from './replay.ts';
import { resultPageFigures } from './result-page.ts';
import { eachParallel, historySearch, stageFinishedLoad } from './applicants.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { postmasterOf } from './applicant-cost.ts';
import { treeCpuMs } from './processes.ts';
import { startMailWorkerProcess } from './product-process.ts';
import { createSmtpTransport } from '../worker/src/smtp-transport.ts';
import { renderStoredMail } from '@typetest/worker';
import { pgbenchBaseline } from './pgbench.ts';
import { createTestRedis, testRedisUrl } from '../api/src/testing/redis.ts';

const appends = Number(process.env.BENCH_APPENDS ?? 2000);
const mails = Number(process.env.BENCH_MAILS ?? 500);
const httpSeconds = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const loginConnections = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 8);
const applicants = Number(process.env.BENCH_APPLICANTS ?? 1000);
const totalResults = Number(process.env.BENCH_RESULTS ?? 1_000_000);
const companyResults = Number(process.env.BENCH_COMPANY_RESULTS ?? 100_000);
const historySearches = Number(process.env.BENCH_SEARCHES ?? 100);
const costApplicants = Number(process.env.BENCH_COST_APPLICANTS ?? 100);
const replayEvents = Number(process.env.BENCH_REPLAY_EVENTS ?? 100_000);

interface Row {
  measure: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number };
}
const rows: Row[] = [];
/** GET /hello in this run: the baseline of every HTTP figure. */
let helloBaseline = { name: 'GET /hello', value: Number.NaN };

async function perSecond(count: number, run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return count / ((performance.now() - started) / 1000);
}

const visitorRequest = (index: number) => ({
  contactMethod: 'email' as const,
  email: `visitor${index}@shop.example`,
  phoneNumber: '',
  details: `Benchmark request ${index}`,
});

/** What the contact endpoint commits for one request, with or without its mail to the operators. */
async function recordVisitorRequest(database: TestDatabase, index: number, options: { mailOperators: boolean }) {
  const id = randomUUID();
  await commit(database.db, {
    streamId: contactRequestStream(id),
    expectedVersion: 0,
    events: [requestContact(visitorRequest(index), id)],
    metadata: { actor: 'bench' },
    ...(options.mailOperators ? { mails: (recorded) => contactRequestMails(recorded, 'operators@typetest.test') } : {}),
  });
}

async function appendVersusInsert(database: TestDatabase) {
  await sql`CREATE TABLE bench_plain (id uuid PRIMARY KEY, details text NOT NULL, at timestamptz NOT NULL DEFAULT now())`.execute(database.db);
  const plain = await perSecond(appends, async () => {
    for (let index = 0; index < appends; index++) {
      await sql`INSERT INTO bench_plain (id, details) VALUES (${randomUUID()}, ${`row ${index}`})`.execute(database.db);
    }
  });
  const appended = await perSecond(appends, async () => {
    for (let index = 0; index < appends; index++) await recordVisitorRequest(database, index, { mailOperators: false });
  });
  rows.push({ measure: 'append + project (one event, one commit, sequential)', value: appended, unit: 'events/s', baseline: { name: 'plain INSERT loop', value: plain } });
}

async function replay(database: TestDatabase) {
  let replayed = 0;
  const rate = await perSecond(1, async () => {
    replayed = (await replayProjections(database.db)).events;
  });
  rows.push({ measure: `replay (${replayed} events)`, value: rate * replayed, unit: 'events/s', baseline: { name: 'append + project', value: rows[0]!.value } });
}

async function http(database: TestDatabase) {
  const redis = await createTestRedis();
  const config = loadConfig({ RATE_LIMIT: 'off' });
  const app = createApp({ db: database.db, redis, config });
  app.get('/hello', (c) => c.text('Hello world'));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const load = (path: string, body?: string) =>
    autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections: 50,
      duration: httpSeconds,
      ...(body ? { method: 'POST' as const, body, headers: { 'content-type': 'application/json' } } : {}),
    });
  await load('/hello'); // warm-up
  const hello = await load('/hello');
  helloBaseline = { name: `GET /hello (p99 ${hello.latency.p99} ms)`, value: hello.requests.average };
  const contact = await load('/api/public/contactus', JSON.stringify({ contactUs: visitorRequest(0) }));
  const failures = contact.non2xx + contact.errors;
  rows.push({
    measure: `POST /api/public/contactus (50 connections, p99 ${contact.latency.p99} ms${failures ? `, ${failures} failed` : ''})`,
    value: contact.requests.average,
    unit: 'req/s',
    baseline: helloBaseline,
  });
  await accountCalls(`http://127.0.0.1:${port}`, app, config.PASSWORD_HASH_COST, helloBaseline);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await redis.removeKeys();
  redis.disconnect();
}

/** Requests per second of one call under load, with its 95th percentile latency (autocannon reports no p95 itself). */
async function loadWithP95(options: autocannon.Options) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] ?? Number.NaN;
  return { result, p95: Math.round(p95), failures: result.non2xx + result.errors };
}

/**
 * Login at the real KDF cost (scrypt N = 2^17 by default: each login hashes once), beside what
 * one core does hashing alone; and the signed-in company's lookup (JWT check, session lookup,
 * company row) beside hello world.
 */
async function accountCalls(origin: string, app: ReturnType<typeof createApp>, cost: number, helloBaseline: { name: string; value: number }) {
  const company = {
    loginEmail: 'bench@company.example',
    emailForReceivingResults: 'bench@company.example',
    hashedPassword: 'a bench password of some length',
    contactName: 'Bench',
    companyName: 'Bench AB',
    vatNo: 'SE1',
    address: 'Street 1',
    postCode: '111 22',
    textFolder: 'bench',
    isDefaultCb: true,
  };
  const post = (path: string, body: unknown) => app.request(`/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const created = await post('/db/createcompany', { company, texts: [] });
  if (created.status !== 200) throw new Error(`bench registration failed: ${await created.text()}`);
  const loginBody = JSON.stringify({ user: { email: company.loginEmail, password: company.hashedPassword } });
  const { data: tokens } = (await (await post('/db/login', JSON.parse(loginBody))).json()) as { data: { accessToken: string } };

  const hasher = createPasswordHasher({ cost });
  const stored = await hasher.hash(company.hashedPassword);
  const hashes = 6;
  const sequentialHashes = await perSecond(hashes, async () => {
    for (let index = 0; index < hashes; index++) await hasher.verify(company.hashedPassword, stored);
  });

  const login = await loadWithP95({
    url: `${origin}/api/db/login`,
    connections: loginConnections,
    duration: httpSeconds,
    method: 'POST',
    body: loginBody,
    headers: { 'content-type': 'application/json' },
  });
  rows.push({
    measure: `POST /api/db/login (scrypt N=2^${cost}, ${loginConnections} connections, p95 ${login.p95} ms${login.failures ? `, ${login.failures} failed` : ''})`,
    value: login.result.requests.average,
    unit: 'req/s',
    baseline: { name: 'one scrypt verification at a time, in process', value: sequentialHashes },
  });

  const lookup = await loadWithP95({
    url: `${origin}/api/db/getCompanyFromToken`,
    connections: 50,
    duration: httpSeconds,
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
  });
  rows.push({
    measure: `POST /api/db/getCompanyFromToken (50 connections, p95 ${lookup.p95} ms, p99 ${lookup.result.latency.p99} ms${lookup.failures ? `, ${lookup.failures} failed` : ''})`,
    value: lookup.result.requests.average,
    unit: 'req/s',
    baseline: helloBaseline,
  });
}

/**
 * Mails a second from a full outbox to the SMTP server's acceptance: `mails` contact-request mails
 * committed, then the mail worker started as deployed (server/src/worker.ts, NODE_ENV=production:
 * relay, BullMQ, render, send), timed from the first mail accepted to the last (so not its
 * start-up). Baseline in the same run: the worker's own nodemailer transport
 * (worker/src/smtp-transport.ts) sending one of the same mails, rendered once, as many times, as many
 * at once as the worker sends (MAIL_CONCURRENCY), to the same server: a process of its own that
 * only counts. Also the worker's and Postgres's CPU per mail.
 */
async function mailThroughput(database: TestDatabase) {
  const smtp = await startSmtpSink({ countOnly: true });
  const concurrency = 20;
  const accepted = async (total: number) => {
    for (;;) {
      const { count, spanMs } = await smtp.count();
      if (count >= total) return (count - 1) / (spanMs / 1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  for (let index = 0; index < mails; index++) await recordVisitorRequest(database, index, { mailOperators: true });
  // The fixed message: the first of these mails, rendered once, so the baseline sends as many bytes a mail.
  const first = await database.db.selectFrom('mail_outbox').select(['kind', 'payload', 'recipient']).where('status', '=', 'pending').orderBy('id').executeTakeFirstOrThrow();
  const rendered = await renderStoredMail(first.kind, first.payload, { publicUrl: 'http://127.0.0.1:3000' });
  const fixed = { from: 'Typetest <noreply@typetest.test>', to: first.recipient, subject: rendered.subject, html: rendered.html, text: rendered.text };
  const transport = createSmtpTransport(smtp.url, { connections: concurrency });
  const sends = Array.from({ length: mails }, (_, index) => index);
  const baselineCpu = process.cpuUsage();
  await eachParallel(sends, concurrency, async () => {
    await transport.sendMail(fixed);
  });
  const { user, system } = process.cpuUsage(baselineCpu);
  const baseline = await accepted(mails);
  transport.close();
  await smtp.reset();

  const redisUrl = await testRedisUrl();
  const postmaster = await postmasterOf(database);
  const worker = await startMailWorkerProcess({ databaseUrl: database.url, redisUrl, smtpUrl: smtp.url });
  const cpu = () => ({ worker: worker.pid === undefined ? undefined : treeCpuMs(worker.pid), postgres: postmaster === undefined ? undefined : treeCpuMs(postmaster) });
  const before = cpu();
  const rate = await accepted(mails);
  const after = cpu();
  await worker.stop();
  await smtp.close();
  await removeRedisKeys(redisUrl, worker.redisPrefix);
  const perMail = (name: 'worker' | 'postgres') => {
    const [start, end] = [before[name], after[name]];
    return start === undefined || end === undefined ? '?' : ((end - start) / mails).toFixed(2);
  };
  rows.push({
    measure: `mail: outbox -> relay -> BullMQ -> render -> SMTP accepted (${mails} mails, ${concurrency} at once; CPU ms a mail: worker ${perMail('worker')}, Postgres ${perMail('postgres')})`,
    value: rate,
    unit: 'mails/s',
    baseline: {
      name: `the same nodemailer transport sending one of them, rendered once, ${mails} times, ${concurrency} at once (CPU ms a mail ${((user + system) / 1000 / mails).toFixed(2)})`,
      value: baseline,
    },
  });
}

function printTable() {
  const format = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));
  const lines = rows.map((row) => [
    row.measure,
    `${format(row.value)} ${row.unit}`,
    row.baseline ? `${row.baseline.name}: ${format(row.baseline.value)}` : '',
    row.baseline ? `${(row.value / row.baseline.value).toFixed(2)}x` : '',
  ]);
  const header = ['measure', 'value', 'baseline (same run)', 'ratio'];
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const print = (cells: string[]) => console.log(`| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
  print(header);
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  lines.forEach(print);
}

async function main() {
  let embedded: { stop(): Promise<void> } | undefined;
  if (!process.env.DATABASE_URL) {
    // A Postgres of the bench's own (not the one `npm start` may be running), so the CPU it counts is the bench's alone.
    const server = await startEmbeddedPostgres(Number(process.env.BENCH_POSTGRES_PORT ?? 54_329), '.data/bench-postgres');
    process.env.DATABASE_URL = server.url;
    embedded = server;
  }
  // The product's own pool (platform/src/database.ts): its guards and prepared statements are part of what is measured.
  const database = await createTestDatabase({ connect: (url) => createDatabase(url, { max: 20 }) });
  // `npm run bench -- stagefinished history` runs only the parts named (the names below); none: all.
  const only = process.argv.slice(2);
  const wanted = (part: string) => only.length === 0 || only.includes(part);
  try {
    if (wanted('store')) {
      await appendVersusInsert(database);
      await replay(database);
    }
    if (wanted('applicant')) rows.push(...(await applicantCost(database, costApplicants)));
    if (wanted('replay')) rows.push(...(await replayFigures(database, replayEvents)));
    if (wanted('http')) await http(database);
    if (wanted('mail')) await mailThroughput(database);
    if (wanted('stagefinished')) {
      // Postgres's own TPC-B figure on this machine, now: what the finished-test endpoint is held to.
      const pgbench = await pgbenchBaseline(process.env.DATABASE_URL);
      if ('skipped' in pgbench) console.log(`pgbench baseline skipped: ${pgbench.skipped}`);
      const baseline = 'skipped' in pgbench ? undefined : { name: `pgbench TPC-B, scale 10, ${pgbench.clients} clients, ${pgbench.seconds} s (tps)`, value: pgbench.tps };
      // BENCH_DEPLOYMENT=inside, apart or processes (product-process.ts): only that one (all when unset).
      const deployments = (['inside', 'apart', 'processes'] as const).filter((deployment) => !process.env.BENCH_DEPLOYMENT || process.env.BENCH_DEPLOYMENT === deployment);
      for (const deployment of deployments) {
        const [stages, stageMails] = await stageFinishedLoad(database, applicants, deployment);
        rows.push({ ...stages!, ...(baseline ? { baseline } : {}) }, stageMails!);
      }
    }
    if (wanted('history')) rows.push(...(await historySearch(database, totalResults, companyResults, historySearches)));
    if (wanted('pages')) {
      rows.push(...(await applicantPageFigures()));
      rows.push(...(await resultPageFigures()));
    }
    printTable();
  } finally {
    await database.drop();
    await embedded?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
