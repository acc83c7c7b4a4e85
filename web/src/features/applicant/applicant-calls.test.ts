import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../shared/i18n/testing/english-words.ts';
import { sendIntroductionFinished } from './applicant-calls.ts';

const link = { textFolder: 'office', urlApplicantCode: 'code' };
const keystrokes = [{ key: 'T', at: 0 }];
const quickly = { retryDelaysMs: [1, 1, 1], maxWaitMs: 2_000 };

/** The API answering each request in turn: a status, or `unreachable` (the request lost on the way). Counts the requests. */
function apiAnswersInTurn(...answers: (number | 'unreachable')[]) {
  const requests: unknown[] = [];
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    requests.push(JSON.parse(String(init.body)));
    const answer = answers[requests.length - 1] ?? answers.at(-1);
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    const body = answer === 200 ? { success: true } : { success: false, errorMessage: 'No' };
    return new Response(JSON.stringify(body), { status: answer, headers: { 'Content-Type': 'application/json' } });
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('given the applicant finished the introduction, whose log the judge holds the tests against (docs/decisions/0076-no-introduction-flagged.md)', () => {
  it('when the first request is lost and the second fails on the server, then the page sends it again, the same log each time, until it is kept', async () => {
    const requests = apiAnswersInTurn('unreachable', 503, 200);
    await expect(sendIntroductionFinished(link, keystrokes, undefined, quickly)).resolves.toBe('kept');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => JSON.stringify(request))).size).toBe(1);
  });

  it('when the server refuses the log (422), then it is not sent again: the answer would be the same', async () => {
    const requests = apiAnswersInTurn(422);
    await expect(sendIntroductionFinished(link, keystrokes, undefined, quickly)).resolves.toBe('notKept');
    expect(requests).toHaveLength(1);
  });

  it('when the server is never reached, then the page gives up after the tries and the applicant goes on', async () => {
    const requests = apiAnswersInTurn('unreachable');
    await expect(sendIntroductionFinished(link, keystrokes, undefined, quickly)).resolves.toBe('notKept');
    expect(requests).toHaveLength(4);
  });

  it('when a request never answers, then the page goes on after the longest wait', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    await expect(sendIntroductionFinished(link, keystrokes, undefined, { retryDelaysMs: [1], maxWaitMs: 20 })).resolves.toBe('notKept');
  });
});
