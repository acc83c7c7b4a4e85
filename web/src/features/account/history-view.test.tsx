// @vitest-environment happy-dom
import type { HistorySearch, ResultEntry } from '@typetest/events/applicant';
import { act } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { acmeAb } from '../../shared/session/testing/account-api.ts';
import { interact, renderLive, type Live } from '../../shared/ui/testing/render.tsx';
import type { HistoryPage } from './applicant-calls.ts';
import { browserTimeZone } from './history-pages.ts';
import { HistoryView } from './history-view.tsx';
import { resultTime } from './result-time.ts';

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
});

const result = (n: number, overrides: Partial<ResultEntry> = {}): ResultEntry => ({
  fullName: `Applicant ${n}`,
  email: `applicant${n}@example.com`,
  wpm: 40 + n,
  accuracy: 90 + (n % 10),
  dateTime: `2026-03-${String(n).padStart(2, '0')}T09:05:00.000Z`,
  stages: [],
  flags: [],
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

async function openHistory(search: (criteria: HistorySearch) => Promise<HistoryPage>) {
  // A fresh SWR cache per test, as a fresh page load has.
  live = await renderLive(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <HistoryView company={acmeAb} onMenu={() => {}} search={search} />
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

const cards = (container: HTMLElement) => [...container.querySelectorAll('.account-result')];
const names = (container: HTMLElement) => cards(container).map((card) => card.querySelector('h2')?.textContent);
const button = (container: HTMLElement, name: string) => [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
const field = (container: HTMLElement, label: string) => {
  const control = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label)?.htmlFor;
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(control ?? '')}`) ?? undefined;
};

/** Types as a browser does: React's own value tracking must see the change. */
async function type(control: HTMLInputElement | undefined, text: string) {
  await interact(() => {
    if (!control) throw new Error('no such field');
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, text);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('given a company with 11 results', () => {
  const eleven = Array.from({ length: 11 }, (_, index) => result(11 - index));

  it('when the history opens, then the newest 10 show, asked from offset 0 in the browser’s time zone, with "View more results"', async () => {
    const api = historyOf(eleven);
    const container = await openHistory(api.search);
    await until(() => cards(container).length > 0, 'the first page');

    expect(names(container)).toEqual(eleven.slice(0, 10).map((entry) => entry.fullName));
    expect(api.asked).toEqual([{ range: 0, dateSearch: '', textSearch: '', timeZone: browserTimeZone() }]);
    expect(button(container, 'View more results')).toBeDefined();
  });

  it('when "View more results" is pressed, then the 11th is added below from offset 10, takes the focus, and the button goes', async () => {
    const api = historyOf(eleven);
    const container = await openHistory(api.search);
    await until(() => cards(container).length === 10, 'the first page');
    await interact(() => button(container, 'View more results')?.click());
    await until(() => cards(container).length === 11, 'the second page');

    expect(names(container)).toEqual(eleven.map((entry) => entry.fullName));
    expect(api.asked.map((criteria) => criteria.range)).toEqual([0, 10]);
    expect(button(container, 'View more results')).toBeUndefined();
    expect(document.activeElement?.textContent).toBe('Applicant 1');
  });

  it('when a name is typed, then the search waits for a 500 ms pause and asks once for what was typed', async () => {
    const api = historyOf(eleven);
    const container = await openHistory(api.search);
    await until(() => cards(container).length === 10, 'the first page');
    const search = field(container, 'Search by name or e-mail');
    await type(search, 'app');
    await type(search, 'applicant1@');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(api.asked).toHaveLength(1);

    await until(() => names(container).length === 1, 'the search’s results', 2_000);
    expect(names(container)).toEqual(['Applicant 1']);
    expect(api.asked.slice(1).map((criteria) => criteria.textSearch)).toEqual(['applicant1@']);
  });

  it('when a date is chosen and then cleared, then the day’s results show, then every result again', async () => {
    const api = historyOf(eleven);
    const container = await openHistory(api.search);
    await until(() => cards(container).length === 10, 'the first page');
    const clear = button(container, 'Clear');
    expect(clear?.disabled).toBe(true);

    await type(field(container, 'Search by date'), '2026-03-05');
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
    await until(() => cards(container).length === 10, 'the first page');
    await type(field(container, 'Search by name or e-mail'), 'nobody');
    await until(() => container.querySelector('[role="status"]')?.textContent === 'No results', '"No results"', 2_000);
    expect(cards(container)).toHaveLength(0);
    expect(button(container, 'View more results')).toBeUndefined();
  });
});

describe('given one result of each kind', () => {
  it('when they show, then each card has name, e-mail, WPM, accuracy, date and time (or "Invalid date"), each test, and any flags in plain words', async () => {
    const finished = result(3, {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      wpm: 62,
      accuracy: 97,
      dateTime: '2026-03-14T09:05:00.000Z',
      stages: [
        { stage: 1, wpm: 60, accuracy: 96 },
        { stage: 2, wpm: 62, accuracy: 97 },
        { stage: 3, wpm: 64, accuracy: 98 },
      ],
      flags: ['evenIntervals', 'bursts'],
    });
    const odd = result(4, { fullName: 'Alan Turing', dateTime: 'yesterday-ish' });
    const container = await openHistory(historyOf([finished, odd]).search);
    await until(() => cards(container).length === 2, 'the results');
    const [first, second] = cards(container);

    expect(first?.querySelector('.account-result__email')?.textContent).toBe('ada@example.com');
    expect(first?.querySelector('.account-result__figures')?.textContent).toBe('62 WPM97% accuracy');
    expect(first?.querySelector('time')?.textContent).toBe(resultTime('2026-03-14T09:05:00.000Z'));
    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-14T09:05:00.000Z');
    expect([...(first?.querySelectorAll('.account-result__stages li') ?? [])].map((item) => item.textContent)).toEqual([
      'Test 1: 60 WPM, 96% accuracy',
      'Test 2: 62 WPM, 97% accuracy',
      'Test 3: 64 WPM, 98% accuracy',
    ]);
    expect(first?.querySelector('.account-result__flags')?.textContent).toBe(
      'Worth a second lookThe keys came at unusually even intervals in a test.Some keys came in bursts far faster than this applicant’s usual pace.',
    );

    expect(second?.querySelector('.account-result__when')?.textContent).toBe('Invalid date');
    expect(second?.querySelector('.account-result__flags')).toBeNull();
  });
});
