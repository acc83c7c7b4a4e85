import { Redis } from 'ioredis';
import { createOutageLog, type OutageLog } from './outage-log.ts';
import type { WorkerLog } from './worker-log.ts';

export interface RedisConnections {
  /** For adding and inspecting jobs (relay, sweep). */
  queue: Redis;
  /** For BullMQ's Worker, which makes its own copies of it. */
  worker: Redis;
  /** Reports Redis being away once per outage. */
  outage: OutageLog;
  isReady(): boolean;
  close(): void;
}

/** How long one Redis command may take before the relay gives up on it (and rolls back). */
const commandTimeoutMs = 5000;

export function connectRedis(url: string, log: WorkerLog): RedisConnections {
  // The relay calls Redis inside a Postgres transaction, which must not stay open through an
  // outage: commands fail at once while Redis is away (no offline queue, which would also replay
  // them later) and give up after a few seconds.
  const queue = new Redis(url, { enableOfflineQueue: false, commandTimeout: commandTimeoutMs, maxRetriesPerRequest: 1 });
  // BullMQ's Worker blocks on Redis and rides out outages itself, which needs
  // maxRetriesPerRequest: null. It works on copies of this client, which inherit its options:
  // not lazyConnect, since a lazy copy whose first connect fails leaves the Worker dead for good.
  const worker = new Redis(url, { maxRetriesPerRequest: null });

  const outage = createOutageLog(`mail worker: Redis at ${new URL(url).host}`, log);
  queue.on('error', (error) => outage.failed(error));
  queue.on('ready', () => outage.recovered());
  worker.on('error', (error) => outage.failed(error));

  return {
    queue,
    worker,
    outage,
    isReady: () => queue.status === 'ready',
    close() {
      queue.disconnect();
      worker.disconnect();
    },
  };
}
