// @vitest-environment happy-dom
import type { HistoryExport, HistorySearch, ResultEntry } from '@typetest/events/applicant';
import { act } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { acmeAb } from '../../shared/session/testing/account-api.ts';
import { chooseOption, interact, typeInto, renderLive, type Live } from '../../shared/ui/testing/render.tsx';
import type { Company } from '../../shared/session/company.ts';
import type { HistoryPage } from './applicant-calls.ts';
import { HistoryView } from './history-view.tsx';
import { resultTime } from './result-time.ts';

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
});

const result = (n: number, overrides: Partial<ResultEntry> = {}): ResultEntry => ({
  applicantId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  fullName: `Applicant ${n}`,
  email: `applicant${n}@example.com`,
  erased: false,
  wpm: 40 + n,
  accuracy: 90 + (n % 10),
  dateTime: `2026-03-${String(n).padStart(2, '0')}T09:05:00.000Z`,
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
  passed: null,
  ...overrides,
});

/** A history API over `results`, newest first, as the real one pages and searches; and every search it was asked. */
function historyOf(results: readonly ResultEntry[]) {
  const asked: HistorySearch[] = [];
  const search = async (criteria: HistorySearch): Promise<HistoryPage> => {
    asked.push(criteria);
    const found = results.filter(
      (entry) =>
        `${entry.fullName} ${entry.email}`.toLowerCase().includes(criteria.textSearch.toLowerCase()) &&
        (criteria.dateSearch === '' || entry.dateTime.startsWith(criteria.dateSearch)),
    );
    return { users: found.slice(criteria.range, criteria.range + 10), nextPage: found.length > criteria.range + 10 };
  };
  return { asked, search };
}

interface Opened {
  company?: Company;
  onViewResult?: (applicantId: string) => void;
  download?: (criteria: HistoryExport) => Promise<{ file: Blob; fileName: string | undefined }>;
}

async function openHistory(search: (criteria: HistorySearch) => Promise<HistoryPage>, { company = acmeAb, onViewResult = () => {}, download }: Opened = {}) {
  // A fresh SWR cache per test, as a fresh page load has.
  live = await renderLive(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <HistoryView company={company} onMenu={() => {}} onViewResult={onViewResult} search={search} {...(download ? { download } : {})} />
    </SWRConfig>,
  );
  return live.container;
}

async function until(condition: () => boolean, what: string, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

const rows = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')];
const names = (container: HTMLElement) => rows(container).map((row) => row.querySelector('th')?.textContent);
const cells = (row: Element | undefined) => [...(row?.querySelectorAll('th, td') ?? [])];
const headings = (container: HTMLElement) => [...container.querySelectorAll('thead th')].map((heading) => heading.textContent);
const button = (container: HTMLElement, name: string) => [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
const field = (container: HTMLElement, label: string) => {
  const control = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label)?.htmlFor;
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(control ?? '')}`) ?? undefined;
};
const choice = (container: HTMLElement, label: string) => field(container, label) as unknown as HTMLSelectElement | undefined;

describe('given a company with 11 results', () => {
  const eleven = Array.from({ length: 11 }, (_, index) => result(11 - index));

  it('when the history opens, then the newest 10 show, asked from offset 0 in the company’s time zone, newest first, all of them, with "View more results"', async () => {
    const api = historyOf(eleven);
    const container = await openHistory(api.search);
    await until(() => rows(container).length > 0, 'the first page');

    expect(names(container)).toEqual(eleven.slice(0, 10).map((entry) => entry.fullName));
    expect(api.asked).toEqual([{ range: 0, dateSearch: '', textSearch: '', timeZone: acmeAb.timeZone, sort: 'date', filter: 'all' }]);
    expect(button(container, 'View more results')).toBeDefined();
  });

  it('when "View more results" is pressed, then the 11th is added below from offset 10, takes the focus, and the button goes', async () => {
    const api = historyOf(eleven);
    const container = await openHistory(api.search);
    await until(() => rows(container).length === 10, 'the first page');
    await interact(() => button(container, 'View more results')?.click());
    await until(() => rows(container).length === 11, 'the second page');

    expect(names(container)).toEqual(eleven.map((entry) => entry.fullName));
    expect(api.asked.map((criteria) => criteria.range)).toEqual([0, 10]);
    expect(button(container, 'View more results')).toBeUndefined();
    expect(document.activeElement?.textContent).toBe('Applicant 1');
  });

  it('when a name is typed, then the search waits for a 500 ms pause and asks once for what was typed', async () => {
    const api = historyOf(eleven);
    const container = await openHistory(api.search);
    await until(() => rows(container).length === 10, 'the first page');
    const search = field(container, 'Search by name or e-mail');
    await typeInto(search, 'app');
    await typeInto(search, 'applicant1@');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(api.asked).toHaveLength(1);

    await until(() => names(container).length === 1, 'the search’s results', 2_000);
    expect(names(container)).toEqual(['Applicant 1']);
    expect(api.asked.slice(1).map((criteria) => criteria.textSearch)).toEqual(['applicant1@']);
  });

  it('when a date is chosen and then cleared, then the day’s results show, then every result again', async () => {
    const api = historyOf(eleven);
    const container = await openHistory(api.search);
    await until(() => rows(container).length === 10, 'the first page');
    const clear = button(container, 'Clear');
    expect(clear?.disabled).toBe(true);

    await typeInto(field(container, 'Search by date'), '2026-03-05');
    await until(() => names(container).length === 1, 'the day’s results');
    expect(names(container)).toEqual(['Applicant 5']);
    expect(api.asked.at(-1)).toMatchObject({ range: 0, dateSearch: '2026-03-05' });

    await interact(() => clear?.click());
    await until(() => names(container).length === 10, 'every result again');
    expect(field(container, 'Search by date')?.value).toBe('');
    expect(names(container)).toEqual(eleven.slice(0, 10).map((entry) => entry.fullName));
  });

  it('when nothing matches, then it says "No results" and offers no more', async () => {
    const api = historyOf(eleven);
    const container = await openHistory(api.search);
    await until(() => rows(container).length === 10, 'the first page');
    await typeInto(field(container, 'Search by name or e-mail'), 'nobody');
    await until(() => container.querySelector('[role="status"]')?.textContent === 'No results', '"No results"', 2_000);
    expect(rows(container)).toHaveLength(0);
    expect(button(container, 'View more results')).toBeUndefined();
  });
});

describe('given one result of each kind', () => {
  it('when they show, then each row has name, e-mail, WPM, accuracy, date and time in the company’s zone (or "Invalid date"), and any flags with their reasons in plain words; one worth a second look needs review', async () => {
    const finished = result(3, {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      wpm: 62,
      accuracy: 97,
      dateTime: '2026-03-14T09:05:00.000Z',
      flags: ['evenIntervals'],
      refusals: 2,
      restarts: 1,
      secondLook: true,
    });
    const odd = result(4, { fullName: 'Alan Turing', dateTime: 'yesterday-ish' });
    const container = await openHistory(historyOf([finished, odd]).search);
    await until(() => rows(container).length === 2, 'the results');
    const [first, second] = rows(container);

    expect(headings(container)).toEqual(['Name', 'E-mail', 'WPM', 'Accuracy', 'Date and time', 'Flags', 'Status', 'Result']);
    // No pass mark, but the result needs review: its flags cell says so first.
    expect(cells(first)[5]?.querySelector('.account-results__verdicts')?.textContent).toBe('Needs review');
    expect(cells(second)[5]?.querySelector('.account-results__verdicts')).toBeNull();
    expect(
      cells(first)
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['Ada Lovelace', 'ada@example.com', '62', '97%']);
    expect(first?.querySelector('time')?.textContent).toBe(resultTime('2026-03-14T09:05:00.000Z', undefined, acmeAb.timeZone));
    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-14T09:05:00.000Z');
    const flags = first?.querySelector('details');
    expect(flags?.querySelector('summary')?.textContent).toContain('Worth a second look');
    expect([...(flags?.querySelectorAll('li') ?? [])].map((reason) => reason.textContent)).toEqual([
      expect.stringMatching(/\w+ \w+/),
      'Refused attempts: 2.',
      'Tests started again from the beginning: 1.',
    ]);
    expect(flags?.querySelector('summary')?.getAttribute('title')).toContain('Refused attempts: 2.');

    expect(second?.querySelector('.account-results__when')?.textContent).toBe('Invalid date');
    expect(second?.querySelector('details')).toBeNull();
  });

  it('when "View result" is pressed on a row, then that applicant’s result is asked for by its code', async () => {
    const viewed: string[] = [];
    const container = await openHistory(historyOf([result(1), result(2)]).search, { onViewResult: (code) => viewed.push(code) });
    await until(() => rows(container).length === 2, 'the results');
    await interact(() => rows(container)[1]?.querySelector('button')?.click());
    expect(viewed).toEqual([result(2).applicantId]);
    expect(rows(container)[1]?.querySelector('button')?.getAttribute('aria-label')).toBe('View result of Applicant 2');
  });
});

describe('given a company with a pass mark', () => {
  const judged = { ...acmeAb, minimumWpm: 60, minimumAccuracy: null };

  it('when the results show, then a Pass mark column says Passed or Not passed; the filter offers passed and not passed', async () => {
    const container = await openHistory(historyOf([result(1, { passed: 'passed' }), result(2, { passed: 'notPassed' })]).search, { company: judged });
    await until(() => rows(container).length === 2, 'the results');
    expect(headings(container)).toContain('Pass mark');
    expect(rows(container).map((row) => row.querySelector('.account-results__verdict')?.textContent)).toEqual(['Passed', 'Not passed']);
    expect([...(choice(container, 'Show')?.options ?? [])].map((option) => option.textContent)).toEqual(['All results', 'Passed', 'Not passed', 'Flagged']);
  });

  it('when a result the pass mark passes is worth a second look, then it reads Needs review with the pass mark beside, never Passed; reviewed, its verdict with the review beside', async () => {
    const review = { decision: 'accept' as const, note: 'Seen typing.', reviewedAt: '2026-03-15T10:00:00.000Z' };
    const rejected = { ...review, decision: 'reject' as const };
    const container = await openHistory(
      historyOf([
        result(1, { passed: 'passed', flags: ['bursts'], secondLook: true }),
        result(2, { passed: 'passed', flags: ['bursts'], secondLook: true, review }),
        result(3, { passed: 'passed', restarts: 1, secondLook: true, review: rejected }),
      ]).search,
      { company: judged },
    );
    await until(() => rows(container).length === 3, 'the results');
    expect(rows(container).map((row) => row.querySelector('.account-results__verdicts')?.textContent)).toEqual([
      'Needs review (pass mark: Passed)',
      'Passed Reviewed: accepted',
      'Not passed Reviewed: rejected',
    ]);
  });

  it('when sorted by WPM and shown only passed results, then the list is asked again from its first page with that order and filter', async () => {
    const api = historyOf([result(1), result(2)]);
    const container = await openHistory(api.search, { company: judged });
    await until(() => rows(container).length === 2, 'the results');
    await chooseOption(choice(container, 'Sort by'), 'wpm');
    await chooseOption(choice(container, 'Show'), 'passed');
    await until(() => api.asked.at(-1)?.filter === 'passed', 'the filtered search');
    expect(api.asked.at(-1)).toEqual({ range: 0, dateSearch: '', textSearch: '', timeZone: acmeAb.timeZone, sort: 'wpm', filter: 'passed' });
  });

  it('when "Export CSV" is pressed, then the file is asked for with the list’s search, order and filter', async () => {
    const exported: HistoryExport[] = [];
    const download = async (criteria: HistoryExport) => {
      exported.push(criteria);
      return { file: new Blob(['\uFEFFName\r\n']), fileName: 'typetest-results-2026-03-14.csv' };
    };
    const container = await openHistory(historyOf([result(1)]).search, { company: judged, download });
    await until(() => rows(container).length === 1, 'the results');
    await chooseOption(choice(container, 'Show'), 'notPassed');
    await interact(() => button(container, 'Export CSV')?.click());
    await until(() => exported.length === 1, 'the export');
    expect(exported).toEqual([{ dateSearch: '', textSearch: '', timeZone: acmeAb.timeZone, sort: 'date', filter: 'notPassed' }]);
  });
});

describe('given a company without a pass mark', () => {
  it('when the list shows, then there is no Pass mark column and the filter offers all or flagged results only', async () => {
    const container = await openHistory(historyOf([result(1)]).search);
    await until(() => rows(container).length === 1, 'the results');
    expect(headings(container)).not.toContain('Pass mark');
    expect([...(choice(container, 'Show')?.options ?? [])].map((option) => option.textContent)).toEqual(['All results', 'Flagged']);
  });
});

describe('given a phone’s narrow screen', () => {
  afterEach(() => (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width: 1024, height: 768 }));

  it('when the results show, then they are a list, each with its name as a heading, figures, verdict and "View result"', async () => {
    (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width: 375, height: 667 });
    const judged = { ...acmeAb, minimumWpm: 60, minimumAccuracy: null };
    const container = await openHistory(historyOf([result(1, { passed: 'passed', wpm: 71, accuracy: 96 })]).search, { company: judged });
    await until(() => container.querySelector('.account-results-list li') !== null, 'the list');
    expect(container.querySelector('table')).toBeNull();
    const item = container.querySelector('.account-results-list li');
    expect(item?.querySelector('h2')?.textContent).toBe('Applicant 1');
    expect(item?.querySelector('.account-results-list__figures')?.textContent).toBe('71 WPM96% accuracyPassed');
    expect(item?.querySelector('button')?.textContent).toBe('View result');
  });
});
