import { describe, expect, it } from 'vitest';
import { daysUntilErasure } from './retention.ts';

const now = new Date('2026-11-28T12:00:00.000Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe("how long until an applicant's data is erased, as the awaiting list and history say it", () => {
  it('given 30 days or more left, then nothing is said', () => {
    expect(daysUntilErasure(inDays(30), now)).toBeUndefined();
    expect(daysUntilErasure(inDays(400), now)).toBeUndefined();
  });

  it('given under 30 days left, then the whole days, rounded up', () => {
    expect(daysUntilErasure(inDays(29.9), now)).toBe(30);
    expect(daysUntilErasure(inDays(12), now)).toBe(12);
    expect(daysUntilErasure(inDays(11.2), now)).toBe(12);
    expect(daysUntilErasure(inDays(0.01), now)).toBe(1);
  });

  it('given the moment has passed (the erasure is due), then 0', () => {
    expect(daysUntilErasure(now, now)).toBe(0);
    expect(daysUntilErasure(inDays(-3), now)).toBe(0);
  });

  it('given no date it can read, then nothing is said', () => {
    expect(daysUntilErasure('not a date', now)).toBeUndefined();
  });
});
