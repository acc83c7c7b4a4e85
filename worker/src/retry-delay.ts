import type { Config } from '@typetest/platform';

/**
 * How long to wait before trying a mail again after its `attempts`-th failed attempt: MAIL_BACKOFF_MS,
 * doubling each attempt, never above MAIL_BACKOFF_MAX_MS, with jitter (somewhere between half and
 * all of it) so that the mails of one outage do not all come back at the same moment. With the
 * defaults, 2 s, 4 s, ... then every 5 to 10 minutes for MAIL_RETRY_HOURS
 * (docs/decisions/0050-mail-retry-period-health-metrics.md).
 */
export function retryDelayMs(attempts: number, config: Pick<Config, 'MAIL_BACKOFF_MS' | 'MAIL_BACKOFF_MAX_MS'>, random: () => number = Math.random): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 40);
  const full = Math.min(config.MAIL_BACKOFF_MS * 2 ** doublings, config.MAIL_BACKOFF_MAX_MS);
  return Math.round(full / 2 + (random() * full) / 2);
}
