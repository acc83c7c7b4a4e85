import { describe, expect, it } from 'vitest';
import { resultVerdict, worthASecondLook } from './second-look.ts';

describe('a result worth a second look', () => {
  it('is one with a flag of any kind, a refused attempt or a restart; a clean one is not', () => {
    expect(worthASecondLook({ flags: [], refusals: 0, restarts: 0 })).toBe(false);
    expect(worthASecondLook({ flags: ['evenIntervals'], refusals: 0, restarts: 0 })).toBe(true);
    expect(worthASecondLook({ flags: ['a flag kind added later'], refusals: 0, restarts: 0 })).toBe(true);
    expect(worthASecondLook({ flags: [], refusals: 1, restarts: 0 })).toBe(true);
    // A reload mid-test: the mail said so while the list said "No flags".
    expect(worthASecondLook({ flags: [], refusals: 0, restarts: 1 })).toBe(true);
  });
});

describe('what the test page noticed, over the three tests', () => {
  const clean = { flags: [], refusals: 0, restarts: 0 };

  it('given a brief look away (twice, 29 s in all) and one paste attempt, then it is not worth a second look: a notification or a reflex Ctrl+V is no reason to doubt anyone', () => {
    expect(worthASecondLook({ ...clean, timesAway: 2, msAway: 29_999, pasteAttempts: 1 })).toBe(false);
  });

  it('given the page left 3 times, or for 30 s in all, or 2 paste attempts, then it is worth a second look', () => {
    expect(worthASecondLook({ ...clean, timesAway: 3, msAway: 3_000 })).toBe(true);
    expect(worthASecondLook({ ...clean, timesAway: 1, msAway: 30_000 })).toBe(true);
    expect(worthASecondLook({ ...clean, pasteAttempts: 2 })).toBe(true);
  });

  it('given a result decided before the page was heard (no counts), then it is judged as before', () => {
    expect(worthASecondLook(clean)).toBe(false);
  });
});

describe('what a result reads as', () => {
  it('given one worth a second look and not reviewed, reads "needs review" even when the pass mark passes it', () => {
    expect(resultVerdict('passed', true, null)).toBe('needsReview');
    expect(resultVerdict('notPassed', true, null)).toBe('needsReview');
    expect(resultVerdict(null, true, null)).toBe('needsReview');
  });

  it('given it was reviewed and accepted, reads as the pass mark says', () => {
    expect(resultVerdict('passed', true, 'accept')).toBe('passed');
    expect(resultVerdict('notPassed', true, 'accept')).toBe('notPassed');
    expect(resultVerdict(null, true, 'accept')).toBeNull();
  });

  it('given it was reviewed and rejected, reads "not passed" whatever the pass mark says', () => {
    expect(resultVerdict('passed', true, 'reject')).toBe('notPassed');
    expect(resultVerdict(null, true, 'reject')).toBe('notPassed');
  });

  it('given a clean result, reads as the pass mark says', () => {
    expect(resultVerdict('passed', false, null)).toBe('passed');
    expect(resultVerdict(null, false, null)).toBeNull();
  });
});
