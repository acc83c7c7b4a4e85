import type { Kysely } from 'kysely';
import { findMails, listFailedMails, replayProjections, retryFailedMails, type Database } from '@typetest/events';

export const opsUsage = `Usage: npm run ops -- <command>

Commands:
  replay                     rebuild every read table from the event log (safe while running)
  mail:failed                list mails that failed for good
  mail:retry <id> [<id> ...]  send these failed mails again
  mail:retry --all           send every failed mail again`;

export interface OpsOutput {
  log(line: string): void;
  error(line: string): void;
  /** How a long command is getting on (stderr, so stdout keeps only the result). */
  progress(line: string): void;
}

const count = new Intl.NumberFormat('en');

/** "Replayed 3,000 of 11,000 events (27%), 1,100 events/s, about 7 s left". */
export function describeReplayProgress(done: number, total: number, elapsedSeconds: number): string {
  const rate = elapsedSeconds > 0 ? done / elapsedSeconds : 0;
  const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
  const left = rate > 0 ? Math.ceil((total - done) / rate) : undefined;
  return `Replayed ${count.format(done)} of ${count.format(total)} events (${percent}%), ${count.format(Math.round(rate))} events/s, ${left === undefined ? 'time left unknown' : `about ${left} s left`}`;
}

/** Progress at most once a second (and after the first batch), so 11,000 events do not print 11 lines a second. */
const progressEveryMs = 1000;

/** Runs one operator command; returns the process exit code. */
export async function runOpsCommand(args: readonly string[], db: Kysely<Database>, out: OpsOutput): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'replay': {
      const started = performance.now();
      let lastPrinted: number | undefined;
      const { events, tables } = await replayProjections(db, {
        onStart: ({ total, leftoversRemoved }) => {
          if (leftoversRemoved.length > 0) out.progress(`Removed what replays that died midway left: ${leftoversRemoved.join(', ')}.`);
          out.progress(`Replaying ${count.format(total)} events...`);
        },
        onProgress: ({ done, total }) => {
          const now = performance.now();
          if (lastPrinted !== undefined && now - lastPrinted < progressEveryMs) return;
          lastPrinted = now;
          out.progress(describeReplayProgress(done, total, (now - started) / 1000));
        },
      });
      const seconds = (performance.now() - started) / 1000;
      out.log(`Replayed ${events} events into ${tables.join(', ')} in ${seconds.toFixed(2)} s.`);
      return 0;
    }
    case 'mail:failed': {
      const failed = await listFailedMails(db);
      if (failed.length === 0) {
        out.log('No failed mails.');
        return 0;
      }
      out.log(['id', 'kind', 'recipient', 'attempts', 'failed at', 'last error'].join('\t'));
      for (const mail of failed) {
        out.log([mail.id, mail.kind, mail.recipient, mail.attempts, mail.updatedAt.toISOString(), mail.lastError ?? ''].join('\t'));
      }
      out.log(`${failed.length} failed mail${failed.length === 1 ? '' : 's'}. Retry with: npm run ops -- mail:retry <id> | --all`);
      return 0;
    }
    case 'mail:retry': {
      const all = rest.includes('--all');
      const ids = rest.filter((arg) => arg !== '--all');
      if (!all && ids.length === 0) {
        out.error('mail:retry needs mail ids or --all.');
        return 2;
      }
      const invalid = ids.filter((id) => !/^\d+$/.test(id));
      if (invalid.length > 0) {
        out.error(`Not a mail id: ${invalid.join(', ')} (ids are whole numbers, see mail:failed).`);
        return 2;
      }
      const retried = await retryFailedMails(db, all ? 'all' : { ids });
      out.log(retried.length === 0 ? 'No failed mails to retry.' : `Queued again: ${retried.join(', ')}.`);
      // Say why any named mail was not retried: a sent mail is never sent twice.
      const skipped = await findMails(
        db,
        ids.filter((id) => !retried.includes(id)),
      );
      for (const mail of skipped) out.log(`Mail ${mail.id} is ${mail.status}; only failed mails are retried.`);
      const unknown = ids.filter((id) => !retried.includes(id) && !skipped.some((mail) => mail.id === id));
      if (unknown.length > 0) out.error(`No such mail: ${unknown.join(', ')}.`);
      return unknown.length > 0 ? 1 : 0;
    }
    default:
      out.error(command ? `Unknown command: ${command}\n\n${opsUsage}` : opsUsage);
      return 2;
  }
}
