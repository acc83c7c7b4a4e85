/**
 * An invitation's deadline: the last day ("YYYY-MM-DD") the applicant's link works, to the end of
 * that day in the company's time zone (the API decides when it has passed; the screens choose and show it).
 */

import { maxDeadlineDays } from '@typetest/events/applicant';

/** Today's date ("YYYY-MM-DD") in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `date` ("YYYY-MM-DD") plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const shifted = new Date(0);
  shifted.setUTCFullYear(year, month - 1, day + days);
  return shifted.toISOString().slice(0, 10);
}

/** The deadline an invitation starts with: today plus the company's default deadline days, or none. */
export function defaultDeadline(defaultDeadlineDays: number | null, timeZone: string, now: Date = new Date()): string | null {
  return defaultDeadlineDays === null ? null : addDays(todayIn(timeZone, now), defaultDeadlineDays);
}

/** A real calendar date written as a date input writes it ("2026-02-30" is not one). */
export function isDate(typed: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(typed) && addDays(typed, 0) === typed;
}

/** The last day a deadline may be: `maxDeadlineDays` after today in `timeZone`. */
export function lastChoosableDeadline(timeZone: string, now: Date = new Date()): string {
  return addDays(todayIn(timeZone, now), maxDeadlineDays);
}

/** A deadline the API takes: a real date, from today in the company's time zone up to a year ahead. */
export function isChoosableDeadline(typed: string, timeZone: string, now: Date = new Date()): boolean {
  return isDate(typed) && typed >= todayIn(timeZone, now) && typed <= lastChoosableDeadline(timeZone, now);
}

/**
 * The last day a link works, as the page writes dates (`locale`), read in the company's zone.
 * `deadline` is the instant the link stops working (the API's ISO string): the end of that day, so
 * the day is the one just before it.
 */
export function deadlineDay(deadline: string, locale: string | undefined, timeZone: string): string {
  const lastMoment = new Date(new Date(deadline).getTime() - 1);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(lastMoment);
}
