// @vitest-environment happy-dom
import type { HistorySearch, ResultEntry } from '@typetest/events/applicant';
import { act, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { acmeAb } from '../../shared/session/testing/account-api.ts';
import { chooseOption, renderLive, type Live } from '../../shared/ui/testing/render.tsx';
import type { HistoryPage } from './applicant-calls.ts';
import { HistoryView } from './history-view.tsx';

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
});

const result = (n: number): ResultEntry => ({
  applicantId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  fullName: `Applicant ${n}`,
  email: `applicant${n}@example.com`,
  erased: false,
  wpm: 40 + n,
  accuracy: 90,
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
});

const twentyFive = Array.from({ length: 25 }, (_, index) => result(25 - index));

/** Pages of ten, as the API gives them, and every search asked. */
function historyOf(results: readonly ResultEntry[]) {
  const asked: HistorySearch[] = [];
  const search = async (criteria: HistorySearch): Promise<HistoryPage> => {
    asked.push(criteria);
    return { users: results.slice(criteria.range, criteria.range + 10), nextPage: results.length > criteria.range + 10 };
  };
  return { asked, search };
}

/** The page as opened from `search` (a reload, a bookmark); it shows its address in `data-address`. */
function At({ search, children }: { search: string; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [there, setThere] = useState(false);
  useEffect(() => {
    navigate({ pathname: '/login', search }, { replace: true });
  }, [navigate, search]);
  // Mounted once the address is the one opened, as a page load would mount it.
  if (!there && location.search === search) setThere(true);
  return there ? <div data-address={`${location.pathname}${location.search}`}>{children}</div> : null;
}

async function openAt(search: string, api: ReturnType<typeof historyOf>) {
  live = await renderLive(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <At search={search}>
        <HistoryView company={acmeAb} onMenu={() => {}} onViewResult={() => {}} search={api.search} />
      </At>
    </SWRConfig>,
  );
  return live.container;
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 3_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

const rows = (container: HTMLElement) => container.querySelectorAll('tbody tr').length;
const address = (container: HTMLElement) => container.querySelector('[data-address]')?.getAttribute('data-address');
const control = (container: HTMLElement, label: string) => {
  const id = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label)?.htmlFor ?? '';
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`);
};

describe('given the address of a results list searched, sorted and paged (a reload, a bookmark)', () => {
  it('when it opens, then the list is that one: the search in its fields, asked for as it was, as many pages as were loaded', async () => {
    const api = historyOf(twentyFive);
    const container = await openAt('?view=results&q=applicant&sort=wpm&show=flagged&pages=2', api);
    await until(() => rows(container) === 20, 'two pages');

    expect(control(container, 'Search by name or e-mail')?.value).toBe('applicant');
    expect(control(container, 'Sort by')?.value).toBe('wpm');
    expect(api.asked.map(({ range, textSearch, sort, filter }) => ({ range, textSearch, sort, filter }))).toEqual([
      { range: 0, textSearch: 'applicant', sort: 'wpm', filter: 'flagged' },
      { range: 10, textSearch: 'applicant', sort: 'wpm', filter: 'flagged' },
    ]);
  });

  it('when the order is changed, then the address says the new order, back at the first page, the search kept', async () => {
    const api = historyOf(twentyFive);
    const container = await openAt('?view=results&q=applicant&pages=2', api);
    await until(() => rows(container) === 20, 'two pages');

    await chooseOption(control(container, 'Sort by'), 'accuracy');

    await until(() => address(container) === '/login?view=results&q=applicant&sort=accuracy', 'the new address');
    await until(() => rows(container) === 10, 'the first page of the new order');
  });
});
