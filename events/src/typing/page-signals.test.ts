import { describe, expect, it } from 'vitest';
import { stageFinishedSchema } from '../applicant/applicant-api.ts';
import { maxPageSignals } from './page-signal-limit.ts';

const link = { textFolder: 'acme', urlApplicantCode: 'a-code' };
/** A test typed from 1 s to 9 s on the page's clock. */
const finished = {
  ...link,
  wpm: 0,
  stage: 1,
  keystrokes: [
    { key: 'a', at: 1_000 },
    { key: 'b', at: 9_000 },
  ],
};
const issuesOf = (body: unknown) => stageFinishedSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe("stagefinished's page signals", () => {
  it('given a page from before the signals, or one that saw nothing, then the test is read as before', () => {
    expect(issuesOf(finished)).toEqual([]);
    expect(issuesOf({ ...finished, page: {} })).toEqual([]);
  });

  it('given two times away, a paste attempt and script-dispatched keys within the test, then they are taken as sent', () => {
    const page = {
      untrustedKeys: 3,
      away: [
        { at: 2_000, ms: 4_000 },
        { at: 500, ms: 300 },
      ],
      pasteAttempts: [{ at: 8_999 }],
    };
    expect(stageFinishedSchema.parse({ ...finished, page }).page).toEqual(page);
  });

  it('given a time away that ends after the last keystroke (past the second of rounding), or a paste after it, then the request is refused naming page', () => {
    expect(issuesOf({ ...finished, page: { away: [{ at: 8_000, ms: 2_001 }] } })).toEqual([['page', 'input.pageSignalTimes']]);
    expect(issuesOf({ ...finished, page: { away: [{ at: 8_000, ms: 2_000 }] } })).toEqual([]);
    expect(issuesOf({ ...finished, page: { pasteAttempts: [{ at: 10_001 }] } })).toEqual([['page', 'input.pageSignalTimes']]);
  });

  it('given more signals than a test holds, negative times, a zero count or a field the page never sends, then the request is refused', () => {
    const many = Array.from({ length: maxPageSignals + 1 }, () => ({ at: 1_000 }));
    expect(issuesOf({ ...finished, page: { pasteAttempts: many } }).map(([path]) => path)).toEqual(['page.pasteAttempts']);
    expect(issuesOf({ ...finished, page: { away: [{ at: -1, ms: 10 }] } }).map(([path]) => path)).toEqual(['page.away.0.at']);
    expect(issuesOf({ ...finished, page: { untrustedKeys: 0 } }).map(([path]) => path)).toEqual(['page.untrustedKeys']);
    expect(issuesOf({ ...finished, page: { copied: 1 } }).map(([path]) => path)).toEqual(['page']);
  });
});
