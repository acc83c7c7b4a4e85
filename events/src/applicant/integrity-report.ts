import type { RecordedEvent } from '../catalogue.ts';
import { replayKeystrokes } from '../typing/scoring.ts';
import { outOfStepRefusals, type StageFlag, type StageRefusalReason } from './events.ts';

/**
 * How an applicant's tests were taken, as their stream tells it: the flags of the recorded tests,
 * each refused attempt (why and when), each test restarted from zero, and each time the link
 * locked after too many refusals. Refusals that only mean the page was behind the server (another
 * tab, an old page: events.ts's outOfStepRefusals) say nothing about the typing and are left out.
 */
export interface ApplicantIntegrity {
  flags: StageFlag[];
  refusals: { stage: number; reason: StageRefusalReason; at: string }[];
  restarts: { stage: number; at: string }[];
  locks: { stage: number; at: string }[];
  /** Per recorded test the page noticed anything in: times the applicant left the page, for how long in all, and pastes refused (page-signals.ts). */
  pageSignals: { stage: number; timesAway: number; msAway: number; pasteAttempts: number }[];
  /**
   * Where each flag was seen, in the replay's time (ms from the test's start, as the result page's
   * replay counts it: its Duration starts at the first character timed), and for how long.
   */
  flagPlaces: { stage: number; flag: StageFlag; atMs: number; ms: number }[];
}

export function integrityReport(events: readonly RecordedEvent[]): ApplicantIntegrity {
  const report: ApplicantIntegrity = { flags: [], refusals: [], restarts: [], locks: [], pageSignals: [], flagPlaces: [] };
  const texts = new Map<number, string>();
  for (const event of events) {
    const at = event.recordedAt.toISOString();
    switch (event.type) {
      case 'StageIssued':
        texts.set(event.data.stage, event.data.text);
        break;
      case 'StageFinished': {
        for (const flag of event.data.flags) if (!report.flags.includes(flag)) report.flags.push(flag);
        const { keystrokes, stage } = event.data;
        // A stream read without the logs (a call that needs none) has no times to place the flags at.
        if (keystrokes.length > 0) {
          const start = replayKeystrokes(texts.get(stage) ?? '', keystrokes).startedAt ?? keystrokes[0]?.at ?? 0;
          const at = (index: number) => Math.max(0, (keystrokes[index]?.at ?? start) - start);
          for (const { flag, from, to } of event.data.flagPlaces) report.flagPlaces.push({ stage, flag, atMs: at(from), ms: at(to) - at(from) });
        }
        if (event.data.page.away.length > 0 || event.data.page.pasteAttempts.length > 0) {
          const { away, pasteAttempts } = event.data.page;
          report.pageSignals.push({ stage: event.data.stage, timesAway: away.length, msAway: away.reduce((sum, a) => sum + a.ms, 0), pasteAttempts: pasteAttempts.length });
        }
        break;
      }
      case 'StageRefused':
        if (!outOfStepRefusals.includes(event.data.reason)) report.refusals.push({ stage: event.data.stage, reason: event.data.reason, at });
        break;
      case 'StageRestarted':
        report.restarts.push({ stage: event.data.stage, at });
        break;
      case 'ApplicantLocked':
        report.locks.push({ stage: event.data.stage, at });
        break;
      default:
        break;
    }
  }
  return report;
}
