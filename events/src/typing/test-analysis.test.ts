import { describe, expect, it } from 'vitest';
import { backspace, score, type Keystroke } from './scoring.ts';
import { analyseTest, speedWindowMs } from './test-analysis.ts';

/** Keystrokes for each character (code point) of `keys`, one every `everyMs` from `from`. */
function typing(keys: string, from: number, everyMs: number): Keystroke[] {
  return [...keys].map((key, i) => ({ key, at: from + i * everyMs }));
}

describe('given the text "the cat"', () => {
  const text = 'the cat';

  it('when it is typed without a mistake, then the whole text is one correct run, nothing corrected or left, and the duration runs from the first key to the last', () => {
    const analysis = analyseTest(text, typing(text, 1_000, 200));

    expect(analysis.durationMs).toBe(1_200);
    expect(analysis.charactersTyped).toBe(7);
    expect(analysis.errorsCorrected).toBe(0);
    expect(analysis.errorsLeft).toBe(0);
    expect(analysis.typedRuns).toEqual([{ typed: 'the cat', expected: 'the cat', correct: true }]);
  });

  it('when a wrong character is removed with Backspace and typed again, then it counts as an error corrected, and as a character typed', () => {
    const log = [...typing('thx', 0, 100), { key: backspace, at: 300 }, ...typing('e cat', 400, 100)];

    const analysis = analyseTest(text, log);

    expect(analysis.charactersTyped).toBe(8);
    expect(analysis.errorsCorrected).toBe(1);
    expect(analysis.errorsLeft).toBe(0);
    expect(analysis.typedRuns).toEqual([{ typed: 'the cat', expected: 'the cat', correct: true }]);
  });

  it('when a right character is removed with Backspace, then nothing counts as corrected', () => {
    const log = [...typing('th', 0, 100), { key: backspace, at: 200 }, ...typing('he cat', 300, 100)];

    expect(analyseTest(text, log).errorsCorrected).toBe(0);
  });

  it('when wrong characters are left in, then they are errors left, marked with what the text had there', () => {
    const analysis = analyseTest(text, typing('thw cot', 0, 100));

    expect(analysis.errorsLeft).toBe(2);
    expect(analysis.errorsCorrected).toBe(0);
    expect(analysis.typedRuns).toEqual([
      { typed: 'th', expected: 'th', correct: true },
      { typed: 'w', expected: 'e', correct: false },
      { typed: ' c', expected: ' c', correct: true },
      { typed: 'o', expected: 'a', correct: false },
      { typed: 't', expected: 't', correct: true },
    ]);
  });

  it('when keys come after the text is complete, then they change nothing, as in the score', () => {
    const analysis = analyseTest(text, [...typing(text, 0, 100), { key: 'x', at: 5_000 }, { key: backspace, at: 5_100 }]);

    expect(analysis.durationMs).toBe(600);
    expect(analysis.charactersTyped).toBe(7);
    expect(analysis.typedRuns).toEqual([{ typed: 'the cat', expected: 'the cat', correct: true }]);
  });
});

describe('given an emoji in the text', () => {
  it('when the emoji is typed wrong, then the mark covers that one character, whole', () => {
    const analysis = analyseTest('a👍b', typing('a👎b', 0, 100));

    expect(analysis.errorsLeft).toBe(1);
    expect(analysis.typedRuns[1]).toEqual({ typed: '👎', expected: '👍', correct: false });
  });
});

describe('given a long test typed at a steady pace', () => {
  // 60 characters a minute is 12 WPM: one correct character a second.
  const text = 'a'.repeat(23);
  const log = typing(text, 0, 1_000);

  it('when the speed over time is read, then there is one point per five seconds, each at the pace typed', () => {
    const { speed, durationMs } = analyseTest(text, log);

    expect(durationMs).toBe(22_000);
    expect(speed.map((point) => [point.fromMs, point.toMs])).toEqual([
      [0, 5_000],
      [5_000, 10_000],
      [10_000, 15_000],
      // 20-22 s is under half a window: it joins the one before rather than stand as a spike.
      [15_000, 22_000],
    ]);
    expect(speed.slice(1, 3).map((point) => point.wpm)).toEqual([12, 12]);
  });

  it('when the applicant slows down half-way, then the series shows the drop where it happened', () => {
    const slowing = [...typing('a'.repeat(11), 0, 1_000), ...typing('a'.repeat(12), 12_000, 2_000)];

    const speeds = analyseTest(text, slowing).speed.map((point) => point.wpm);

    expect(speeds[0]).toBe(12);
    // One key every 2 s is 6 WPM: 2 or 3 keys in a five-second window.
    expect(speeds.slice(3, -1).every((wpm) => wpm >= 4 && wpm <= 8)).toBe(true);
  });

  it('when it is scored, then the mean of the series agrees with the score over the same time', () => {
    const { speed, durationMs } = analyseTest(text, log);
    const weighted = speed.reduce((sum, point) => sum + point.wpm * (point.toMs - point.fromMs), 0) / durationMs;

    expect(Math.abs(weighted - score(text, log).wpm)).toBeLessThanOrEqual(1);
    expect(speed[0]?.toMs).toBe(speedWindowMs);
  });
});

describe('given a Backspace before anything was typed', () => {
  it('when the test goes on, then the timer restarts at the next character and the early keys are left out of the speed', () => {
    const log = [{ key: 'x', at: 0 }, { key: backspace, at: 100 }, { key: backspace, at: 20_000 }, ...typing('ab', 30_000, 1_000)];

    const analysis = analyseTest('ab', log);

    expect(analysis.durationMs).toBe(1_000);
    expect(analysis.errorsCorrected).toBe(1);
    expect(analysis.speed).toEqual([{ fromMs: 0, toMs: 1_000, wpm: 24 }]);
  });
});

describe('given nothing typed', () => {
  it('when it is analysed, then it is empty rather than a division by zero', () => {
    expect(analyseTest('abc', [])).toEqual({ durationMs: 0, charactersTyped: 0, errorsCorrected: 0, errorsLeft: 0, typedRuns: [], speed: [] });
  });
});
