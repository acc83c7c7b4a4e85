import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dayBetween, startOfWeek } from './result-days.ts';

describe("days and weeks in the company's time zone", () => {
  it('given a day when Stockholm moves its clocks forward, then the day runs 23 hours from its midnight', () => {
    expect(dayBetween('2026-03-29', 'Europe/Stockholm')).toEqual({ from: new Date('2026-03-28T23:00:00Z'), to: new Date('2026-03-29T22:00:00Z') });
  });

  it('given the year 0000 or an old zone name, then still a day (Postgres would refuse both)', () => {
    expect(dayBetween('0000-01-01', 'UTC').from.getUTCFullYear()).toBe(0);
    expect(dayBetween('2026-11-25', 'US/Pacific-New')).toEqual({ from: new Date('2026-11-25T08:00:00Z'), to: new Date('2026-11-26T08:00:00Z') });
  });

  it('given Sunday 23:30 in Stockholm, then its week began the Monday before, though it is Monday already in Tokyo', () => {
    const sundayNight = DateTime.fromISO('2026-11-29T23:30', { zone: 'Europe/Stockholm' }).toJSDate();
    expect(startOfWeek(sundayNight, 'Europe/Stockholm')).toEqual(new Date('2026-11-22T23:00:00Z'));
    expect(startOfWeek(sundayNight, 'Asia/Tokyo')).toEqual(new Date('2026-11-29T15:00:00Z'));
  });
});
