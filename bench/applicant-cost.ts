/**
 * What one applicant costs the machine, for `npm run bench -- applicant`: CPU milliseconds over all
 * the product's processes for a whole applicant, from the company's invitation to the results mail:
 * the invitation (and its mail), the link opened (`submitauth`), four texts asked for
 * (`getnexttext` on opening and after each test, as web/src/features/applicant/applicant-test.tsx
 * does), three tests begun and finished with a keystroke log of about 12 KB each, and the results
 * mail sent. Counted: the product's process and all it started (API, mail worker, the SMTP client
 * inside it), Postgres's postmaster and every backend and helper under it, and the Redis the product
 * queues mail in. Not counted: the load generator and the SMTP server receiving the mails.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'kysely';
import { humanKeystrokeLog, type TestDatabase } from '@typetest/events/testing';
import { score } from '@typetest/events/scoring';
import { eachParallel, type Measured, overHttp, verifiedCompany } from './applicants.ts';
import { parentOf, treeCpuMs } from './processes.ts';
import { startProductProcess } from './product-process.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { testRedisUrl } from '../api/src/testing/redis.ts';

/** How fast the bench's applicants type: 100 ms a key is about 120 WPM, so a test of ~530 characters takes ~53 s. */
const msPerKey = 100;

const sentences = [
  'Thank you for your order. We have received your payment and the goods will leave our warehouse within two working days. ',
  'If anything is missing or damaged when it arrives, reply to this message and we will put it right at once. ',
  'Our customer service answers the phone on weekdays between eight and five, and e-mail within one working day. ',
  'Returns are free within thirty days: pack the goods in their original box and use the label in the parcel. ',
  'We store your address only as long as the law requires, and never share it with anyone outside the company. ',
];

/** Three texts of about 530 characters, each typed into a keystroke log of about 12 KB of JSON (a key a record). */
const companyTexts = [0, 1, 2].map((offset) => {
  const prose = Array.from({ length: 6 }, (_, index) => sentences[(offset + index) % sentences.length]).join('');
  return prose.slice(0, prose.lastIndexOf(' ', 530)).trim();
});

/** A Redis of the bench's own (redis-server from the PATH, nothing stored on disk), so its CPU time is this load's alone; the shared one when there is none. */
async function benchRedis(): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const started = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.once('exit', () => resolve(false));
    server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Ready to accept connections') && resolve(true));
  });
  if (!started) return { url: await testRedisUrl(), pid: undefined, stop: async () => {} };
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: server.pid,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** The postmaster of the Postgres `database` is on: a backend's parent. */
export async function postmasterOf(database: TestDatabase): Promise<number | undefined> {
  const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(database.db);
  const backend = rows[0]?.pid;
  return backend === undefined ? undefined : parentOf(backend);
}

type Parts = Record<string, number | undefined>;

/** CPU ms each process tree has spent so far (those /proc cannot show are left out). */
const readCpu = (parts: Parts) =>
  Object.fromEntries(
    Object.entries(parts).flatMap(([name, root]) => {
      const ms = root === undefined ? undefined : treeCpuMs(root);
      return ms === undefined ? [] : [[name, ms] as const];
    }),
  );

const spentBetween = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(Object.entries(after).map(([name, ms]) => [name, ms - (before[name] ?? 0)] as const));

const sum = (spent: Record<string, number>) => Object.values(spent).reduce((total, ms) => total + ms, 0);

/**
 * `applicants` whole applicants through the product as `npm start` runs it (product-process.ts),
 * all at once, their starts spread over a few seconds. Each types at a human pace (the server
 * refuses a log longer than the time since it issued the text), so the run lasts about three
 * tests' typing, whatever the count. The idle processes' own CPU over the same time (timers,
 * Postgres's background work), measured beforehand, is taken off, and shown.
 */
export async function applicantCost(database: TestDatabase, applicants: number): Promise<Measured[]> {
  const smtp = await startSmtpSink();
  const redis = await benchRedis();
  const product = await startProductProcess({ databaseUrl: database.url, redisUrl: redis.url, smtpUrl: smtp.url, deployment: 'inside' });
  try {
    const post = overHttp(product.url);
    const company = await verifiedCompany(post, smtp, `cost${randomBytes(3).toString('hex')}`, companyTexts);
    const outboxCount = async (where: 'unsent' | 'results') => {
      let query = database.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<string>().as('count'));
      query = where === 'unsent' ? query.where('status', 'in', ['pending', 'queued']) : query.where('kind', '=', 'applicantResults').where('status', '=', 'sent');
      return Number((await query.executeTakeFirstOrThrow()).count);
    };
    while ((await outboxCount('unsent')) > 0) await pause(100);
    const resultsBefore = await outboxCount('results');

    const parts: Parts = { 'API + worker': product.pids.api[0], Postgres: await postmasterOf(database), ...(redis.pid ? { Redis: redis.pid } : {}) };
    // Idle: what the processes spend doing nothing (timers, polls, Postgres's background writers).
    const idleSeconds = 10;
    const idleBefore = readCpu(parts);
    await pause(idleSeconds * 1000);
    const idlePerSecond = sum(spentBetween(idleBefore, readCpu(parts))) / idleSeconds;

    // Connections Postgres opened meanwhile (each a backend started, and its statements prepared again).
    const sessions = async () => Number((await sql<{ n: string }>`SELECT sum(sessions) AS n FROM pg_stat_database`.execute(database.db)).rows[0]?.n ?? 0);
    const sessionsBefore = await sessions();
    const before = readCpu(parts);
    const started = performance.now();
    for (let first = 0; first < applicants; first += 15) {
      const rows = Array.from({ length: Math.min(15, applicants - first) }, (_, i) => ({ fullName: `Applicant ${first + i}`, email: `applicant${first + i}@cost.example` }));
      await post('/db/sendinvitation', { ca: rows }, company.accessToken);
    }
    const linkPattern = new RegExp(`/${company.textFolder}\\?code=([A-Za-z0-9_-]+)`);
    const codes = async () => [...new Set((await smtp.texts()).flatMap((text) => linkPattern.exec(text)?.[1] ?? []))];
    while ((await codes()).length < applicants) await pause(250);

    const spreadMs = 5000;
    let index = 0;
    await eachParallel(await codes(), applicants, async (urlApplicantCode) => {
      await pause((spreadMs * index++) / applicants);
      const link = { textFolder: company.textFolder, urlApplicantCode };
      await post('/applicant/submitauth', link);
      let next = await post<{ data: { currentText: string } }>('/applicant/getnexttext', link);
      for (let stage = 1; stage <= 3; stage++) {
        const issued = performance.now();
        const text = next.data.currentText;
        const keystrokes = humanKeystrokeLog(text, { msPerKey });
        await post('/applicant/stagestarted', { ...link, stage });
        // Typing takes as long as the log says (less the server's allowance for clocks: judge-stage.ts).
        const typing = keystrokes.at(-1)!.at - keystrokes[0]!.at;
        await pause(Math.max(0, typing - 4000 - (performance.now() - issued)));
        await post('/applicant/stagefinished', { ...link, stage, wpm: score(text, keystrokes).wpm, keystrokes });
        next = await post<{ data: { currentText: string } }>('/applicant/getnexttext', link);
      }
    });
    while ((await outboxCount('results')) - resultsBefore < applicants || (await outboxCount('unsent')) > 0) await pause(250);
    const seconds = (performance.now() - started) / 1000;
    const spent = spentBetween(before, readCpu(parts));
    const opened = (await sessions()) - sessionsBefore;
    const idle = idlePerSecond * seconds;
    const perApplicant = (sum(spent) - idle) / applicants;
    const breakdown = Object.entries(spent)
      .map(([name, ms]) => `${name} ${(ms / applicants).toFixed(1)}`)
      .join(', ');
    return [
      {
        measure: `CPU per applicant, all processes (${applicants} applicants: invitation, 4 texts, 3 tests of ~12 KB logs, results mail; in ${seconds.toFixed(0)} s; ms each: ${breakdown}, less idle ${(idle / applicants).toFixed(1)} (${idlePerSecond.toFixed(0)} ms/s); ${opened} Postgres connections opened)`,
        value: perApplicant,
        unit: 'CPU ms',
      },
    ];
  } finally {
    await product.stop();
    await smtp.close();
    await redis.stop();
  }
}
