import { describe, expect, it } from 'vitest';
import { addDays, deadlineDay, defaultDeadline, isChoosableDeadline, isDate, todayIn } from './deadline.ts';

/** 23:30 on 31 March 2026 in UTC: already 1 April in Stockholm (summer time, UTC+2). */
const lateEvening = new Date('2026-03-31T23:30:00.000Z');

describe('today in the company’s time zone', () => {
  it('given an instant late in the UTC evening, when read in Stockholm and in New York, then each has its own date', () => {
    expect(todayIn('Europe/Stockholm', lateEvening)).toBe('2026-04-01');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-03-31');
  });
});

describe('the deadline an invitation starts with', () => {
  it('given a default of 7 days, when the company in Stockholm invites, then it is 7 days after its today, across the month', () => {
    expect(defaultDeadline(7, 'Europe/Stockholm', lateEvening)).toBe('2026-04-08');
    expect(defaultDeadline(1, 'America/New_York', lateEvening)).toBe('2026-04-01');
  });

  it('given no default deadline, then an invitation starts with none', () => {
    expect(defaultDeadline(null, 'Europe/Stockholm', lateEvening)).toBeNull();
  });

  it('given a year’s end and a leap day, when days are added, then the calendar is followed', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });
});

describe('a deadline the company may choose', () => {
  it('given dates as a date input writes them, then only real ones from the company’s today on are taken', () => {
    expect(isDate('2026-02-30')).toBe(false);
    expect(isDate('')).toBe(false);
    expect(isChoosableDeadline('2026-04-01', 'Europe/Stockholm', lateEvening)).toBe(true);
    expect(isChoosableDeadline('2026-03-31', 'Europe/Stockholm', lateEvening)).toBe(false);
    expect(isChoosableDeadline('2026-03-31', 'America/New_York', lateEvening)).toBe(true);
  });

  it('given a day more than a year ahead (or the last day of the calendar), then it is not taken; a year ahead is', () => {
    expect(isChoosableDeadline('2027-04-01', 'Europe/Stockholm', lateEvening)).toBe(true);
    expect(isChoosableDeadline('2027-04-02', 'Europe/Stockholm', lateEvening)).toBe(false);
    expect(isChoosableDeadline('9999-12-31', 'America/Los_Angeles', lateEvening)).toBe(false);
  });
});

describe('the last day a link works, as the list shows it', () => {
  it('given the instant the link stops working (the end of 8 April in Stockholm), then the day shown is 8 April', () => {
    const shown = deadlineDay('2026-04-08T22:00:00.000Z', 'en-GB', 'Europe/Stockholm');
    expect(shown).toBe(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(2026, 3, 8)));
    expect(deadlineDay('2026-04-08T21:59:59.999Z', 'en-GB', 'Europe/Stockholm')).toBe(shown);
  });
});
