import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { HonoAdapter } from '@bull-board/hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { Queue } from 'bullmq';
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import type { Config } from '@typetest/platform';
import { mailQueueName } from '@typetest/platform';
import { operatorsOnly } from '../../http/operator-auth.ts';

/** Where the queue dashboard is served. */
export const queueBoardPath = '/ops/queues';

/**
 * The mail queue's dashboard (bull-board) at /ops/queues, behind the operators' login: jobs
 * waiting, delayed (a mail being retried) and active, to watch and to run one again at once. It
 * has a Redis connection of its own: BullMQ takes no client with a key prefix. Mails that failed
 * for good are not jobs any more (worker/src/mail-queue.ts): `npm run ops -- mail:failed` and
 * `mail:retry` are for those. Its pages run under the app's content security policy, with a base
 * URL of this origin allowed (api/src/http/security-headers.ts); its Google font is refused and
 * the system font used.
 */
export function queueBoard(config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX'>, login: { user: string; password: string }): Hono {
  const connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  connection.on('error', () => {}); // the board shows Redis away; the API's own client logs it
  const queue = new Queue(mailQueueName, { connection, prefix: config.REDIS_PREFIX });
  const board = new HonoAdapter(serveStatic);
  createBullBoard({ queues: [new BullMQAdapter(queue)], serverAdapter: board, options: { uiConfig: { boardTitle: 'Typetest mail' } } });
  board.setBasePath(queueBoardPath);
  const app = new Hono();
  app.use('*', operatorsOnly(login.user, login.password));
  app.route('/', board.registerPlugin());
  return app;
}
