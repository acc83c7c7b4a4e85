// @vitest-environment happy-dom
import type { AccountOverview as Overview } from '@typetest/events/applicant';
import { act } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { acmeAb } from '../../shared/session/testing/account-api.ts';
import { interact, renderLive, type Live } from '../../shared/ui/testing/render.tsx';
import { AccountOverview } from './account-overview.tsx';
import { resultTime } from './result-time.ts';

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
});

const overview: Overview = {
  awaiting: 4,
  resultsThisWeek: 7,
  latest: [
    {
      applicantId: '00000000-0000-4000-8000-000000000003',
      fullName: 'Anna Berg',
      wpm: 77,
      accuracy: 98,
      dateTime: '2026-11-25T09:30:00.000Z',
      passed: 'passed',
      secondLook: false,
      review: null,
    },
    {
      applicantId: '00000000-0000-4000-8000-000000000002',
      fullName: 'Erik Holm',
      wpm: 41,
      accuracy: 90,
      dateTime: '2026-11-24T15:00:00.000Z',
      passed: 'notPassed',
      secondLook: false,
      review: null,
    },
  ],
  reminderAfterHours: 48,
};

async function render(load: () => Promise<Overview>, viewed: string[] = [], opened: string[] = []) {
  live = await renderLive(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AccountOverview company={{ ...acmeAb, minimumWpm: 60 }} load={load} onViewResult={(code) => viewed.push(code)} onHistory={() => opened.push('history')} />
    </SWRConfig>,
  );
  const container = live.container;
  const deadline = Date.now() + 3_000;
  while (!container.querySelector('.account-overview') && Date.now() < deadline) await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return container;
}

describe('the account menu’s overview', () => {
  it('given the company’s figures, then it shows applicants awaiting, results this week and the latest results in the company’s zone; a name opens that result, "All results" the list', async () => {
    const viewed: string[] = [];
    const opened: string[] = [];
    const container = await render(async () => overview, viewed, opened);

    expect([...container.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Applicants awaiting results', 'Results this week']);
    expect([...container.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['4', '7']);
    const latest = [...container.querySelectorAll('.account-overview__latest li')];
    expect(latest.map((item) => item.textContent)).toEqual([
      `Anna Berg77 WPM, 98% accuracyPassed${resultTime('2026-11-25T09:30:00.000Z', undefined, acmeAb.timeZone)}`,
      `Erik Holm41 WPM, 90% accuracyNot passed${resultTime('2026-11-24T15:00:00.000Z', undefined, acmeAb.timeZone)}`,
    ]);
    await interact(() => latest[1]?.querySelector('button')?.click());
    expect(viewed).toEqual(['00000000-0000-4000-8000-000000000002']);
    await interact(() => [...container.querySelectorAll('button')].find((button) => button.textContent === 'All results')?.click());
    expect(opened).toEqual(['history']);
  });

  it('given a latest result worth a second look that the pass mark passes, then it reads Needs review, the pass mark beside, never Passed', async () => {
    const flagged = { ...overview.latest[0]!, secondLook: true };
    const container = await render(async () => ({ ...overview, latest: [flagged] }));
    expect(container.querySelector('.account-overview__latest .account-results__verdicts')?.textContent).toBe('Needs review (pass mark: Passed)');
  });

  it('given no results yet, then it says so', async () => {
    const container = await render(async () => ({ awaiting: 0, resultsThisWeek: 0, latest: [], reminderAfterHours: 48 }));
    expect(container.querySelector('.account-overview__none')?.textContent).toBe('No results yet.');
  });
});
