// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../shared/i18n/page-language.ts';
import { resultTime } from './result-time.ts';

describe('given when an applicant finished', () => {
  it('when it is an ISO time, then it is written as the locale writes a date and a time', () => {
    const written = resultTime('2026-03-14T09:05:00.000Z', 'en-GB');
    expect(written).toBe(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-03-14T09:05:00.000Z')));
    expect(written).toMatch(/14 Mar 2026/);
  });

  it("when a time zone is given (the company's), then the date and time are that zone's, not the browser's", () => {
    expect(resultTime('2026-03-14T23:30:00.000Z', 'en-GB', 'Asia/Tokyo')).toMatch(/15 Mar 2026, 08:30/);
    expect(resultTime('2026-03-14T23:30:00.000Z', 'en-GB', 'America/New_York')).toMatch(/14 Mar 2026, 19:30/);
  });

  it('when the page is in Swedish, then it is written as in Sweden: day, month in Swedish, 24-hour time', () => {
    expect(resultTime('2026-03-14T09:05:00.000Z', 'sv-SE', 'Europe/Stockholm')).toBe('14 mars 2026 10:05');
    setPageLanguage('sv', ['sv-SE']);
    // No locale given: the page's.
    expect(resultTime('2026-03-14T09:05:00.000Z', undefined, 'Europe/Stockholm')).toBe('14 mars 2026 10:05');
  });

  it('when it is not a date, then there is nothing to write (the card says "Invalid date")', () => {
    expect(resultTime('not a date')).toBeUndefined();
    expect(resultTime('')).toBeUndefined();
  });
});
