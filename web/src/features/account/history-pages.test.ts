import { describe, expect, it } from 'vitest';
import type { HistoryPage } from './applicant-calls.ts';
import { hasMoreResults, historyPageKey, resultsOf } from './history-pages.ts';

const criteria = { dateSearch: '2026-03-14', textSearch: 'ada', sort: 'wpm', filter: 'passed' } as const;

function page(names: readonly string[], nextPage: boolean): HistoryPage {
  return {
    users: names.map((fullName, index) => ({
      applicantId: `00000000-0000-4000-8000-00000000000${index}`,
      fullName,
      email: `${fullName}@example.com`,
      erased: false,
      wpm: 60,
      accuracy: 98,
      dateTime: '2026-03-14T10:00:00.000Z',
      stages: [],
      flags: [],
      refusals: 0,
      restarts: 0,
      timesAway: 0,
      msAway: 0,
      pasteAttempts: 0,
      secondLook: false,
      review: null,
      status: null,
      note: '',
      passed: 'passed',
    })),
    nextPage,
  };
}

describe('given a search of the history', () => {
  const key = historyPageKey('company-1', criteria);

  it('when the first page is asked for, then it is offset 0 with the search, under the company', () => {
    expect(key(0, null)).toEqual(['account/history', 'company-1', { ...criteria, range: 0 }]);
  });

  it('when a page said there is another, then the next is 10 further on', () => {
    expect(key(1, page(['a'], true))?.[2].range).toBe(10);
    expect(key(2, page(['a'], true))?.[2].range).toBe(20);
  });

  it('when a page said there is no other, then there is no next page to ask for', () => {
    expect(key(1, page(['a'], false))).toBeNull();
  });
});

describe('given pages loaded one after another', () => {
  it('when they are shown, then their results follow each other in order, and "View more results" shows while the last says there is more', () => {
    const first = page(['a', 'b'], true);
    const second = page(['c'], false);
    expect(resultsOf([first, second]).map((result) => result.fullName)).toEqual(['a', 'b', 'c']);
    expect(hasMoreResults([first])).toBe(true);
    expect(hasMoreResults([first, second])).toBe(false);
    expect(hasMoreResults(undefined)).toBe(false);
    expect(resultsOf(undefined)).toEqual([]);
  });
});
