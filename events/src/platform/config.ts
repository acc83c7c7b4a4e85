import { z } from 'zod';

const onOff = z.enum(['on', 'off']);
const wholeNumber = (min: number, max: number) =>
  z.coerce.number({ error: `must be a whole number from ${min} to ${max}` }).int(`must be a whole number from ${min} to ${max}`).min(min, `must be a whole number from ${min} to ${max}`).max(max, `must be a whole number from ${min} to ${max}`);

/**
 * Every setting the product reads, with a working local default for each (README lists them).
 * Parsed once at start-up; a bad variable stops the process with one line saying what is wrong.
 */
const developmentJwtSecret = 'local-development-secret-change-me-in-production';

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
    PORT: wholeNumber(0, 65535).default(3000),
    /** Unset: `npm start` runs an embedded Postgres with its data under `.data/`. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    /** Connections per process; each mail being sent holds one (MAIL_CONCURRENCY), so keep it above that. */
    DATABASE_POOL_SIZE: wholeNumber(2, 500).default(20),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).default('redis://127.0.0.1:6379'),
    /** Every Redis key this deployment writes starts with it: products sharing one Redis must differ. */
    REDIS_PREFIX: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'must be 1 to 40 of a-z, 0-9, _ and -').default('typetest'),
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
    /** Trust X-Forwarded-For for the client address (only behind a proxy you run). */
    TRUST_PROXY: onOff.default('off'),
    BODY_LIMIT_BYTES: wholeNumber(1024, 10_485_760).default(65_536),
    /** `off`: this process serves the API only; run `npm run worker` elsewhere for mail. */
    WORKER: onOff.default('on'),
    MAIL_ATTEMPTS: wholeNumber(1, 50).default(8),
    MAIL_BACKOFF_MS: wholeNumber(10, 3_600_000).default(2000),
    MAIL_CONCURRENCY: wholeNumber(1, 200).default(8),
    EMBEDDED_POSTGRES_PORT: wholeNumber(1, 65535).default(54329),
    SHUTDOWN_TIMEOUT_MS: wholeNumber(0, 600_000).default(15_000),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET !== developmentJwtSecret, {
    path: ['JWT_SECRET'],
    message: 'must be set to a secret of your own in production',
  })
  .transform((env) => ({ ...env, PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '') }));

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
    const value = given[name];
    return `${name} ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
  });
  throw new ConfigError(`Bad configuration:\n  ${lines.join('\n  ')}`);
}
