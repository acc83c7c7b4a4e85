import { type EventLoopUtilization, performance } from 'node:perf_hooks';

// The sender inside the api process (`npm start`, WORKER=on) gives way to requests: it shares their
// event loop, and a results mail costs about 5 ms of CPU, time an applicant waiting for their
// test's answer would spend queued behind it. While the loop is busy the sender takes one mail at a
// time; once it has been quiet for a while, MAIL_CONCURRENCY again
// (docs/decisions/0039-mail-gives-way-to-requests.md). Never none: under load however long, mail
// still goes out, one at a time.

/** How the sender's pace follows the loop. */
export interface PaceSettings {
  /** MAIL_CONCURRENCY: mails at once while the loop is not busy. */
  fullConcurrency: number;
  /** Event loop utilization (0 to 1) over one sample at or above which the sender slows down at once. */
  busyAt: number;
  /** Utilization below which a sample counts as quiet. Lower than busyAt, so the pace does not flap around one line. */
  quietBelow: number;
  /** Quiet samples in a row it takes to go back to full concurrency. */
  quietSamplesToResume: number;
}

export interface Pace {
  /** Mails the sender may have in flight: fullConcurrency, or 1 while it gives way. */
  concurrency: number;
  /** Quiet samples in a row so far while giving way. */
  quietSamples: number;
}

/**
 * 150 ms samples: a burst of requests slows the sender within about one; it resumes after a second
 * of quiet. A burst of mail alone busies the loop too, and the sender cannot tell whose work that
 * is: with Postgres and SMTP close by, one mail at a time keeps the loop about 65% busy, so it stays
 * at one until the burst is sent (1,000 results mails: about 120 a second instead of 170). Mail can
 * wait that long; a deployment that wants it faster runs the worker on its own (WORKER=off).
 */
export const defaultPace = { everyMs: 150, busyAt: 0.85, quietBelow: 0.5, quietSamplesToResume: 7 } as const;

export const startingPace = (fullConcurrency: number): Pace => ({ concurrency: fullConcurrency, quietSamples: 0 });

/** The sender's next pace, given the loop's utilization over the last sample. */
export function nextPace(pace: Pace, utilization: number, settings: PaceSettings): Pace {
  if (utilization >= settings.busyAt) return { concurrency: 1, quietSamples: 0 };
  if (pace.concurrency === settings.fullConcurrency) return { concurrency: settings.fullConcurrency, quietSamples: 0 };
  if (utilization >= settings.quietBelow) return { concurrency: 1, quietSamples: 0 };
  const quietSamples = pace.quietSamples + 1;
  if (quietSamples >= settings.quietSamplesToResume) return { concurrency: settings.fullConcurrency, quietSamples: 0 };
  return { concurrency: 1, quietSamples };
}

/** What the governor adjusts: BullMQ's Worker takes a new `concurrency` while it runs (docs.bullmq.io, Workers, Concurrency). */
export interface Paced {
  concurrency: number;
}

export interface YieldOptions {
  fullConcurrency: number;
  everyMs?: number;
}

export interface YieldingToRequests {
  /** The pace now. */
  pace(): Pace;
  stop(): void;
}

/**
 * Samples this thread's event loop utilization every `everyMs` and sets the sender's concurrency
 * by nextPace. Lowering it lets the mails in flight finish and takes no new one until fewer than
 * the new number remain (bullmq's Worker main loop); raising it takes more at its next turn.
 */
export function startYieldingToRequests(sender: Paced, { fullConcurrency, everyMs = defaultPace.everyMs }: YieldOptions): YieldingToRequests {
  const settings: PaceSettings = { fullConcurrency, busyAt: defaultPace.busyAt, quietBelow: defaultPace.quietBelow, quietSamplesToResume: defaultPace.quietSamplesToResume };
  let pace = startingPace(fullConcurrency);
  let last: EventLoopUtilization = performance.eventLoopUtilization();

  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    pace = nextPace(pace, utilization, settings);
    // No log line per change: a burst of mail alone busies the loop too, and the pace then
    // changes every second or so until the burst is sent.
    if (sender.concurrency !== pace.concurrency) sender.concurrency = pace.concurrency;
  }, everyMs);
  // The sample must not keep the process alive on its own.
  timer.unref();

  return {
    pace: () => pace,
    stop() {
      // The pace stays as it is: the sender stopping next takes no new mail either way.
      clearInterval(timer);
    },
  };
}
