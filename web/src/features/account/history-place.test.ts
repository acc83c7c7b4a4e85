import { describe, expect, it } from 'vitest';
import { firstPlace, historyPlaceOf, historyQueryOf, maxPagesFromAddress, type HistoryPlace } from './history-place.ts';

const placeOf = (query: string) => historyPlaceOf(new URLSearchParams(query));

describe('given the results list searched, sorted, filtered and paged', () => {
  it('when it is written into the address and read back, then it is the same list', () => {
    const place: HistoryPlace = { date: '2026-11-02', text: 'Anna Berg', sort: 'status', filter: 'flagged', status: 'shortlisted', pages: 3 };

    expect(historyQueryOf(place).toString()).toBe('date=2026-11-02&q=Anna+Berg&sort=status&show=flagged&status=shortlisted&pages=3');
    expect(historyPlaceOf(historyQueryOf(place))).toEqual(place);
  });

  it('when nothing differs from the first list, then the address carries nothing of it', () => {
    expect(historyQueryOf(firstPlace).toString()).toBe('');
    expect(placeOf('')).toEqual(firstPlace);
  });
});

describe('given an address edited by hand or from an older product', () => {
  it('when a value cannot be read, then that part is the default and the rest stands', () => {
    expect(placeOf('date=2026-13-45&q=ann&sort=fastest&show=everyone&status=maybe&pages=two')).toEqual({ ...firstPlace, text: 'ann' });
    expect(placeOf('date=yesterday&pages=0').date).toBe('');
    expect(placeOf('pages=-2').pages).toBe(1);
    expect(placeOf('pages=1.5').pages).toBe(1);
  });

  it('when it asks for more pages than a bookmark may load, then it loads the most it may', () => {
    expect(placeOf('pages=100000').pages).toBe(maxPagesFromAddress);
  });
});
