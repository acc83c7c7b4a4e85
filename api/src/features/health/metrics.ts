import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { sql } from 'kysely';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { mailQueueName } from '@typetest/platform';
import type { AppDependencies } from '../../http/env.ts';
import type { MailPipeline } from './mail-pipeline.ts';
import { processMetricsReader } from './process-metrics.ts';

/**
 * The process's Prometheus metrics (GET /api/metrics, for operators): requests by route pattern
 * and status with their latency, Node's own (event-loop lag among them), and the mail pipeline's
 * state read at each scrape from Postgres and Redis, so every process tells the same about mail
 * (docs/decisions/0050-mail-retry-period-health-metrics.md).
 */
export function createMetrics({ db, redis, config }: AppDependencies, readMailPipeline: () => Promise<MailPipeline>) {
  // This process's own (summed over the HTTP processes under the supervisor: process-metrics.ts),
  // and the mail pipeline's, which are the same from every process.
  const registry = new Registry();
  const mailRegistry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'typetest_' });
  const readProcessMetrics = processMetricsReader(registry);
  const requests = new Histogram({
    name: 'typetest_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with how long each took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) => new Gauge<L>({ name, help, labelNames, registers: [mailRegistry] });
  const mails = gauge('typetest_mails', 'Mails in the outbox by kind and status (pending, queued, sent, failed); reminders are kind applicantReminder', ['kind', 'status']);
  const pending = gauge('typetest_mail_outbox_pending', 'Mails not yet sent');
  const oldest = gauge('typetest_mail_outbox_oldest_pending_seconds', 'How long the oldest mail not yet sent has waited (0: none waits)');
  const smtpUp = gauge('typetest_mail_smtp_reachable', '1 when the SMTP server took a connection at the last check');
  const senderUp = gauge('typetest_mail_sender_alive', '1 when a mail sender said it is alive in the last 15 s');
  const queue = gauge('typetest_mail_queue_jobs', 'Jobs in the mail queue by state', ['state']);

  /** Times every request, labelled by the route that answered it (its pattern, never the path asked for). */
  const measure: MiddlewareHandler = async (c, next) => {
    const stop = requests.startTimer();
    try {
      await next();
    } finally {
      stop({ method: c.req.method, route: routePath(c), status: String(c.res.status) });
    }
  };

  async function readQueue(): Promise<Record<'waiting' | 'delayed' | 'active', number>> {
    const key = (part: string) => `${config.REDIS_PREFIX}:${mailQueueName}:${part}`;
    const [waiting, delayed, active] = await Promise.all([redis.llen(key('wait')), redis.zcard(key('delayed')), redis.llen(key('active'))]);
    return { waiting, delayed, active };
  }

  /** The metrics in Prometheus's text format, the mail pipeline read now. */
  async function scrape(): Promise<{ contentType: string; body: string }> {
    const [pipeline, byKind, jobs] = await Promise.all([
      readMailPipeline(),
      db
        .selectFrom('mail_outbox')
        .select(['kind', 'status', sql<string>`count(*)`.as('count')])
        .groupBy(['kind', 'status'])
        .execute(),
      readQueue().catch(() => undefined),
    ]);
    mails.reset();
    for (const row of byKind) mails.set({ kind: row.kind, status: row.status }, Number(row.count));
    pending.set(pipeline.outbox.pending);
    oldest.set(pipeline.outbox.oldestPendingSeconds ?? 0);
    smtpUp.set(pipeline.smtp.reachable ? 1 : 0);
    senderUp.set(pipeline.sender.alive ? 1 : 0);
    queue.reset();
    if (jobs) for (const [state, count] of Object.entries(jobs)) queue.set({ state }, count);
    const [processMetrics, mailMetrics] = await Promise.all([readProcessMetrics(), mailRegistry.metrics()]);
    return { contentType: registry.contentType, body: `${processMetrics.trimEnd()}\n${mailMetrics}` };
  }

  return { measure, scrape };
}
