import { z } from 'zod';
import { catalogueKey } from '../i18n/issue-words.ts';
import { verbatimText } from '../schema/free-text.ts';
import { isKeystrokeKey } from './keystroke-key.ts';

/**
 * The keystroke log as it crosses a boundary (the applicant's finished test, the events that keep
 * it): its shape and bounds. Apart from scoring.ts, so the typing screen can score without zod.
 */

/**
 * Longest log a finished test can plausibly need. A bound, so a forged request cannot make the
 * server replay an endless log.
 */
export const maxKeystrokes = 50_000;

/**
 * One keystroke: Backspace, or the character the key produced, and when it was pressed
 * (milliseconds on a monotonic clock, the key event's timeStamp; only differences between
 * keystrokes matter). A character is
 * exactly one Unicode code point (keystroke-key.ts's isKeystrokeKey, the rule the browser records by):
 * one or two UTF-16 units, so an emoji is one key. Every log is stored as JSON, which Postgres
 * cannot hold NUL or half a surrogate pair in, so those are refused here with free text's words
 * (verbatimText), naming the key.
 */
export const keystrokeSchema = z
  .object({
    key: verbatimText().refine(isKeystrokeKey, catalogueKey('input.keystrokeKey')),
    at: z.number().finite().nonnegative(),
    /**
     * The key was held and this press is the operating system's auto-repeat (the browser's
     * `event.repeat`). Absent when false. The judge counts a held Backspace as one key held, never
     * as typing speed (events/src/applicant/judge-stage.ts).
     */
    repeat: z.boolean().optional(),
    /**
     * When the key was released (its `keyup`), on the same clock as `at`. Optional: a page from
     * before releases were recorded sends none, the last key of a test is sent before it is
     * released, and a held key's repeats share one release (the first press's). The judge reads
     * how long keys are held (events/src/applicant/judge-stage.ts).
     */
    up: z.number().finite().nonnegative().optional(),
  })
  .strict()
  .refine((keystroke) => keystroke.up === undefined || keystroke.up >= keystroke.at, { message: catalogueKey('input.keystrokeRelease'), path: ['up'] });

export type Keystroke = z.infer<typeof keystrokeSchema>;

/** A test's keystrokes in the order they were pressed; time never runs backwards. */
export const keystrokeLogSchema = z
  .array(keystrokeSchema)
  .max(maxKeystrokes)
  .refine((log) => log.every((keystroke, i) => i === 0 || keystroke.at >= (log[i - 1]?.at ?? 0)), {
    message: catalogueKey('input.keystrokeTimes'),
  });

export type KeystrokeLog = z.infer<typeof keystrokeLogSchema>;

/** WPM and accuracy, as sent with a finished stage and shown to the visitor in the demo. */
export const typingResultSchema = z.object({
  wpm: z.number().int().nonnegative(),
  accuracy: z.number().int().min(0).max(100),
});

export type TypingResult = z.infer<typeof typingResultSchema>;
