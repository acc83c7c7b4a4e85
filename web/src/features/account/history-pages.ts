import { historyPageSize, type HistorySearch } from '@typetest/events/applicant';
import type { HistoryPage } from './applicant-calls.ts';

/** What the company searches for; the page's offset (`range`) is the pager's business. */
export type HistoryCriteria = Omit<HistorySearch, 'range'>;

/** The key carries the company, so the next company to sign in on this page never sees these results. */
export type HistoryPageKey = readonly ['account/history', string, HistorySearch];

/**
 * docs/product.md §4 and 9's paging, as useSWRInfinite asks for it: page `index` starts at offset
 * `index * 10` (the first at 0), and there is no page after one whose `nextPage` is false.
 */
export function historyPageKey(companyId: string, criteria: HistoryCriteria) {
  return (index: number, previous: HistoryPage | null): HistoryPageKey | null => {
    if (previous && !previous.nextPage) return null;
    return ['account/history', companyId, { ...criteria, range: index * historyPageSize }];
  };
}

/** Every result loaded so far, newest first, page after page. */
export const resultsOf = (pages: readonly HistoryPage[] | undefined) => (pages ?? []).flatMap((page) => page.users);

/** "View more results" shows only while the last page loaded says there is another. */
export const hasMoreResults = (pages: readonly HistoryPage[] | undefined) => pages?.at(-1)?.nextPage === true;

/** The browser's time zone: the company's until it chooses another in Account settings (kept at registration). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
