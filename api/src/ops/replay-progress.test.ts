import { describe, expect, it } from 'vitest';
import { describeReplayProgress } from './commands.ts';

describe('a replay saying how far it has got', () => {
  it('given 3,000 of 11,000 events done in 2.5 s, then it says the share, the rate and the time left', () => {
    expect(describeReplayProgress(3000, 11_000, 2.5)).toBe('Replayed 3,000 of 11,000 events (27%), 1,200 events/s, about 7 s left');
  });

  it('given nothing done yet, then it does not guess the time left', () => {
    expect(describeReplayProgress(0, 11_000, 0)).toBe('Replayed 0 of 11,000 events (0%), 0 events/s, time left unknown');
  });
});
