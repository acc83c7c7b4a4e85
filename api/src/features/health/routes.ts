import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { z } from 'zod';
import { isMigrated } from '@typetest/migrations';
import type { AppDependencies, AppEnv } from '../../http/env.ts';
import type { MailPipeline } from './mail-pipeline.ts';

const checkState = z.enum(['ok', 'unavailable']);
const readinessSchema = z.object({
  ready: z.boolean(),
  checks: z.object({ postgres: checkState, migrations: checkState, redis: checkState }),
});

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'The process is up',
  responses: { 200: { description: 'Up', content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } } } },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  summary: 'Postgres and Redis reachable, migrations applied',
  responses: {
    200: { description: 'Ready for traffic', content: { 'application/json': { schema: readinessSchema } } },
    503: { description: 'Not ready; says which part is missing', content: { 'application/json': { schema: readinessSchema } } },
  },
});

const mailPipelineSchema = z.object({
  smtp: z.union([z.object({ reachable: z.literal(true) }), z.object({ reachable: z.literal(false), problem: z.string() })]),
  outbox: z.object({ pending: z.number().int(), oldestPendingSeconds: z.number().int().nullable(), failed: z.number().int() }),
  sender: z.object({ alive: z.boolean(), lastSeenSecondsAgo: z.number().int().nullable() }),
});

const mailHealthRoute = createRoute({
  method: 'get',
  path: '/health/mail',
  summary: "The mail pipeline: SMTP server reachable, mails waiting and the oldest one's age, a sender alive",
  description: 'For operators and monitoring. It does not decide readiness: requests are served while mail waits in the outbox.',
  responses: { 200: { description: 'What the pipeline looks like now', content: { 'application/json': { schema: mailPipelineSchema } } } },
});

async function check(probe: () => Promise<boolean>): Promise<z.infer<typeof checkState>> {
  try {
    return (await Promise.race([probe(), new Promise<boolean>((resolve) => setTimeout(resolve, 2000, false))])) ? 'ok' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

export function healthRoutes({ db, redis }: AppDependencies, readMailPipeline: () => Promise<MailPipeline>) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));
  app.openapi(mailHealthRoute, async (c) => c.json(await readMailPipeline(), 200));
  app.openapi(readyRoute, async (c) => {
    const [postgres, migrations, redisState] = await Promise.all([
      check(async () => {
        await sql`SELECT 1`.execute(db);
        return true;
      }),
      check(() => isMigrated(db)),
      check(async () => (await redis.ping()) === 'PONG'),
    ]);
    const checks = { postgres, migrations, redis: redisState };
    const ready = Object.values(checks).every((state) => state === 'ok');
    return ready ? c.json({ ready, checks }, 200) : c.json({ ready, checks }, 503);
  });
  return app;
}
