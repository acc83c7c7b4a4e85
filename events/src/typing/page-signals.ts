import { z } from 'zod';
import { catalogueKey } from '../i18n/issue-words.ts';
import { maxPageSignals } from './page-signal-limit.ts';

/**
 * What the test page noticed around the typing of a measured test, beside its keystroke log
 * (docs/decisions/0054-signals-from-the-test-page.md): key events the browser did not make itself
 * (a page script's or an extension's), each time the applicant left the page, and each paste or
 * drop the page refused. Times are on the keystroke log's clock (the events' `timeStamp`), from
 * when the test's text was shown; a page from before these were recorded sends none.
 */

const time = z.number().finite().nonnegative();

/** Left the page (hidden, or the window lost focus) at `at`, for `ms` milliseconds. */
export const awaySchema = z.object({ at: time, ms: time }).strict();
export type Away = z.infer<typeof awaySchema>;

/** A paste or drop the page refused, at `at`. */
export const pasteAttemptSchema = z.object({ at: time }).strict();
export type PasteAttempt = z.infer<typeof pasteAttemptSchema>;

/** stagefinished's `page`: every part optional and absent when there is nothing to say, to keep the request small. */
export const pageSignalsSchema = z
  .object({
    /** Key (or input) events whose `isTrusted` was false: dispatched by a script, not typed. Absent: none. */
    untrustedKeys: z.number().int().positive().max(100_000).optional(),
    away: z.array(awaySchema).max(maxPageSignals).optional(),
    pasteAttempts: z.array(pasteAttemptSchema).max(maxPageSignals).optional(),
  })
  .strict();
export type PageSignals = z.infer<typeof pageSignalsSchema>;

/**
 * How far past the last keystroke a signal may end: the page rounds each time to whole milliseconds
 * and closes a time away still open when the test ends at the last key.
 */
const endAllowanceMs = 1_000;

/** Every signal happened before the test's last keystroke (at `lastAt`): the page stops listening once the text is typed. */
export function signalsWithinTest(page: PageSignals, lastAt: number): boolean {
  const end = lastAt + endAllowanceMs;
  return (page.away ?? []).every((away) => away.at + away.ms <= end) && (page.pasteAttempts ?? []).every((paste) => paste.at <= end);
}

export const pageSignalsWithinTestMessage = catalogueKey('input.pageSignalTimes');

/** What is kept with a recorded test: times away and paste attempts, empty when there were none (or the page sent none). */
export const recordedPageSignalsSchema = z.object({ away: z.array(awaySchema), pasteAttempts: z.array(pasteAttemptSchema) });
export type RecordedPageSignals = z.infer<typeof recordedPageSignalsSchema>;

export const noPageSignals: RecordedPageSignals = { away: [], pasteAttempts: [] };
