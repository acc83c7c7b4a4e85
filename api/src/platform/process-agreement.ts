import { createHmac, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Config } from '@typetest/platform';
import { StartupError } from './services.ts';

/**
 * API processes must share PUBLIC_URL and JWT_SECRET: an access token names the first as its
 * issuer and is signed with the second, so a process with other ones answers another's users 401.
 * Each API process keeps a short-lived key in Redis, under REDIS_PREFIX (one deployment), saying
 * what it uses; one starting beside live processes that use other ones refuses to start
 * (docs/decisions/0052-processes-agree-private-redis.md).
 *
 * Never the secret itself: an HMAC of a fixed text keyed with it, which tells no more about it than
 * any access token the product hands out (an HMAC of known claims with the same key).
 */
interface Announcement {
  publicUrl: string;
  secret: string;
}

/** A process that stopped without leaving (killed) is forgotten this long after its last renewal. */
export const processLifetimeMs = 20_000;
const renewEveryMs = 5_000;

const keyPattern = (config: Pick<Config, 'REDIS_PREFIX'>) => `${config.REDIS_PREFIX}:api-process:`;

function announcementOf(config: Pick<Config, 'PUBLIC_URL' | 'JWT_SECRET'>): Announcement {
  return { publicUrl: config.PUBLIC_URL, secret: createHmac('sha256', config.JWT_SECRET).update('typetest api process agreement').digest('base64url') };
}

const parse = (value: string | null): Announcement | undefined => {
  try {
    const parsed: unknown = value === null ? undefined : JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && 'publicUrl' in parsed && 'secret' in parsed ? (parsed as Announcement) : undefined;
  } catch {
    return undefined;
  }
};

/** What the live processes announce, but `except`'s own key. */
async function liveAnnouncements(redis: Redis, config: Pick<Config, 'REDIS_PREFIX'>, except?: string): Promise<Announcement[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${keyPattern(config)}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...found.filter((key) => key !== except));
  } while (cursor !== '0');
  if (keys.length === 0) return [];
  return (await redis.mget(keys)).map(parse).filter((announcement) => announcement !== undefined);
}

/** The one line saying which of the two differs, or nothing when they agree. */
function disagreement(mine: Announcement, live: readonly Announcement[]): string | undefined {
  const otherUrl = live.find((other) => other.publicUrl !== mine.publicUrl);
  const otherSecret = live.find((other) => other.secret !== mine.secret);
  if (!otherUrl && !otherSecret) return undefined;
  const which = [otherUrl ? `PUBLIC_URL (they use ${otherUrl.publicUrl}, this one ${mine.publicUrl})` : undefined, otherSecret ? 'JWT_SECRET' : undefined]
    .filter(Boolean)
    .join(' and ');
  return `Other API processes of this deployment (REDIS_PREFIX) are running with another ${which}: each would answer the other's users 401. Start this one with theirs, or stop them all first to change it (a process killed is forgotten ${processLifetimeMs / 1000} s after it stopped).`;
}

/** Refuses (StartupError) when live API processes use another PUBLIC_URL or JWT_SECRET; registers nothing. */
export async function checkApiProcessesAgree(redis: Redis, config: Pick<Config, 'PUBLIC_URL' | 'JWT_SECRET' | 'REDIS_PREFIX'>): Promise<void> {
  const problem = disagreement(announcementOf(config), await liveAnnouncements(redis, config));
  if (problem) throw new StartupError(problem);
}

/**
 * Announces this process for as long as it runs, after checking the live ones agree. It announces
 * before it looks, so of two starting at once with different values, each sees the other and
 * neither serves (rather than both).
 */
export async function joinApiProcesses(redis: Redis, config: Pick<Config, 'PUBLIC_URL' | 'JWT_SECRET' | 'REDIS_PREFIX'>): Promise<{ leave(): Promise<void> }> {
  const key = `${keyPattern(config)}${randomUUID()}`;
  const mine = announcementOf(config);
  const announce = () => redis.set(key, JSON.stringify(mine), 'PX', processLifetimeMs);
  await announce();
  const problem = disagreement(mine, await liveAnnouncements(redis, config, key));
  if (problem) {
    await redis.del(key);
    throw new StartupError(problem);
  }
  // A Redis away for a moment only delays the renewal; the key lives four renewals.
  const renewal = setInterval(() => void announce().catch(() => {}), renewEveryMs);
  renewal.unref();
  return {
    async leave() {
      clearInterval(renewal);
      await redis.del(key).catch(() => {});
    },
  };
}
