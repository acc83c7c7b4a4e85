import { z } from 'zod';
import { trustProxyProblem } from './trust-proxy.ts';

const onOff = z.enum(['on', 'off']);
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

/** A positive number, fractions allowed (so a test can make an hour a second): at most `max`. */
const positiveNumber = (max: number) =>
  z.coerce
    .number({ error: `must be a number above 0 and at most ${max}` })
    .positive(`must be a number above 0 and at most ${max}`)
    .max(max, `must be a number above 0 and at most ${max}`);

/**
 * Every setting the product reads, with a working local default for each (README lists them).
 * Parsed once at start-up; a bad variable stops the process with one line saying what is wrong.
 */
const developmentJwtSecret = 'local-development-secret-change-me-in-production';

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
    PORT: wholeNumber(0, 65535).default(3000),
    /** The address `npm start` listens on: this machine only, unless set (`0.0.0.0` in a container). */
    HOST: z.string().trim().min(1, 'must be an address to listen on').default('127.0.0.1'),
    /** Unset: `npm start` runs an embedded Postgres with its data under `.data/`. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    /** Connections per process; each mail being sent holds one (MAIL_CONCURRENCY), so keep it above that. */
    DATABASE_POOL_SIZE: wholeNumber(2, 500).default(20),
    /** Longest wait to open a Postgres connection, or for a free one from the pool. */
    DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(100, 600_000).default(3000),
    /** Longest one statement may run (0: no limit); a silent server is given up 1 s later. */
    DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(0, 3_600_000).default(5000),
    /**
     * Longest one CSV export may take from the first byte to the last; past it the download fails
     * visibly (the stream is broken off, never ended cleanly). Its batches are statements of their own.
     */
    CSV_EXPORT_TIME_LIMIT_MS: wholeNumber(1, 3_600_000).default(300_000),
    /** Unset: the Redis at 127.0.0.1:PRIVATE_REDIS_PORT, which `npm start` runs itself when none answers there. */
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
    PRIVATE_REDIS_PORT: wholeNumber(1, 65535).default(6379),
    /** The private redis-server's data directory (relative to where the product is started); made on first use. */
    PRIVATE_REDIS_DIR: z.string().trim().min(1, 'must be a directory').default('.data/redis'),
    /** Every Redis key this deployment writes starts with it: products sharing one Redis must differ. */
    /** Longest one Redis command may take before the API gives up on it (rate limits then count in memory). */
    REDIS_COMMAND_TIMEOUT_MS: wholeNumber(50, 60_000).default(1000),
    REDIS_PREFIX: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/, 'must be 1 to 40 of a-z, 0-9, _ and -')
      .default('typetest'),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).default('smtp://127.0.0.1:1025'),
    /** Where people reach the product; links in mails start with it. Defaults to http://localhost:PORT. */
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
    OPERATOR_EMAIL: z.email('must be an e-mail address').default('operators@typetest.localhost'),
    MAIL_FROM: z.string().min(3).default('Typetest <no-reply@typetest.localhost>'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(developmentJwtSecret),
    /** `off` turns every rate limit off (benchmarks). */
    RATE_LIMIT: onOff.default('on'),
    CONTACT_RATE_LIMIT: wholeNumber(1, 1_000_000).default(5),
    CONTACT_RATE_WINDOW_SECONDS: wholeNumber(1, 86_400).default(600),
    /**
     * Whose X-Forwarded-For to believe for the client address: `off`, a number of proxy hops, or
     * the proxies' addresses/CIDRs (trust-proxy.ts). Kept as written: `off` is the string 'off'.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('off')
      .superRefine((value, ctx) => {
        const problem = trustProxyProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    BODY_LIMIT_BYTES: wholeNumber(1024, 10_485_760).default(65_536),
    /** `off`: this process serves the API only; run `npm run worker` elsewhere for mail. */
    WORKER: onOff.default('on'),
    /** HTTP processes sharing PORT (`npm start`): one Node process uses one core (server/src/main.ts). */
    API_PROCESSES: wholeNumber(1, 64).default(1),
    /**
     * How long a mail the SMTP server cannot take now (no connection, a timeout, a 4xx answer) is
     * tried again, counted from its first failed attempt, before it is marked failed: a mail
     * server's queue. A permanent (5xx) answer fails it at once.
     */
    MAIL_RETRY_HOURS: positiveNumber(24 * 30).default(24),
    /** The first retry's delay; it doubles each try (with jitter) up to MAIL_BACKOFF_MAX_MS. */
    MAIL_BACKOFF_MS: wholeNumber(10, 3_600_000).default(2000),
    MAIL_BACKOFF_MAX_MS: wholeNumber(10, 86_400_000).default(600_000),
    MAIL_CONCURRENCY: wholeNumber(1, 200).default(8),
    /**
     * The nice value the mail worker run on its own (`npm run worker`) lowers its CPU priority to,
     * so requests come first on shared cores (worker/src/cpu-priority.ts); 0: left as it is.
     */
    MAIL_WORKER_NICE: wholeNumber(0, 19).default(10),
    /** scrypt's cost as a power of two (N = 2^cost, r 8, p 1): 17 is OWASP's advice; production refuses less. */
    PASSWORD_HASH_COST: wholeNumber(10, 20).default(17),
    /** How long a sign-in lasts without use: each refresh token expires this many days after it is issued. */
    REFRESH_TOKEN_DAYS: wholeNumber(1, 365).default(30),
    /** Login attempts per client address per window. */
    LOGIN_RATE_LIMIT: wholeNumber(1, 1_000_000).default(20),
    /**
     * Failed logins per e-mail address and client that cost nothing; each further one makes that
     * client wait for that address (1 s, doubling, at most LOGIN_RATE_WINDOW_SECONDS). Other
     * clients, the owner's, are not slowed (api/src/auth/login-throttle.ts).
     */
    LOGIN_FAILURE_LIMIT: wholeNumber(1, 1_000_000).default(5),
    LOGIN_RATE_WINDOW_SECONDS: wholeNumber(1, 86_400).default(900),
    /** Other calls anyone can make about accounts (duplicates check, registration, reset and action codes) per client address per window. */
    ACCOUNT_RATE_LIMIT: wholeNumber(1, 1_000_000).default(30),
    ACCOUNT_RATE_WINDOW_SECONDS: wholeNumber(1, 86_400).default(600),
    /** Account mails (password reset, verification again, support) per e-mail address or company per window. */
    ACCOUNT_MAIL_RATE_LIMIT: wholeNumber(1, 1_000_000).default(5),
    ACCOUNT_MAIL_RATE_WINDOW_SECONDS: wholeNumber(1, 86_400).default(3600),
    /** Invitations (each applicant invited or invited again) per company per window. */
    INVITATION_RATE_LIMIT: wholeNumber(1, 1_000_000).default(200),
    INVITATION_RATE_WINDOW_SECONDS: wholeNumber(1, 86_400).default(3600),
    /** A company's public link for job adverts: requests per client address, and invitations asked for one e-mail address, per window (docs/decisions/0063-invitation-submits-and-public-link.md). */
    INVITATION_LINK_CLIENT_LIMIT: wholeNumber(1, 1_000_000).default(10),
    INVITATION_LINK_CLIENT_WINDOW_SECONDS: wholeNumber(1, 86_400).default(3600),
    INVITATION_LINK_ADDRESS_LIMIT: wholeNumber(1, 1_000_000).default(3),
    INVITATION_LINK_ADDRESS_WINDOW_SECONDS: wholeNumber(1, 86_400).default(86_400),
    /** Opening a shared result (/shared/{token}) per client address per window (docs/decisions/0066-shared-result-links.md). */
    SHARED_RESULT_CLIENT_LIMIT: wholeNumber(1, 1_000_000).default(60),
    SHARED_RESULT_CLIENT_WINDOW_SECONDS: wholeNumber(1, 86_400).default(600),
    /**
     * Mails with a link (invitations, new links, reminders by hand) a company may send to addresses
     * not its own while its login e-mail is not verified, in all: the product's sender must not
     * carry an unknown sender's words to any address. 0: none before verifying.
     */
    UNVERIFIED_INVITATION_LIMIT: wholeNumber(0, 1_000_000).default(3),
    /**
     * Mails one address may get from one company per window: invitations, new links, reminders and
     * the notices of its account's changes (docs/decisions/0044-mails-a-company-may-cause.md).
     */
    RECIPIENT_MAIL_LIMIT: wholeNumber(1, 1_000_000).default(5),
    RECIPIENT_MAIL_WINDOW_SECONDS: wholeNumber(1, 7 * 86_400).default(86_400),
    /** The applicant's calls (their personal link) per client address per window. */
    APPLICANT_RATE_LIMIT: wholeNumber(1, 1_000_000).default(300),
    APPLICANT_RATE_WINDOW_SECONDS: wholeNumber(1, 86_400).default(600),
    /**
     * How long after the last link was mailed (the invitation, sending it again, or a reminder by
     * hand) an applicant who has not finished gets the one automatic reminder, in hours.
     */
    REMINDER_AFTER_HOURS: positiveNumber(24 * 365).default(48),
    /** How often the worker looks for applicants due a reminder, in seconds. */
    REMINDER_CHECK_SECONDS: positiveNumber(86_400).default(60),
    /** How often the worker erases applicants past their company's retention period, in seconds (and once at start-up): once a day. */
    RETENTION_CHECK_SECONDS: positiveNumber(7 * 86_400).default(86_400),
    /**
     * How long after a company asks to close its account it is closed and its data erased, in days
     * (it may log in and cancel meanwhile; docs/decisions/0068-closing-an-account.md). The worker
     * closes it at its next retention round after that.
     */
    ACCOUNT_CLOSING_GRACE_DAYS: positiveNumber(365).default(30),
    EMBEDDED_POSTGRES_PORT: wholeNumber(1, 65535).default(54329),
    /** The embedded Postgres's data directory (relative to where the product is started); made on first use. */
    EMBEDDED_POSTGRES_DIR: z.string().trim().min(1, 'must be a directory').default('.data/postgres'),
    SHUTDOWN_TIMEOUT_MS: wholeNumber(0, 600_000).default(15_000),
    /**
     * The operators' login for /api/metrics (HTTP basic auth). Both unset: no metrics are served
     * (docs/decisions/0050-mail-retry-period-health-metrics.md).
     */
    OPS_USER: z.string().min(1).optional(),
    OPS_PASSWORD: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .refine((env) => (env.OPS_USER === undefined) === (env.OPS_PASSWORD === undefined), {
    path: ['OPS_PASSWORD'],
    message: 'must be set together with OPS_USER (or neither)',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET !== developmentJwtSecret, {
    path: ['JWT_SECRET'],
    message: 'must be set to a secret of your own in production',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PASSWORD_HASH_COST >= 17, {
    path: ['PASSWORD_HASH_COST'],
    message: 'must be at least 17 in production',
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    REDIS_URL: env.REDIS_URL ?? `redis://127.0.0.1:${env.PRIVATE_REDIS_PORT}`,
    /** Whether REDIS_URL was given: only without it may `npm start` run a Redis of its own. */
    REDIS_URL_SET: env.REDIS_URL !== undefined,
  }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment; throws one ConfigError whose message has a line per bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "use the default", as in most shells' `VAR= cmd`.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const value = shownValue(name, given[name]);
    return `${name} ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
  });
  throw new ConfigError(`Bad configuration:\n  ${lines.join('\n  ')}`);
}

/** Never printed, not even in part. */
const secretVariables = new Set(['JWT_SECRET', 'OPS_PASSWORD']);

/** A bad value as start-up may print it: never a secret, and URLs without their credentials. */
function shownValue(name: string, value: string | undefined): string | undefined {
  if (value === undefined || secretVariables.has(name)) return undefined;
  return name.endsWith('_URL') ? withoutCredentials(value) : value;
}

/**
 * Hides everything before the last `@` (user and password, however malformed the URL) and the
 * value of any query parameter that sounds like a credential (libpq takes `?password=`).
 */
function withoutCredentials(url: string): string {
  return url
    .replace(/^([a-z][a-z0-9+.-]*:\/\/)?.*@/i, (_match, scheme: string | undefined) => `${scheme ?? ''}***@`)
    .replace(/([?&][^=&#]*(?:pass|secret|token|key|auth)[^=&#]*=)[^&#]*/gi, '$1***');
}
