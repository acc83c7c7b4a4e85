import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@typetest/events';
import { testRedisUrl } from '@typetest/events/testing';
import { spawnTestProcess } from '@typetest/events/testing/test-processes';

/**
 * What an auditor reads to check an erasure (docs/privacy.md): the whole database as `pg_dump`
 * prints it, every key and value of Redis, and `npm run ops -- replay` run as an operator runs it.
 * Shared by the erasure of one applicant and the closing of an account.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Everything the database holds, as an auditor reads it: `pg_dump` of the test's own database. */
export async function databaseDump(databaseUrl: string): Promise<string> {
  const { stdout } = await promisify(execFile)('pg_dump', ['--no-owner', '--dbname', databaseUrl], { maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

/** Every key of the Redis server and every value under it (strings, hashes, lists, sets, sorted sets, streams). */
export async function redisDump(): Promise<string> {
  const redis = new Redis(await testRedisUrl());
  try {
    const parts: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'COUNT', '1000');
      cursor = next;
      for (const key of keys) {
        const type = await redis.type(key);
        const value =
          type === 'string'
            ? await redis.get(key)
            : type === 'hash'
              ? await redis.hgetall(key)
              : type === 'list'
                ? await redis.lrange(key, 0, -1)
                : type === 'set'
                  ? await redis.smembers(key)
                  : type === 'zset'
                    ? await redis.zrange(key, '0', '-1')
                    : type === 'stream'
                      ? await redis.xrange(key, '-', '+')
                      : null;
        parts.push(key, JSON.stringify(value));
      }
    } while (cursor !== '0');
    return parts.join('\n');
  } finally {
    redis.disconnect();
  }
}

/** A stretch of a keystroke log as Postgres prints it in jsonb (as a plain log in an event would be dumped), and as JSON. */
export async function logFragments(db: Kysely<Database>, keystrokes: readonly unknown[]): Promise<string[]> {
  const { rows } = await sql<{ text: string }>`SELECT ${JSON.stringify(keystrokes.slice(0, 8))}::jsonb::text AS text`.execute(db);
  return [rows[0]!.text.slice(1, -1), JSON.stringify(keystrokes.slice(0, 8)).slice(1, -1)];
}

/** `npm run ops -- replay` against the test's database, as an operator runs it. */
export async function opsReplay(databaseUrl: string): Promise<void> {
  const child = spawnTestProcess(process.execPath, ['--import', 'tsx', 'api/src/ops/cli.ts', 'replay'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`replay failed (${code}): ${stderr}`);
}

/** Which of `texts` the database or Redis still holds. */
export async function foundAnywhere(databaseUrl: string, texts: readonly string[]): Promise<string[]> {
  const [database, redis] = await Promise.all([databaseDump(databaseUrl), redisDump()]);
  return texts.filter((text) => database.includes(text) || redis.includes(text));
}
