// @vitest-environment happy-dom
import type { ApplicantResult } from '@typetest/events/applicant';
import { act } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api-client.ts';
import { acmeAb } from '../../../shared/session/testing/account-api.ts';
import { renderLive, type Live } from '../../../shared/ui/testing/render.tsx';
import { ResultView } from './result-view.tsx';

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
});

const applicantId = '0b7d3c1e-5a2f-4e8b-9c6d-1f2e3a4b5c6d';
const text = 'the cat';
const stage = (n: number): ApplicantResult['stages'][number] => ({
  stage: n,
  flagPlaces: [],
  wpm: 60,
  accuracy: 86,
  durationMs: 12_400,
  charactersTyped: 8,
  errorsCorrected: 1,
  errorsLeft: 1,
  typedRuns: [
    { typed: 'the c', expected: 'the c', correct: true },
    { typed: 'o', expected: 'a', correct: false },
    { typed: 't', expected: 't', correct: true },
  ],
  speed: [
    { fromMs: 0, toMs: 5_000, wpm: 58 },
    { fromMs: 5_000, toMs: 12_400, wpm: 61 },
  ],
  text,
  keystrokes: [...'the cot'].map((key, i) => ({ key, at: i * 200 })),
  flags: [],
  page: { away: [], pasteAttempts: [] },
});

const result = (overrides: Partial<ApplicantResult> = {}): ApplicantResult => ({
  applicant: { applicantId, fullName: 'Grace Hopper', email: 'grace@example.com', finishedAt: '2026-11-22T09:30:00.000Z', erasedAt: null },
  wpm: 60,
  accuracy: 86,
  passMark: { minimumWpm: null, minimumAccuracy: null },
  verdict: null,
  secondLook: false,
  review: null,
  status: null,
  note: '',
  stages: [stage(1), stage(2), stage(3)],
  integrity: { flags: [], refusals: [], restarts: [], locks: [], pageSignals: [], flagPlaces: [] },
  comparison: { typistPercentile: 70, typistTop: null, companyStanding: { fasterThan: 4, outOf: 7 } },
  ...overrides,
});

async function until(condition: () => boolean, what: string, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** The result view of `code`, its call answering `answer` (or failing with it); the codes it asked for. */
async function openResult(answer: ApplicantResult | ApiError, code = applicantId) {
  const asked: string[] = [];
  live = await renderLive(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ResultView
        company={acmeAb}
        applicantId={code}
        onMenu={() => {}}
        onHistory={() => {}}
        load={async (requested) => {
          asked.push(requested);
          if (answer instanceof ApiError) throw answer;
          return answer;
        }}
      />
    </SWRConfig>,
  );
  const page = live.container;
  return { page, asked, text: () => page.textContent ?? '' };
}

const loaded = async (view: Awaited<ReturnType<typeof openResult>>) => {
  await until(() => view.page.querySelector('h1')?.textContent === 'Grace Hopper', 'the result');
  return view;
};

describe('given a finished applicant of a company without a pass mark', () => {
  it('when the result opens, then it shows who, the overall figures and how the applicant compares, and no verdict', async () => {
    const view = await loaded(await openResult(result()));

    expect(view.text()).toContain('grace@example.com');
    expect(view.text()).toContain('60 WPM');
    expect(view.text()).toContain('86% accuracy');
    expect(view.text()).toContain('Faster than about 70% of typists in general.');
    expect(view.text()).toContain('Faster than 4 of your 7 other applicants who finished.');
    expect(view.text()).not.toContain('Passed');
    expect(view.text()).not.toContain('Not passed');
    expect(view.text()).toContain('Nothing unusual');
  });

  it('then each test has its figures, its text with the error marked (and said for screen readers), and its speed chart', async () => {
    const view = await loaded(await openResult(result()));

    const first = view.page.querySelector('.result-stage');
    const figures = [...(first?.querySelectorAll('dt') ?? [])].map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['WPM=60', 'Accuracy=86%', 'Duration=12 s', 'Characters typed=8', 'Errors corrected=1', 'Errors left=1']);
    expect([...(first?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent)).toEqual(['o']);
    expect(first?.textContent).toContain('(text: a)');
    expect(first?.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('WPM every 5 seconds: 5 s: 58, 12 s: 61.');
  });

  it("then the times are in the company's time zone, as the results list gives them", async () => {
    const view = await loaded(await openResult(result()));

    const shown = view.page.querySelector('.result-summary time');
    expect(shown?.getAttribute('dateTime')).toBe('2026-11-22T09:30:00.000Z');
    expect(shown?.textContent).toBe(
      `Finished ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: acmeAb.timeZone }).format(new Date('2026-11-22T09:30:00.000Z'))}`,
    );
  });

  it('when the applicant is the company\'s first, or in the top 0.5% of typists, then it is said so, not "faster than 99%"', async () => {
    const view = await loaded(await openResult(result({ comparison: { typistPercentile: 99, typistTop: 0.5, companyStanding: { fasterThan: 0, outOf: 0 } } })));

    expect(view.text()).toContain('In the top 0.5% of typists in general');
    expect(view.text()).toContain('The first of your applicants to finish');
    expect(view.text()).not.toContain('99%');
  });

  it('when only one other applicant of the company finished, then no rank among one is given ("faster than 0 of 1"), only that there are too few', async () => {
    const view = await loaded(await openResult(result({ comparison: { typistPercentile: 40, typistTop: null, companyStanding: { fasterThan: 0, outOf: 1 } } })));

    expect(view.text()).toContain('Only 1 other of your applicants has finished, too few to compare with yet.');
    expect(view.text()).not.toContain('Faster than 0');
  });
});

describe('given a company with a pass mark', () => {
  it.each([
    ['meets it', 'passed', 'Passed'],
    ['falls short of it', 'notPassed', 'Not passed'],
  ] as const)('when the result %s, then it says so (%s) and what the pass mark is', async (_case, verdict, words) => {
    const view = await loaded(await openResult(result({ verdict, passMark: { minimumWpm: 50, minimumAccuracy: 90 } })));

    expect(view.page.querySelector('.result-verdict')?.textContent).toBe(words);
    expect(view.text()).toContain('Your pass mark: at least 50 WPM, at least 90% accuracy');
  });
});

describe('given a pass mark whose accuracy has a decimal', () => {
  it('when the result opens, then the pass mark says it with its decimal', async () => {
    const view = await loaded(await openResult(result({ verdict: 'passed', passMark: { minimumWpm: null, minimumAccuracy: 92.5 } })));
    expect(view.text()).toContain('Your pass mark: at least 92.5% accuracy');
  });
});

describe('given a result worth a second look that the pass mark passes', () => {
  const flagged = { verdict: 'passed' as const, passMark: { minimumWpm: 50, minimumAccuracy: null }, secondLook: true };

  it('when the result opens, then it reads Needs review, with the pass mark alone beside it, and offers to accept or reject it with a note', async () => {
    const view = await loaded(await openResult(result(flagged)));

    expect(view.page.querySelector('.result-verdict')?.textContent).toBe('Needs review');
    expect(view.text()).toContain('By the pass mark alone: Passed');
    expect([...view.page.querySelectorAll('input[type="radio"]')].map((radio) => radio.parentElement?.textContent)).toEqual(['Accept', 'Reject']);
    expect(view.page.querySelector('textarea')).not.toBeNull();
    expect(buttons(view)).toContain('Save review');
  });

  it('when it was reviewed and accepted, then it reads Passed with the review, its time and its note, and the review can be changed', async () => {
    const review = { decision: 'accept' as const, note: 'Typed again in front of us.', reviewedAt: '2026-11-23T08:00:00.000Z' };
    const view = await loaded(await openResult(result({ ...flagged, review })));

    expect(view.page.querySelector('.result-verdict')?.textContent).toBe('Passed');
    expect(view.text()).toContain('Reviewed: accepted');
    expect(view.text()).toContain('Note: Typed again in front of us.');
    expect(view.page.querySelector<HTMLInputElement>('input[value="accept"]')?.checked).toBe(true);
  });

  it('when a clean result opens, then there is nothing to review', async () => {
    const view = await loaded(await openResult(result({ verdict: 'passed', passMark: { minimumWpm: 50, minimumAccuracy: null } })));

    expect(view.page.querySelector('.result-verdict')?.textContent).toBe('Passed');
    expect(buttons(view)).not.toContain('Save review');
  });
});

describe('given a sitting with a flag, a refused attempt, a restart and a lock', () => {
  it('when the result opens, then each is one plain sentence with its test and time, never a code', async () => {
    const integrity = {
      flags: ['evenIntervals' as const],
      refusals: [{ stage: 2, reason: 'inhumanSpeed' as const, at: '2026-11-22T09:10:00.000Z' }],
      restarts: [{ stage: 1, at: '2026-11-22T09:00:00.000Z' }],
      locks: [{ stage: 2, at: '2026-11-22T09:12:00.000Z' }],
      pageSignals: [],
      flagPlaces: [{ stage: 3, flag: 'evenIntervals' as const, atMs: 42_300, ms: 10_000 }],
    };

    const view = await loaded(await openResult(result({ integrity })));

    expect(view.text()).toContain('Worth a second look');
    expect(view.text()).toMatch(/Test 2, .+: \S/);
    expect(view.text()).toMatch(/Test 1 was started again from the beginning, /);
    expect(view.text()).toContain('(test 3, at 0:42 in the replay)');
    expect(view.text()).toMatch(/The link stopped working after too many refused attempts at test 2, /);
    expect(view.text()).not.toContain('inhumanSpeed');
    expect(view.text()).not.toContain('evenIntervals');
    expect(view.text()).not.toContain('Nothing unusual');
  });
});

describe('given test 1 taken with the page left twice (14 s in all), a paste refused and a long pause, on a page that recorded releases', () => {
  // Typed from 10 s on the page's clock: "the c" 200 ms apart, then 4 s of nothing before "ot".
  const keystrokes = [...'the cot'].map((key, i) => ({ key, at: 10_000 + i * 200 + (i >= 5 ? 4_000 : 0), up: 10_000 + i * 200 + (i >= 5 ? 4_000 : 0) + 95 }));
  const page = {
    away: [
      { at: 10_500, ms: 9_000 },
      { at: 14_000, ms: 5_200 },
    ],
    pasteAttempts: [{ at: 10_300 }],
  };
  const sitting = () =>
    result({
      stages: [{ ...stage(1), keystrokes, page }, stage(2), stage(3)],
      integrity: { flags: [], refusals: [], restarts: [], locks: [], pageSignals: [{ stage: 1, timesAway: 2, msAway: 14_200, pasteAttempts: 1 }], flagPlaces: [] },
    });

  it('when the result opens, then the integrity report says it in words with the count and the time, and is not "nothing unusual"', async () => {
    const view = await loaded(await openResult(sitting()));

    expect(view.text()).toContain('Test 1: the applicant left the test page 2 times, 14 s in all.');
    expect(view.text()).toContain('Test 1: the applicant tried once to paste or drop text, which the page refused.');
    expect(view.text()).not.toContain('Nothing unusual');
  });

  it("when test 1's replay is looked at, then it marks where the applicant left, pasted and paused, each moving the replay there, and shows the last key's hold", async () => {
    const view = await loaded(await openResult(sitting()));
    const replay = view.page.querySelector('.result-replay[data-stage="1"]')!;
    const marks = [...replay.querySelectorAll('[data-mark]')].map((mark) => mark.textContent);

    expect(marks).toEqual(['Tried to paste at 0 s', 'Left the test page at 1 s, for 9 seconds', 'Paused 4 seconds at 1 s', 'Left the test page at 4 s, for 5 seconds']);
    await act(async () => (replay.querySelectorAll<HTMLButtonElement>('[data-mark] button')[3] as HTMLButtonElement).click());
    expect(replay.querySelector('input[type="range"]')?.getAttribute('aria-valuetext')).toBe('4 of 5 seconds');
    expect(replay.textContent).toContain('Last key held 95 ms');
    // A test whose page recorded no releases says nothing of holds.
    expect(view.page.querySelector('.result-replay[data-stage="2"]')?.textContent).not.toContain('held');
  });
});

describe('given test 2 flagged for a burst over its keystrokes 2 to 6 (typed from 0.6 s to 1.8 s of the replay)', () => {
  const keystrokes = [...'the cat'].map((key, i) => ({ key, at: 5_000 + i * 300 }));
  const flagged = () => result({ stages: [stage(1), { ...stage(2), keystrokes, flags: ['bursts'], flagPlaces: [{ flag: 'bursts', from: 2, to: 6 }] }, stage(3)] });

  it("when test 2's replay is looked at, then it marks where the burst was, in the flag's words, and the mark moves the replay there", async () => {
    const view = await loaded(await openResult(flagged()));
    const replay = view.page.querySelector('.result-replay[data-stage="2"]')!;
    const mark = replay.querySelector('[data-mark="flag"]')!;

    expect(mark.textContent).toBe(
      'Noticed from 1 s to 2 s: Some keys came in bursts far faster than this applicant’s own pace, as pasted text can, seen in none of the 669 real typists we measured.',
    );
    await act(async () => (mark.querySelector('button') as HTMLButtonElement).click());
    expect(replay.querySelector('input[type="range"]')?.getAttribute('aria-valuetext')).toBe('1 of 2 seconds');
  });
});

const buttons = (view: Awaited<ReturnType<typeof openResult>>) => [...view.page.querySelectorAll('button')].map((button) => button.textContent);
const notInAccount = 'This result is not in your account. If the link came in a results e-mail, log in to the account it was sent to.';

describe("given the results mail's link carries something that is no applicant code", () => {
  it('when the view opens, then it says the result is not found, without asking the API, and offers the results list only', async () => {
    const view = await openResult(result(), 'not-a-code');

    await until(() => view.text().includes(notInAccount), 'the message');
    expect(view.page.querySelector('h1')?.textContent).toBe('Result not found');
    expect(view.asked).toEqual([]);
    expect(buttons(view)).not.toContain('Try again');
    expect(buttons(view)).toContain('Back to Applicant results & history');
  });
});

describe("given a result address of another company's applicant, or of none", () => {
  it('when the API answers that the account has no such applicant, then the view says the result is not found, with the way to the results list and no Try again', async () => {
    const view = await openResult(new ApiError(notInAccount, 404));

    await until(() => view.text().includes(notInAccount), 'the message');
    expect(view.page.querySelector('h1')?.textContent).toBe('Result not found');
    expect(buttons(view)).not.toContain('Try again');
    expect(buttons(view)).toContain('Back to Applicant results & history');
  });

  it('when the call fails otherwise (the server not reached), then Try again is offered: asking again may help', async () => {
    const view = await openResult(new ApiError('The server could not be reached.', 0));

    await until(() => view.text().includes('The server could not be reached.'), 'the message');
    expect(buttons(view)).toContain('Try again');
  });
});
