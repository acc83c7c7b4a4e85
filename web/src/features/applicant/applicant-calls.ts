import type { ApplicantLink, NextText, PageSignals } from '@typetest/events/applicant';
import type { Keystroke } from '@typetest/events/scoring';
import { ApiError, postJson } from '../../shared/api-client.ts';
import { type InvitingCompany, nextTextAnswer, stageFinishedAnswer, stageStartedAnswer, submitAuthAnswer } from './applicant-answers.ts';

/**
 * The applicant's calls (docs/product.md §7; README "Applicants (API)"): the personal link is the only
 * credential, so every call carries it. Failures throw ApiError; a link that does not work
 * answers 404.
 */

/** Whether the link works, and which company sent it (its name and language). */
export async function submitAuth(link: ApplicantLink): Promise<InvitingCompany> {
  return postJson('/api/applicant/submitauth', link, submitAuthAnswer);
}

/**
 * Where the applicant stands, and the text of the test to take now (the server records when it first
 * gave it out). `keyReleases`: this page records each key's release (use-typing-test.ts), which a
 * physical keyboard gives; a touch screen's on-screen keyboard (a coarse pointer) says no key, so its
 * log has none (docs/decisions/0056-catch-rate-held-out.md).
 */
export async function getNextText(link: ApplicantLink): Promise<NextText> {
  const keyReleases = !window.matchMedia('(pointer: coarse)').matches;
  return postJson('/api/applicant/getnexttext', keyReleases ? { ...link, keyReleases } : link, nextTextAnswer);
}

export interface FinishedStage {
  stage: number;
  /** The WPM the page scored; the server scores the log itself and refuses a different claim. */
  wpm: number;
  keystrokes: readonly Keystroke[];
  /** What the page noticed around the typing (page-signal-recorder.ts); absent when nothing. */
  page?: PageSignals | undefined;
}

/** A measured test is done: the server records its own figures from the keystroke log, or refuses it (ApiError 422, `code` the reason). */
export async function sendStageFinished(link: ApplicantLink, { stage, wpm, keystrokes, page }: FinishedStage) {
  return postJson('/api/applicant/stagefinished', { ...link, stage, wpm, keystrokes, page }, stageFinishedAnswer);
}

/**
 * How the introduction is sent: tried again after each of these waits when the server was not
 * reached or failed (5xx), and waited for at most `maxWaitMs` in all, so the applicant is never
 * held up for long by a bad connection.
 */
export const introductionSending = { retryDelaysMs: [500, 1_500, 3_000], maxWaitMs: 12_000 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A failure worth another try: the server not reached (0) or failing (5xx); its refusals (4xx) would be the same again. */
const worthRetrying = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * The introduction is typed: its log is kept as the applicant's own rhythm, which the judge holds
 * the measured tests against, and a test from this page without one is flagged
 * (docs/decisions/0076-no-introduction-flagged.md). So the page waits for it before the first
 * test, and sends it again when a request is lost (the server keeps the same log once). Whether
 * kept or not, it resolves: after the tries, or `maxWaitMs`, the applicant goes on.
 */
export async function sendIntroductionFinished(
  link: ApplicantLink,
  keystrokes: readonly Keystroke[],
  page: PageSignals | undefined,
  { retryDelaysMs, maxWaitMs } = introductionSending,
): Promise<'kept' | 'notKept'> {
  const send = async (): Promise<'kept' | 'notKept'> => {
    for (const delay of [...retryDelaysMs, null]) {
      try {
        await postJson('/api/applicant/introductionfinished', { ...link, keystrokes, page }, stageStartedAnswer);
        return 'kept';
      } catch (error) {
        if (delay === null || !worthRetrying(error)) return 'notKept';
        await wait(delay);
      }
    }
    return 'notKept';
  };
  return Promise.race([send(), wait(maxWaitMs).then(() => 'notKept' as const)]);
}

/**
 * The applicant typed the first key of a measured test: the server records the start, and a second
 * start of one attempt (a reload mid-test) as a restart, which the company sees. Nothing waits
 * for it and nothing is lost without it: a failure is the company's missing note, not the test's.
 */
export async function sendStageStarted(link: ApplicantLink, stage: number): Promise<void> {
  await postJson('/api/applicant/stagestarted', { ...link, stage }, stageStartedAnswer);
}
