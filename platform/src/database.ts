import { Kysely, PostgresDialect, type PostgresCursor, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely';
import { createHash } from 'node:crypto';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from '@typetest/events';
import type { Config } from './config.ts';
import { DependencyUnavailable } from './dependency-unavailable.ts';

export interface DatabaseOptions {
  /** Connections in the pool. */
  max?: number;
  /** Longest wait to open a connection or to get a free one from the pool; unset: no limit. */
  connectTimeoutMs?: number;
  /** Longest one statement may run (Postgres cancels it); unset or 0: no limit. */
  statementTimeoutMs?: number;
}

/**
 * How much longer than the statement timeout the client waits for any answer at all. Past it the
 * server is not answering (frozen, or the network is), and the connection is dropped.
 */
const silentServerGraceMs = 1000;

/** How long a connection may sit idle in the pool before it is closed: through the lulls between bursts of requests. */
const idleConnectionMs = 5 * 60_000;

export const databaseOptions = (config: Config): DatabaseOptions => ({
  max: config.DATABASE_POOL_SIZE,
  connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
});

// bigint columns (positions, ids) arrive as strings: exact, and safe past 2^53.
export function createDatabase(url: string, options: DatabaseOptions = {}): Kysely<Database> {
  const statementTimeoutMs = options.statementTimeoutMs || undefined;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // A connection is dear to open: Postgres forks a backend whose caches start cold, and every
    // statement is prepared on it again (preparedOnce). pg closes one idle for 10 s, so bursty
    // traffic (applicants' finished tests come a minute apart) opened one for every few requests
    // (bench/applicant-cost.ts counts them; docs/decisions/0073-cheaper-applicants-and-mails.md).
    idleTimeoutMillis: idleConnectionMs,
    // Idle connections alone do not keep a process (a script, a test) from exiting.
    allowExitOnIdle: true,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs && statementTimeoutMs + silentServerGraceMs,
  });
  // An idle client losing its server (a Postgres restart) must not crash the process.
  pool.on('error', (error) => console.warn(`postgres: idle connection lost (${error.message})`));
  // Nor may a checked-out one between two queries (a sender's transaction waiting on SMTP): pg
  // emits that loss with no listener attached; the transaction's next query then fails instead.
  pool.on('connect', (client) => {
    let lost = false;
    client.on('error', (error) => {
      if (!lost) console.warn(`postgres: connection lost while in use (${error.message})`);
      lost = true;
    });
  });
  // pg-cursor: Kysely's .stream() reads a large result (a CSV export) a chunk at a time, not whole.
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: guarded(pool), cursor: Cursor }) });
}

/**
 * The pool as Kysely sees it, with two guards: a Postgres that is down, frozen or too slow
 * surfaces as DependencyUnavailable, and a connection whose statement got no answer is never
 * handed out again. Reused, it would still be mid-conversation: its late answer (even a
 * transaction's COMMIT) would land in the next request's turn.
 */
function guarded(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      try {
        return new GuardedClient(await pool.connect());
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    end: () => pool.end(),
  };
}

class GuardedClient implements PostgresPoolClient {
  #unanswered: Error | undefined;
  /** The connection holds a prepared statement the schema has outgrown: closed on release, never reused. */
  #stale: Error | undefined;
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(statement: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof statement !== 'string') {
      if (this.#unanswered) throw this.#unanswered;
      // A cursor (Kysely's .stream()) is pg's to run; its failures reach the reader of the stream.
      return this.client.query(statement as unknown as Cursor<R>) as unknown as PostgresCursor<R>;
    }
    // After a statement went unanswered, even Kysely's ROLLBACK would only queue up behind it.
    if (this.#unanswered) return Promise.reject(this.#unanswered);
    const prepared = this.#stale ? { text: statement, values: [...parameters] } : preparedOnce(this.client, statement, parameters);
    return this.client.query(prepared).then(
      (result) => result as unknown as PostgresQueryResult<R>,
      (error: unknown) => {
        if (isStalePlan(error)) {
          // A migration changed a table under a statement this connection prepared before it. Run
          // it unprepared when no transaction was lost with it, and retire the connection.
          this.#stale = error as Error;
          if (this.client.getTransactionStatus() === 'I') return this.query<R>(statement, parameters);
        }
        const failure = asUnavailable(error);
        if (failure instanceof DependencyUnavailable && isReadTimeout(error)) this.#unanswered = failure;
        throw failure;
      },
    );
  }

  release() {
    // Released with an error, pg's pool closes the connection instead of keeping it.
    this.client.release(this.#unanswered ?? this.#stale ?? false);
  }
}

/** Postgres refusing a prepared statement whose tables changed shape since it was prepared (SQLSTATE 0A000). */
const isStalePlan = (error: unknown) =>
  error instanceof Error && (error as { code?: unknown }).code === '0A000' && error.message.includes('cached plan must not change result type');

/** Distinct statements kept prepared per connection: Kysely writes a new text for every length of an `in` list, so the set is bounded. */
const preparedPerConnection = 500;
const preparedNames = new WeakMap<pg.PoolClient, Set<string>>();
/** Each statement's name, worked out once per text (the texts are few; the hash is not free at every call). */
const namesByText = new Map<string, string>();

const statementName = (text: string) => {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    if (namesByText.size < preparedPerConnection * 4) namesByText.set(text, name);
  }
  return name;
};

/**
 * The statement as a named prepared statement (named by a hash of its text), so Postgres parses
 * and plans each distinct statement once per connection instead of at every call (a third of the
 * server's time for a finished test: bench/applicants.ts); past `preparedPerConnection` distinct
 * texts a connection runs the rest unnamed. Statements without parameters (BEGIN, COMMIT,
 * migrations) stay unnamed.
 */
function preparedOnce(client: pg.PoolClient, text: string, parameters: ReadonlyArray<unknown>): pg.QueryConfig {
  const values = [...parameters];
  if (values.length === 0) return { text, values };
  const name = statementName(text);
  let names = preparedNames.get(client);
  if (names === undefined) {
    names = new Set();
    preparedNames.set(client, names);
  }
  if (!names.has(name)) {
    if (names.size >= preparedPerConnection) return { text, values };
    names.add(name);
  }
  return { name, text, values };
}

const isReadTimeout = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';

/** Network failures, connection timeouts, and the SQLSTATEs that mean "not now" rather than "wrong". */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', '57014', '57P01', '57P02', '57P03', '53300']);
const unavailableMessages = /Query read timeout|timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/;

function asUnavailable(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof DependencyUnavailable) return error;
  const code = (error as { code?: unknown }).code;
  const unavailable = (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) || unavailableMessages.test(error.message);
  if (!unavailable) return error;
  const reason = isReadTimeout(error) ? 'no answer in time' : error.message || String(code);
  return new DependencyUnavailable('Postgres', reason, { cause: error });
}
