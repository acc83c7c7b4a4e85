import { describe, expect, it } from 'vitest';
import { missedLimits, passMarkSchema, passMarkVerdict } from './pass-mark.ts';

describe('judging a result against the company pass mark', () => {
  it('given no pass mark, then the result is neither passed nor not passed', () => {
    expect(passMarkVerdict({ wpm: 80, accuracy: 99 }, { minimumWpm: null, minimumAccuracy: null })).toBeNull();
  });

  it('given a minimum of 60 WPM only, then 60 WPM passes and 59 WPM does not, whatever the accuracy', () => {
    const passMark = { minimumWpm: 60, minimumAccuracy: null };
    expect(passMarkVerdict({ wpm: 60, accuracy: 10 }, passMark)).toBe('passed');
    expect(passMarkVerdict({ wpm: 59, accuracy: 100 }, passMark)).toBe('notPassed');
  });

  it('given a minimum accuracy of 95% only, then 95% passes and 94% does not, whatever the speed', () => {
    const passMark = { minimumWpm: null, minimumAccuracy: 95 };
    expect(passMarkVerdict({ wpm: 5, accuracy: 95 }, passMark)).toBe('passed');
    expect(passMarkVerdict({ wpm: 200, accuracy: 94 }, passMark)).toBe('notPassed');
  });

  it('given a least accuracy of 92.5%, then 92% is not enough and 93% is', () => {
    const passMark = { minimumWpm: null, minimumAccuracy: 92.5 };
    expect(passMarkVerdict({ wpm: 50, accuracy: 92 }, passMark)).toBe('notPassed');
    expect(passMarkVerdict({ wpm: 50, accuracy: 93 }, passMark)).toBe('passed');
  });

  it('given both limits, then a result must meet both to pass', () => {
    const passMark = { minimumWpm: 50, minimumAccuracy: 90 };
    expect(passMarkVerdict({ wpm: 77, accuracy: 98 }, passMark)).toBe('passed');
    expect(passMarkVerdict({ wpm: 77, accuracy: 89 }, passMark)).toBe('notPassed');
    expect(passMarkVerdict({ wpm: 49, accuracy: 98 }, passMark)).toBe('notPassed');
  });
});

describe('which part of the pass mark a result missed', () => {
  it('given at least 40 WPM and 95% accuracy, then 38 WPM misses the speed, 94% the accuracy, both miss both, and 40 WPM at 95% misses nothing', () => {
    const passMark = { minimumWpm: 40, minimumAccuracy: 95 };
    expect(missedLimits({ wpm: 38, accuracy: 97 }, passMark)).toEqual({ wpm: true, accuracy: false });
    expect(missedLimits({ wpm: 60, accuracy: 94 }, passMark)).toEqual({ wpm: false, accuracy: true });
    expect(missedLimits({ wpm: 38, accuracy: 94 }, passMark)).toEqual({ wpm: true, accuracy: true });
    expect(missedLimits({ wpm: 40, accuracy: 95 }, passMark)).toEqual({ wpm: false, accuracy: false });
  });

  it('given a limit that is not set, then no result misses it', () => {
    expect(missedLimits({ wpm: 1, accuracy: 1 }, { minimumWpm: null, minimumAccuracy: null })).toEqual({ wpm: false, accuracy: false });
  });
});

describe('what a pass mark may be', () => {
  it('given numbers in range (the accuracy to a tenth) or nothing, then it is a pass mark', () => {
    for (const passMark of [
      { minimumWpm: 0, minimumAccuracy: 0 },
      { minimumWpm: 400, minimumAccuracy: 100 },
      { minimumWpm: 60, minimumAccuracy: 92.5 },
      { minimumWpm: null, minimumAccuracy: 92.3 },
      { minimumWpm: null, minimumAccuracy: null },
    ]) {
      expect(passMarkSchema.safeParse(passMark).success).toBe(true);
    }
  });

  it('given -5 WPM, 401 WPM, 60.5 WPM, 101% or 92.25%, then it is refused naming the field', () => {
    const cases = [
      [{ minimumWpm: -5, minimumAccuracy: null }, 'minimumWpm'],
      [{ minimumWpm: 401, minimumAccuracy: null }, 'minimumWpm'],
      [{ minimumWpm: null, minimumAccuracy: 101 }, 'minimumAccuracy'],
      [{ minimumWpm: 60.5, minimumAccuracy: null }, 'minimumWpm'],
      [{ minimumWpm: null, minimumAccuracy: 92.25 }, 'minimumAccuracy'],
    ] as const;
    for (const [passMark, field] of cases) {
      const parsed = passMarkSchema.safeParse(passMark);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual([field]);
    }
  });
});
