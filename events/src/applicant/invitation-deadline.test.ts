import { describe, expect, it } from 'vitest';
import { invitationDeadline } from './invitation-deadline.ts';

const stockholm = { timeZone: 'Europe/Stockholm', defaultDeadlineDays: null };
/** 23:30 on 25 November in Stockholm: still the 25th there, already past 22:00 UTC. */
const lateEvening = new Date('2026-11-25T22:30:00Z');

describe("an invitation's deadline from the company's choice", () => {
  it("given a day, then the link works to the end of that day in the company's time zone", () => {
    expect(invitationDeadline('2026-11-30', stockholm, lateEvening)).toEqual({ deadline: new Date('2026-11-30T22:59:59.999Z') });
    expect(invitationDeadline('2026-11-30', { ...stockholm, timeZone: 'America/New_York' }, lateEvening)).toEqual({ deadline: new Date('2026-12-01T04:59:59.999Z') });
  });

  it("given today in the company's time zone, then it is accepted; yesterday there is in the past", () => {
    expect(invitationDeadline('2026-11-25', stockholm, lateEvening)).toEqual({ deadline: new Date('2026-11-25T22:59:59.999Z') });
    expect(invitationDeadline('2026-11-24', stockholm, lateEvening)).toEqual({ refused: 'past' });
    // In Tokyo it is already the 26th: the 25th has passed there.
    expect(invitationDeadline('2026-11-25', { ...stockholm, timeZone: 'Asia/Tokyo' }, lateEvening)).toEqual({ refused: 'past' });
  });

  it('given a day more than a year ahead, then it is refused (the last day of the calendar west of UTC too); a year ahead is accepted', () => {
    expect(invitationDeadline('2027-11-26', stockholm, lateEvening)).toEqual({ refused: 'tooFar' });
    expect(invitationDeadline('9999-12-31', { ...stockholm, timeZone: 'America/Los_Angeles' }, lateEvening)).toEqual({ refused: 'tooFar' });
    expect(invitationDeadline('2027-11-25', stockholm, lateEvening)).toEqual({ deadline: new Date('2027-11-25T22:59:59.999Z') });
  });

  it('given null, then no deadline, whatever the default', () => {
    expect(invitationDeadline(null, { ...stockholm, defaultDeadlineDays: 7 }, lateEvening)).toEqual({ deadline: null });
  });

  it("given no deadline at all, then the company's default: that many days from today, to the end of the day; none without one", () => {
    expect(invitationDeadline(undefined, { ...stockholm, defaultDeadlineDays: 7 }, lateEvening)).toEqual({ deadline: new Date('2026-12-02T22:59:59.999Z') });
    expect(invitationDeadline(undefined, stockholm, lateEvening)).toEqual({ deadline: null });
  });
});
