import { describe, expect, it } from 'vitest';
import type { ApplicantResult } from '@typetest/events/applicant';
import { compareSearchOf, comparedIdsOf } from './account-view.ts';
import { commonScale } from './compare-view.tsx';

const ada = '00000000-0000-4000-8000-000000000001';
const grace = '00000000-0000-4000-8000-000000000002';

describe("a comparison's address", () => {
  it('given two results ticked, then the address names both in the order ticked, and reads back the same', () => {
    const search = compareSearchOf([grace, ada]);
    expect(search).toBe(`?view=compare&ids=${grace}%2C${ada}`);
    expect(comparedIdsOf(new URLSearchParams(search))).toEqual([grace, ada]);
  });

  it('given an address edited by hand with one id twice and an empty part, then each result once', () => {
    expect(comparedIdsOf(new URLSearchParams(`view=compare&ids=${ada},,${ada},${grace}`))).toEqual([ada, grace]);
    expect(comparedIdsOf(new URLSearchParams('view=compare'))).toEqual([]);
  });
});

describe('the speed charts side by side', () => {
  const withSpeed = (points: { toMs: number; wpm: number }[]) =>
    ({ stages: [{ speed: points.map((point, index) => ({ fromMs: index * 5000, ...point })) }] }) as unknown as ApplicantResult;

  it('given a fast short test and a slow long one, then one scale reaches the highest WPM and the longest test of them all', () => {
    const fast = withSpeed([
      { toMs: 5_000, wpm: 90 },
      { toMs: 9_000, wpm: 112 },
    ]);
    const slow = withSpeed([
      { toMs: 5_000, wpm: 40 },
      { toMs: 21_000, wpm: 38 },
    ]);
    expect(commonScale([fast, slow])).toEqual({ wpm: 112, ms: 21_000 });
  });
});
