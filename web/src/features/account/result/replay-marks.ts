import type { RecordedPageSignals, StageResult } from '@typetest/events/applicant';
import type { Keystroke } from '@typetest/events/scoring';
import type { ReplayTimeline } from './replay-timeline.ts';

/**
 * The judge leaves pauses this long out of the rhythm it reads (events/src/applicant/judge-stage.ts's
 * pauseMs): the replay marks them, so the company sees where the applicant stopped. Copied, not
 * imported: the judge's module is the server's, and its limits come with zod-free code of their own.
 */
export const replayPauseMs = 3_000;

/** Something the replay marks on its time line: when in the replay (ms from the test's start) and, for a stretch, how long. */
export type ReplayMark =
  | { kind: 'away'; atMs: number; ms: number }
  | { kind: 'paste'; atMs: number }
  | { kind: 'pause'; atMs: number; ms: number }
  | { kind: 'flag'; flag: StageResult['flags'][number]; atMs: number; ms: number };

/**
 * Where the applicant left the page, tried to paste, or paused (replayPauseMs or longer between two
 * keys), and where the judge saw each flag (`flagPlaces`: keystrokes from and to), in the replay's time: the page's times are on the keystrokes' clock, so the test's start
 * (the timeline's `startAt`) is taken off; what came before the start sits at 0, as the keys do.
 */
export function replayMarks(timeline: ReplayTimeline, keystrokes: readonly Keystroke[], page: RecordedPageSignals, flagPlaces: StageResult['flagPlaces'] = []): ReplayMark[] {
  const at = (time: number) => Math.min(timeline.durationMs, Math.max(0, time - timeline.startAt));
  const marks: ReplayMark[] = [
    ...page.away.map((away): ReplayMark => ({ kind: 'away', atMs: at(away.at), ms: away.ms })),
    ...page.pasteAttempts.map((paste): ReplayMark => ({ kind: 'paste', atMs: at(paste.at) })),
    ...flagPlaces.map(({ flag, from, to }): ReplayMark => {
      const atMs = timeline.times[from] ?? 0;
      return { kind: 'flag', flag, atMs, ms: Math.max(0, (timeline.times[to] ?? atMs) - atMs) };
    }),
  ];
  for (let i = 1; i < keystrokes.length; i++) {
    const gap = (keystrokes[i]?.at ?? 0) - (keystrokes[i - 1]?.at ?? 0);
    if (gap >= replayPauseMs) marks.push({ kind: 'pause', atMs: timeline.times[i - 1] ?? 0, ms: gap });
  }
  return marks.sort((a, b) => a.atMs - b.atMs);
}
