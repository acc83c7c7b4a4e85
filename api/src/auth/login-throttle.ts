import type { Redis } from 'ioredis';
import { loginFailuresKey, type Config } from '@typetest/platform';

/**
 * Failed logins slow down the one who fails, never lock out the owner (docs/decisions/0021-failed-logins-slow-the-client.md).
 * Failures are counted per e-mail address and client address together: the first
 * LOGIN_FAILURE_LIMIT cost nothing, each further one makes that pair wait 1 s, then 2, 4, 8...
 * at most LOGIN_RATE_WINDOW_SECONDS (AWS Cognito's scheme). The owner logging in from another
 * client is not slowed at all, a successful login clears its own pair, and a password reset
 * clears every client's failures for the address.
 */
export interface LoginThrottle {
  /** The seconds this client must still wait before trying this address again; undefined: go ahead. */
  waitFor(email: string, client: string): Promise<number | undefined>;
  /** Counts a failed login; answers the wait it starts (0 while failures are still free). */
  failed(email: string, client: string): Promise<number>;
  /** A correct password from this client: its failures for the address are forgotten. */
  succeeded(email: string, client: string): Promise<void>;
  /** The password was reset: every client's failures for the address are forgotten. */
  clearAddress(email: string): Promise<void>;
}

/** The wait after the `failures`-th failure in a row: none while free, then doubling from 1 s up to `capSeconds`. */
export function loginDelaySeconds(failures: number, freeFailures: number, capSeconds: number): number {
  if (failures <= freeFailures) return 0;
  // 2^31 s is far past any cap; the exponent is bounded so the number stays a number.
  return Math.min(2 ** Math.min(failures - freeFailures - 1, 31), capSeconds);
}

interface PairState {
  failures: number;
  /** When the current wait ends (epoch ms); 0 for none. */
  until: number;
}

/** Where the counts live: Redis, shared by every api process; memory while Redis is away. */
interface FailureStore {
  get(email: string, client: string): Promise<PairState | undefined>;
  /** One more failure; `delayOf` turns the new count into the wait it starts (seconds). */
  add(email: string, client: string, delayOf: (failures: number) => number, now: number): Promise<number>;
  forget(email: string, client: string): Promise<void>;
  forgetAddress(email: string): Promise<void>;
}

const untilField = (client: string) => `${client} until`;

/**
 * One hash per address (`…:login-failures:<SHA-256 of the email>`, platform's loginFailuresKey), a count and a wait-end per client in it:
 * a reset deletes one key, and the key lives on only while failures keep coming.
 */
function redisStore(redis: Redis, prefix: string, ttlSeconds: number): FailureStore {
  const key = (email: string) => loginFailuresKey(prefix, email);
  return {
    async get(email, client) {
      const [failures, until] = await redis.hmget(key(email), client, untilField(client));
      if (failures === null) return undefined;
      return { failures: Number(failures), until: Number(until ?? 0) };
    },
    async add(email, client, delayOf, now) {
      const failures = await redis.hincrby(key(email), client, 1);
      const delay = delayOf(failures);
      const write = redis.multi();
      if (delay > 0) write.hset(key(email), untilField(client), String(now + delay * 1000));
      await write.expire(key(email), ttlSeconds).exec();
      return delay;
    },
    async forget(email, client) {
      await redis.hdel(key(email), client, untilField(client));
    },
    async forgetAddress(email) {
      await redis.del(key(email));
    },
  };
}

const memoryAddressLimit = 100_000;

/** The stand-in while Redis does not answer: this process only, forgotten like the Redis keys. */
function memoryStore(ttlSeconds: number): FailureStore {
  const addresses = new Map<string, { pairs: Map<string, PairState>; expiresAt: number }>();
  const live = (email: string, now = Date.now()) => {
    const entry = addresses.get(email);
    if (entry && entry.expiresAt <= now) addresses.delete(email);
    return entry && entry.expiresAt > now ? entry : undefined;
  };
  return {
    async get(email, client) {
      return live(email)?.pairs.get(client);
    },
    async add(email, client, delayOf, now) {
      const entry = live(email, now) ?? { pairs: new Map<string, PairState>(), expiresAt: 0 };
      const pair = entry.pairs.get(client) ?? { failures: 0, until: 0 };
      pair.failures += 1;
      const delay = delayOf(pair.failures);
      if (delay > 0) pair.until = now + delay * 1000;
      entry.pairs.set(client, pair);
      entry.expiresAt = now + ttlSeconds * 1000;
      addresses.delete(email);
      addresses.set(email, entry);
      // Bounded: the address failed longest ago goes first (a Map keeps insertion order).
      if (addresses.size > memoryAddressLimit) addresses.delete(addresses.keys().next().value ?? email);
      return delay;
    },
    async forget(email, client) {
      live(email)?.pairs.delete(client);
    },
    async forgetAddress(email) {
      addresses.delete(email);
    },
  };
}

export function createLoginThrottle(redis: Redis, config: Config): LoginThrottle {
  if (config.RATE_LIMIT === 'off') return { waitFor: async () => undefined, failed: async () => 0, succeeded: async () => {}, clearAddress: async () => {} };
  const cap = config.LOGIN_RATE_WINDOW_SECONDS;
  // The longest wait, and a window after it: failures that far apart are forgotten.
  const ttlSeconds = 2 * cap;
  const shared = redisStore(redis, config.REDIS_PREFIX, ttlSeconds);
  const local = memoryStore(ttlSeconds);
  const delayOf = (failures: number) => loginDelaySeconds(failures, config.LOGIN_FAILURE_LIMIT, cap);

  // Like the other limits (api/src/http/rate-limit.ts): a Redis that is away or slow must not
  // fail or hang the login, so this process counts on its own meanwhile.
  async function either<T>(run: (store: FailureStore) => Promise<T>): Promise<T> {
    try {
      return await run(shared);
    } catch {
      return run(local);
    }
  }

  return {
    async waitFor(email, client) {
      const pair = await either((store) => store.get(email, client));
      const left = pair ? pair.until - Date.now() : 0;
      return left > 0 ? Math.ceil(left / 1000) : undefined;
    },
    failed: (email, client) => either((store) => store.add(email, client, delayOf, Date.now())),
    succeeded: (email, client) => either((store) => store.forget(email, client)),
    async clearAddress(email) {
      // Both: failures counted in memory during an outage must not outlive the reset either.
      await local.forgetAddress(email);
      await either((store) => store.forgetAddress(email));
    },
  };
}
