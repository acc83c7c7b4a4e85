import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { applicantQueries, eraseApplicant, type Database, type EventMetadata } from '@typetest/events';
import { forgetMailJobs } from '@typetest/platform';
import { createOutageLog } from './outage-log.ts';
import { startPollLoop, type PollLoop } from './poll-loop.ts';
import type { WorkerLog } from './worker-log.ts';

/** Who erases when a company's retention period runs out: the schedule, not a person. */
const byRetention: EventMetadata = { actor: 'schedule:retention' };

export interface RetentionRound {
  db: Kysely<Database>;
  /** The worker's Redis, to drop the jobs of the mails an erasure cancelled; null or away: they are dropped when the sender finds no outbox row. */
  redis: Redis | null;
  prefix: string;
  now?: Date;
  batchSize?: number;
}

/**
 * One round of retention (docs/privacy.md, docs/decisions/0065-applicant-data-retention-and-access.md):
 * every applicant whose last activity is older than their company's retention months is erased
 * through the same use case as the company's own "Erase personal data" (erase-applicant.ts).
 * Several workers may run it at once: the erasure is one append on the applicant's stream, so two
 * that pick the same applicant conflict, and the retry finds it erased and changes nothing.
 * Returns how many this worker erased.
 */
export async function eraseApplicantsPastRetention({ db, redis, prefix, now = new Date(), batchSize = 100 }: RetentionRound): Promise<number> {
  let erased = 0;
  for (;;) {
    const due = await applicantQueries.applicantsPastRetention(db, now, { limit: batchSize });
    let changed = 0;
    for (const { applicantId, companyId } of due) {
      const outcome = await eraseApplicant(db, { applicantId, companyId, metadata: byRetention, reason: 'retention' });
      if (outcome.outcome !== 'erased') continue;
      changed++;
      if (redis) await forgetMailJobs(redis, prefix, outcome.cancelledMailIds).catch(() => {});
    }
    erased += changed;
    // A full batch may have more behind it; a batch another worker took first has not.
    if (due.length < batchSize || changed === 0) return erased;
  }
}

export interface RetentionOptions extends Omit<RetentionRound, 'now'> {
  /** RETENTION_CHECK_SECONDS, in milliseconds: once a day by default, and at start-up. */
  everyMs: number;
  log: WorkerLog;
  /** What time it is; tests move it months ahead. */
  clock?: () => Date;
}

/** The retention schedule: a round at start-up and every `everyMs`, one log line each, kept going through Postgres outages. */
export function startRetention({ everyMs, log, clock = () => new Date(), ...round }: RetentionOptions): PollLoop {
  return startPollLoop({
    everyMs,
    outage: createOutageLog('retention', log),
    tick: async () => {
      const erased = await eraseApplicantsPastRetention({ ...round, now: clock() });
      log.info(`retention: erased ${erased} applicant${erased === 1 ? '' : 's'} past their company's retention period`);
      return { more: false };
    },
  });
}
