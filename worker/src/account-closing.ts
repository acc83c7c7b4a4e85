import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { accountsDueClosing, applicantQueries, closeAccount, eraseApplicant, type Database, type EventMetadata } from '@typetest/events';
import { forgetMailJobs, loginFailuresKey } from '@typetest/platform';
import { createOutageLog } from './outage-log.ts';
import { startPollLoop, type PollLoop } from './poll-loop.ts';
import type { WorkerLog } from './worker-log.ts';

/** Who closes an account once its grace period is over: the schedule, not a person. */
const byClosing: EventMetadata = { actor: 'schedule:account-closing' };

export interface AccountClosingRound {
  db: Kysely<Database>;
  /** The worker's Redis, to drop the cancelled mails' jobs and the login-failure counts; null or away: the jobs are dropped when the sender finds no outbox row, the counts expire. */
  redis: Redis | null;
  prefix: string;
  now?: Date;
  batchSize?: number;
}

/**
 * One round (docs/decisions/0068-closing-an-account.md): every account whose grace period is over
 * is closed (closeAccount: its contact data erased), then every applicant of a closed account is
 * erased through the company's own "Erase personal data" (erase-applicant.ts). Closing first, so a
 * company cannot cancel halfway; a worker stopped in between leaves applicants the next round
 * finds. Several workers at once: each close and each erasure is one append, so two that pick the
 * same conflict and the retry finds it done. Returns how many accounts and applicants this worker closed and erased.
 */
export async function closeAccountsPastGrace({ db, redis, prefix, now = new Date(), batchSize = 100 }: AccountClosingRound): Promise<{ accounts: number; applicants: number }> {
  let accounts = 0;
  for (;;) {
    const due = await accountsDueClosing(db, now, { limit: batchSize });
    let changed = 0;
    for (const companyId of due) {
      const closing = await closeAccount(db, { companyId, now, metadata: byClosing });
      if (closing.outcome !== 'done') continue;
      changed++;
      if (redis) {
        await forgetMailJobs(redis, prefix, closing.cancelledMailIds).catch(() => {});
        // The login throttle's counts are kept under the address (api/src/auth/login-throttle.ts).
        await Promise.all(closing.loginEmails.map((email) => redis.del(loginFailuresKey(prefix, email)))).catch(() => {});
      }
    }
    accounts += changed;
    if (due.length < batchSize || changed === 0) break;
  }
  let applicants = 0;
  for (;;) {
    const due = await applicantQueries.applicantsOfClosedAccounts(db, { limit: batchSize });
    let changed = 0;
    for (const { applicantId, companyId } of due) {
      const outcome = await eraseApplicant(db, { applicantId, companyId, metadata: byClosing, reason: 'accountClosed' });
      if (outcome.outcome !== 'erased') continue;
      changed++;
      if (redis) await forgetMailJobs(redis, prefix, outcome.cancelledMailIds).catch(() => {});
    }
    applicants += changed;
    if (due.length < batchSize || changed === 0) return { accounts, applicants };
  }
}

export interface AccountClosingOptions extends Omit<AccountClosingRound, 'now'> {
  /** RETENTION_CHECK_SECONDS, in milliseconds: once a day by default, and at start-up. */
  everyMs: number;
  log: WorkerLog;
  /** What time it is; tests move it past the grace period. */
  clock?: () => Date;
}

/** The closing schedule: a round at start-up and every `everyMs`, one log line each (counts only, never a name). */
export function startAccountClosing({ everyMs, log, clock = () => new Date(), ...round }: AccountClosingOptions): PollLoop {
  return startPollLoop({
    everyMs,
    outage: createOutageLog('account closing', log),
    tick: async () => {
      const { accounts, applicants } = await closeAccountsPastGrace({ ...round, now: clock() });
      log.info(
        `account closing: closed ${accounts} account${accounts === 1 ? '' : 's'} whose closing day had come, erased ${applicants} of their applicant${applicants === 1 ? '' : 's'}`,
      );
      return { more: false };
    },
  });
}
