import { historyFilters, historySorts, statusFilters, type HistoryFilter, type HistorySort, type StatusFilter } from '@typetest/events/applicant';

/**
 * Where the company is in its results list: the search, the order, which results, and how many
 * pages it has loaded. It lives in the address's query (`?view=results&date=…&q=…&sort=…&show=…&pages=…`),
 * so Back from a result, a reload and a bookmark show the same list
 * (docs/decisions/0046-account-views-in-the-address.md). Defaults are left out of the address.
 */
export interface HistoryPlace {
  /** A day (YYYY-MM-DD) in the company's time zone, or '' for any. */
  date: string;
  /** Part of a name or e-mail, as typed; '' for any. */
  text: string;
  sort: HistorySort;
  filter: HistoryFilter;
  /** The company's status on the results shown: any, none yet, or one (docs/decisions/0062-statuses-notes-and-comparison.md). */
  status: StatusFilter;
  /** Pages loaded with "View more results", at least 1. */
  pages: number;
}

export const firstPlace: HistoryPlace = { date: '', text: '', sort: 'date', filter: 'all', status: 'any', pages: 1 };

/** A bookmark asking for more pages than this loads this many: each page is a call. */
export const maxPagesFromAddress = 20;

const names = { date: 'date', text: 'q', sort: 'sort', filter: 'show', status: 'status', pages: 'pages' } as const;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const oneOf = <T extends string>(choices: readonly T[], value: string | null): value is T => value !== null && (choices as readonly string[]).includes(value);

/** The list the query names; anything it cannot read (a hand-edited or old link) is the default. */
export function historyPlaceOf(search: URLSearchParams): HistoryPlace {
  const date = search.get(names.date) ?? '';
  const sort = search.get(names.sort);
  const filter = search.get(names.filter);
  const status = search.get(names.status);
  const pages = Number(search.get(names.pages) ?? '1');
  return {
    date: isDay(date) ? date : '',
    text: search.get(names.text) ?? '',
    sort: oneOf(historySorts, sort) ? sort : firstPlace.sort,
    filter: oneOf(historyFilters, filter) ? filter : firstPlace.filter,
    status: oneOf(statusFilters, status) ? status : firstPlace.status,
    pages: Number.isInteger(pages) && pages >= 1 ? Math.min(pages, maxPagesFromAddress) : 1,
  };
}

/** The query of `place`, defaults left out; the list's parameters only (the view's own goes before them). */
export function historyQueryOf(place: HistoryPlace): URLSearchParams {
  const query = new URLSearchParams();
  if (place.date !== firstPlace.date) query.set(names.date, place.date);
  if (place.text !== firstPlace.text) query.set(names.text, place.text);
  if (place.sort !== firstPlace.sort) query.set(names.sort, place.sort);
  if (place.filter !== firstPlace.filter) query.set(names.filter, place.filter);
  if (place.status !== firstPlace.status) query.set(names.status, place.status);
  if (place.pages !== firstPlace.pages) query.set(names.pages, String(place.pages));
  return query;
}
