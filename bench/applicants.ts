/**
 * The applicant feature's figures for `npm run bench`: finished tests per second through the real
 * HTTP stack (with the worker mailing the results they cause), and the history searches over a
 * large results table. Called by run.ts, which prints them beside its baselines.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { loadConfig } from '@typetest/events';
import { humanKeystrokeLog, removeRedisKeys, type TestDatabase } from '@typetest/events/testing';
import { score } from '@typetest/events/scoring';
import { startWorker } from '@typetest/worker';
import { startTestSmtpServer } from '@typetest/worker/testing';
import { createApp } from '@typetest/api';
import { createTestRedis, testRedisUrl } from '../api/src/testing/redis.ts';

type App = ReturnType<typeof createApp>;

export interface Measured {
  measure: string;
  value: number;
  unit: string;
}

async function post<T>(app: App, path: string, body: unknown, token?: string): Promise<T> {
  const response = await app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A company with one short text, signed in. */
async function benchCompany(app: App, name: string) {
  const email = `${name}@company.example`;
  const company = { loginEmail: email, emailForReceivingResults: email, hashedPassword: 'a bench password of some length', contactName: 'Bench', companyName: `Bench ${name}`, vatNo: 'SE1', address: 'Street 1', postCode: '111 22', textFolder: name, isDefaultCb: false };
  await post(app, '/db/createcompany', { company, texts: ['Please type this short text.'] });
  const { data } = await post<{ data: { accessToken: string } }>(app, '/db/login', { user: { email, password: company.hashedPassword } });
  return { textFolder: name, accessToken: data.accessToken };
}

/**
 * `stagefinished` under load: each request is the third test of a different applicant (prepared
 * beforehand: invited, tests 1 and 2 done, test 3 issued), so every one records two events, a
 * result row and a results mail, which a worker sends meanwhile.
 */
export async function stageFinishedLoad(database: TestDatabase, applicants: number, helloRequestsPerSecond: number): Promise<Measured[]> {
  const smtp = await startTestSmtpServer();
  const redis = await createTestRedis();
  const config = loadConfig({ RATE_LIMIT: 'off', PASSWORD_HASH_COST: '12', REDIS_URL: await testRedisUrl(), SMTP_URL: smtp.url, MAIL_CONCURRENCY: '20' });
  const app = createApp({ db: database.db, redis, config });
  const company = await benchCompany(app, `stages${randomBytes(3).toString('hex')}`);

  const prepared: string[] = [];
  for (let first = 0; first < applicants; first += 15) {
    const rows = Array.from({ length: Math.min(15, applicants - first) }, (_, i) => ({ fullName: `Applicant ${first + i}`, email: `applicant${first + i}@bench.example` }));
    await post(app, '/db/sendinvitation', { ca: rows }, company.accessToken);
  }
  const codes = await database.db.selectFrom('mail_outbox').select('payload').where('kind', '=', 'applicantInvitation').execute();
  for (const { payload } of codes) {
    const link = { textFolder: company.textFolder, urlApplicantCode: (payload as { applicantCode: string }).applicantCode };
    let body = '';
    for (let stage = 1; stage <= 3; stage++) {
      const { data } = await post<{ data: { currentText: string } }>(app, '/applicant/getnexttext', link);
      const keystrokes = humanKeystrokeLog(data.currentText, { seed: stage });
      const request = { ...link, stage, wpm: score(data.currentText, keystrokes).wpm, keystrokes };
      if (stage < 3) await post(app, '/applicant/stagefinished', request);
      else body = JSON.stringify(request);
    }
    prepared.push(body);
  }

  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const queuePrefix = `bench-${randomBytes(4).toString('hex')}`;
  const worker = await startWorker({ db: database.db, config, queuePrefix });
  // The worker first sends what waits already (the invitations, and the contact requests of the
  // HTTP figures, which had no worker): the load starts on an empty outbox, so the figures below
  // are this load's and its results mails only.
  const unsent = async () =>
    Number((await database.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<string>().as('count')).where('status', 'in', ['pending', 'queued']).executeTakeFirstOrThrow()).count);
  while ((await unsent()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  const resultsSent = async () =>
    Number(
      (await database.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<string>().as('count')).where('kind', '=', 'applicantResults').where('status', '=', 'sent').executeTakeFirstOrThrow())
        .count,
    );
  let next = 0;
  const started = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/applicant/stagefinished`,
    connections: 20,
    amount: prepared.length,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: prepared[next++ % prepared.length] }) }],
  });
  const loadSeconds = (performance.now() - started) / 1000;
  let sent = await resultsSent();
  while (sent < prepared.length && performance.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    sent = await resultsSent();
  }
  const mailSeconds = (performance.now() - started) / 1000;
  await worker.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await smtp.close();
  await removeRedisKeys(config.REDIS_URL, queuePrefix);
  await redis.removeKeys();
  redis.disconnect();
  const failed = result.non2xx + result.errors;
  return [
    {
      measure: `POST /api/applicant/stagefinished, third test (${prepared.length} applicants, 20 connections, p99 ${result.latency.p99} ms${failed ? `, ${failed} failed` : ''}); GET /hello ${Math.round(helloRequestsPerSecond)} req/s`,
      value: prepared.length / loadSeconds,
      unit: 'req/s',
    },
    { measure: `results mails sent meanwhile by the worker (${sent} of ${prepared.length}, all by ${mailSeconds.toFixed(1)} s)`, value: sent / mailSeconds, unit: 'mails/s' },
  ];
}

const firstNames = ['Anna', 'Erik', 'Maria', 'Lars', 'Karin', 'Johan', 'Eva', 'Per', 'Sara', 'Nils', 'Ingrid', 'Olof', 'Elin', 'Gustav', 'Linnea', 'Axel', 'Maja', 'Oskar', 'Ebba', 'Hugo'];
const lastNames = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Pettersson', 'Jonsson', 'Jansson', 'Hansson', 'Bengtsson', 'Lindberg', 'Lindqvist', 'Berg', 'Holm', 'Sandberg'];

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
  const company = await benchCompany(app, `history${randomBytes(3).toString('hex')}`);
  const { company_id: companyId } = await database.db.selectFrom('companies').select('company_id').where('text_folder', '=', company.textFolder).executeTakeFirstOrThrow();

  const seeded = performance.now();
  await sql`
    INSERT INTO results (applicant_id, company_id, full_name, email, wpm, accuracy, stages, flags, finished_at)
    SELECT gen_random_uuid(),
           CASE WHEN n <= ${mine} THEN ${companyId}::uuid ELSE ('00000000-0000-4000-8000-' || lpad(to_hex(n % 9000), 12, '0'))::uuid END,
           (${sql.val(firstNames)}::text[])[1 + n % ${firstNames.length}] || ' ' || (${sql.val(lastNames)}::text[])[1 + (n / ${firstNames.length}) % ${lastNames.length}],
           'applicant' || n || '@mail' || (n % 97) || '.example',
           20 + n % 100, 80 + n % 21, '[]'::jsonb, '[]'::jsonb,
           now() - ((n % 365) || ' days')::interval - ((n % 86400) || ' seconds')::interval
    FROM generate_series(1, ${total}) AS n
  `.execute(database.db);
  await sql`ANALYZE results`.execute(database.db);
  const seedSeconds = (performance.now() - seeded) / 1000;

  const timed = async (body: object) => {
    const started = performance.now();
    await post(app, '/db/getspenthistory', { range: 0, dateSearch: '', textSearch: '', timeZone: 'Europe/Stockholm', ...body }, company.accessToken);
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
  await redis.removeKeys();
  redis.disconnect();
  const label = `${mine.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} results, ${searches} searches, seeded in ${seedSeconds.toFixed(0)} s`;
  return [
    { measure: `history search by name, p95 (${label}; p50 ${percentile(byName, 0.5).toFixed(1)} ms)`, value: percentile(byName, 0.95), unit: 'ms' },
    { measure: `history search by e-mail, p95 (p50 ${percentile(byEmail, 0.5).toFixed(1)} ms)`, value: percentile(byEmail, 0.95), unit: 'ms' },
    { measure: `history search by date, p95 (p50 ${percentile(byDate, 0.5).toFixed(1)} ms)`, value: percentile(byDate, 0.95), unit: 'ms' },
  ];
}
