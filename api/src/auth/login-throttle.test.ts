import { describe, expect, it } from 'vitest';
import { loginDelaySeconds } from './login-throttle.ts';

describe('the wait after failed logins', () => {
  it('given 5 free failures and a 15-minute cap, then nothing for the first five, then 1, 2, 4, 8 s..., and never more than 15 minutes', () => {
    const waits = Array.from({ length: 18 }, (_, index) => loginDelaySeconds(index + 1, 5, 900));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
  });

  it('given a count far past any cap (a long attack), then still the cap, a number', () => {
    expect(loginDelaySeconds(10_000, 5, 900)).toBe(900);
  });
});
