// What the mail worker and the API's health views agree on about the mail pipeline: the API reads
// what the worker writes (docs/architecture.md), and neither package imports the other.

/** The one BullMQ queue the worker uses: jobs that each say "send outbox mail N". */
export const mailQueueName = 'mail';

/** How often a running sender says it is alive (worker/src/heartbeat.ts; read by api/src/features/health/mail-pipeline.ts). */
export const heartbeatEveryMs = 5_000;
