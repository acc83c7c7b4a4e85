import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.ts';

const config = { MAIL_BACKOFF_MS: 2000, MAIL_BACKOFF_MAX_MS: 600_000 };

describe('the delay before a mail is tried again', () => {
  it('given failed attempts one after another, then the delay doubles from MAIL_BACKOFF_MS and stays at MAIL_BACKOFF_MAX_MS', () => {
    const longest = (attempts: number) => retryDelayMs(attempts, config, () => 1);
    expect([1, 2, 3, 4].map(longest)).toEqual([2000, 4000, 8000, 16_000]);
    expect([9, 10, 50, 10_000].map(longest)).toEqual([512_000, 600_000, 600_000, 600_000]);
  });

  it('given jitter, then each delay lies between half and all of its full length', () => {
    expect(retryDelayMs(3, config, () => 0)).toBe(4000);
    expect(retryDelayMs(30, config, () => 0)).toBe(300_000);
  });
});
