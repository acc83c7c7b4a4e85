import { describe, expect, it } from 'vitest';
import { backspace } from '@typetest/events/scoring';
import { keystrokesBefore, replayTimeline, typedAt } from './replay-timeline.ts';
import { shownSeconds } from './shown-seconds.ts';

describe('given a test typed "cx", Backspace, "at" from 10 s on the clock', () => {
  const log = [
    { key: 'c', at: 10_000 },
    { key: 'x', at: 10_200 },
    { key: backspace, at: 10_500 },
    { key: 'a', at: 10_900 },
    { key: 't', at: 11_000 },
  ];
  const timeline = replayTimeline('cat', log);

  it('when the replay starts, then the paper is blank, and it lasts to the last key', () => {
    expect(typedAt(timeline, 0)).toBe('');
    expect(timeline.durationMs).toBe(1_000);
  });

  it('when it plays on, then the paper shows each moment as the applicant saw it: the typo, its removal, the rest', () => {
    expect([1, 201, 499, 501, 950, 1_000].map((at) => typedAt(timeline, at))).toEqual(['c', 'cx', 'cx', 'c', 'ca', 'cat']);
  });

  it('when the scrubber is dragged anywhere, then the count of keys pressed before it is found, past the end too', () => {
    expect(keystrokesBefore(timeline, 200)).toBe(1);
    expect(keystrokesBefore(timeline, 201)).toBe(2);
    expect(keystrokesBefore(timeline, 60_000)).toBe(5);
  });
});

describe('given a test whose Duration is 12.6 s, from its first character to its last key, after Backspaces on the empty paper', () => {
  // "x" typed and removed, then a Backspace on the empty paper: the timer starts again at the "c".
  const log = [
    { key: backspace, at: 1_000 },
    { key: 'x', at: 2_000 },
    { key: backspace, at: 2_400 },
    { key: backspace, at: 2_800 },
    { key: 'c', at: 4_000 },
    { key: 'a', at: 10_000 },
    { key: 't', at: 16_600 },
  ];
  const timeline = replayTimeline('cat', log);

  it('when replayed, then it lasts exactly the Duration, and the page shows both as 13 seconds', () => {
    expect(timeline.durationMs).toBe(12_600);
    expect(shownSeconds(timeline.durationMs)).toBe(13);
  });

  it('when replayed, then it starts on the empty paper at the first character, and ends on the whole text', () => {
    expect(typedAt(timeline, 0)).toBe('');
    expect([1, 6_001, 12_599, 12_600].map((at) => typedAt(timeline, at))).toEqual(['c', 'ca', 'ca', 'cat']);
  });
});

describe('given an empty log', () => {
  it('when replayed, then there is nothing to play', () => {
    const timeline = replayTimeline('cat', []);
    expect(timeline.durationMs).toBe(0);
    expect(typedAt(timeline, 0)).toBe('');
  });
});
