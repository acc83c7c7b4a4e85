import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeEventData, type DomainEvent, type RecordedEvent } from '../catalogue.ts';
import { foldApplicant, isExpired, linkWorks } from './applicant-state.ts';
import { ApplicantCommandRefused } from './errors.ts';
import { inviteApplicants, resendInvitation } from './invite-applicants.ts';
import { automaticReminderDue, remindApplicant, type AutomaticReminder } from './remind-applicant.ts';

const companyId = '6f1f8a4e-0b3c-4c59-9d53-3f0c1a2b4c5d';
const applicantId = '0b7d3c1e-5a2f-4e8b-9c6d-1f2e3a4b5c6d';
const hour = 3_600_000;
const invitedAt = new Date('2026-11-23T10:00:00Z');
const hoursAfterInvitation = (hours: number) => new Date(invitedAt.getTime() + hours * hour);
/** The end of 30 November in Stockholm: the last instant a link with that deadline works. */
const deadline = new Date('2026-11-30T22:59:59.999Z');

/** Events as the log hands them back, each recorded at its own time. */
function history(...events: (readonly [DomainEvent, Date])[]): RecordedEvent[] {
  return events.map(([event, recordedAt], index) => ({
    ...event,
    eventId: randomUUID(),
    streamId: `applicant-${applicantId}`,
    streamVersion: index + 1,
    position: String(index + 1),
    transactionId: '1',
    metadata: { actor: 'test' },
    recordedAt,
  }));
}

const invitation = (until: Date | null) => inviteApplicants(companyId, [{ applicantId, email: 'ada@example.com', fullName: 'Ada Lovelace' }], until)[0]!;
const invited = (until: Date | null = deadline) => [invitation(until), invitedAt] as const;
const given = (...events: (readonly [DomainEvent, Date])[]) => foldApplicant(history(...events));

const recordedAt = (event: DomainEvent, when: Date): readonly [DomainEvent, Date] => [event, when];
const reminded = (automatic: boolean, at: Date) => recordedAt({ type: 'ReminderSent', data: { applicantId, companyId, automatic } }, at);
const removed = (at: Date) => recordedAt({ type: 'ApplicantRemoved', data: { applicantId, companyId } }, at);
const locked = (at: Date) => recordedAt({ type: 'ApplicantLocked', data: { applicantId, companyId, stage: 1 } }, at);
const completed = (at: Date) =>
  recordedAt({ type: 'AllStagesFinished', data: { applicantId, companyId, fullName: 'Ada Lovelace', email: 'ada@example.com', wpm: 60, accuracy: 97, stages: [], flags: [] } }, at);

/** The worker's schedule at `now`: REMINDER_AFTER_HOURS 48, the company's reminders on. */
const schedule = (now: Date, change: Partial<AutomaticReminder> = {}): AutomaticReminder => ({
  automatic: true,
  now,
  reminderAfterMs: 48 * hour,
  automaticReminders: true,
  ...change,
});
const automaticReminder = [{ type: 'ReminderSent', data: { applicantId, companyId, automatic: true } }];
const reminderByHand = [{ type: 'ReminderSent', data: { applicantId, companyId, automatic: false } }];

describe("an invitation's deadline", () => {
  it('given an invitation with a deadline, then the event carries it as an instant, and no deadline as null', () => {
    expect(invitation(deadline).data.deadline).toBe('2026-11-30T22:59:59.999Z');
    expect(invitation(null).data.deadline).toBeNull();
  });

  it('given an applicant invited with a deadline, when it passes, then the link no longer works and the applicant is expired', () => {
    const applicant = given(invited());
    expect(linkWorks(applicant, deadline)).toBe(true);
    expect(isExpired(applicant!, deadline)).toBe(false);
    const justAfter = new Date(deadline.getTime() + 1);
    expect(linkWorks(applicant, justAfter)).toBe(false);
    expect(isExpired(applicant!, justAfter)).toBe(true);
  });

  it('given an applicant invited without a deadline, then the link works years later', () => {
    expect(linkWorks(given(invited(null)), hoursAfterInvitation(5 * 365 * 24))).toBe(true);
  });

  it('given an expired applicant, when the company sends the invitation again with a new deadline, then the new link works until it', () => {
    const later = new Date('2026-12-15T22:59:59.999Z');
    const expired = given(invited());
    const resent = resendInvitation(expired, later);
    expect(resent).toEqual([{ type: 'InvitationResent', data: { applicantId, companyId, deadline: later.toISOString() } }]);
    const applicant = given(invited(), [resent[0]!, new Date('2026-12-02T08:00:00Z')]);
    expect(linkWorks(applicant, new Date('2026-12-10T12:00:00Z'))).toBe(true);
    expect(linkWorks(applicant, new Date('2026-12-16T00:00:00Z'))).toBe(false);
  });

  it('given an applicant sent again without a deadline, then the earlier deadline is gone', () => {
    const applicant = given(invited(), [resendInvitation(given(invited()), null)[0]!, hoursAfterInvitation(1)]);
    expect(linkWorks(applicant, new Date('2027-06-01T00:00:00Z'))).toBe(true);
  });
});

describe('the one automatic reminder', () => {
  it('given an applicant invited 47 hours ago, then no reminder yet; at 48 hours, one', () => {
    expect(remindApplicant(given(invited()), schedule(hoursAfterInvitation(47)))).toEqual([]);
    expect(automaticReminderDue(given(invited()), schedule(hoursAfterInvitation(47)))).toBe(false);
    expect(remindApplicant(given(invited()), schedule(hoursAfterInvitation(48)))).toEqual(automaticReminder);
  });

  it('given the automatic reminder went out, when the schedule (or a second worker) asks again, then nothing, ever', () => {
    const applicant = given(invited(null), reminded(true, hoursAfterInvitation(48)));
    expect(remindApplicant(applicant, schedule(hoursAfterInvitation(48)))).toEqual([]);
    expect(remindApplicant(applicant, schedule(hoursAfterInvitation(500)))).toEqual([]);
  });

  it('given the deadline has passed, then no automatic reminder (its link would not work)', () => {
    const applicant = given(invited(hoursAfterInvitation(24)));
    expect(remindApplicant(applicant, schedule(hoursAfterInvitation(48)))).toEqual([]);
  });

  it('given a deadline still ahead, then the reminder goes out before it', () => {
    expect(remindApplicant(given(invited(hoursAfterInvitation(72))), schedule(hoursAfterInvitation(49)))).toEqual(automaticReminder);
  });

  it.each([
    ['finished all three tests', completed(hoursAfterInvitation(5))],
    ['was removed', removed(hoursAfterInvitation(5))],
    ['is locked after too many refused attempts (a new link is the company’s call)', locked(hoursAfterInvitation(5))],
  ])('given an applicant who %s, then no automatic reminder', (_case, event) => {
    expect(remindApplicant(given(invited(), event), schedule(hoursAfterInvitation(60)))).toEqual([]);
  });

  it.each([
    ['typed the first key of test 1 (and may be typing now)', 'StageStarted'],
    ['started test 1 again after a reload', 'StageRestarted'],
  ] as const)('given an applicant who %s, then no automatic reminder: they have their link in hand', (_case, type) => {
    const typing = given(
      invited(null),
      recordedAt({ type: 'StageIssued', data: { applicantId, companyId, stage: 1, text: 'Hello' } }, hoursAfterInvitation(47)),
      recordedAt({ type, data: { applicantId, companyId, stage: 1 } }, hoursAfterInvitation(47)),
    );
    expect(automaticReminderDue(typing, schedule(hoursAfterInvitation(48)))).toBe(false);
    expect(remindApplicant(typing, schedule(hoursAfterInvitation(100)))).toEqual([]);
  });

  it('given an applicant who only opened their link (its first text issued, no key typed), then the reminder still goes out', () => {
    const opened = given(invited(null), recordedAt({ type: 'StageIssued', data: { applicantId, companyId, stage: 1, text: 'Hello' } }, hoursAfterInvitation(1)));
    expect(remindApplicant(opened, schedule(hoursAfterInvitation(48)))).toEqual(automaticReminder);
  });

  it('given no applicant, then no automatic reminder and no error', () => {
    expect(remindApplicant(undefined, schedule(hoursAfterInvitation(60)))).toEqual([]);
  });

  it('given the company turned automatic reminders off, then none', () => {
    expect(remindApplicant(given(invited()), schedule(hoursAfterInvitation(60), { automaticReminders: false }))).toEqual([]);
  });

  it('given the company sent the invitation again 10 hours ago, then the automatic reminder waits until 48 hours after that link', () => {
    const applicant = given(invited(null), [resendInvitation(given(invited(null)), null)[0]!, hoursAfterInvitation(50)]);
    expect(remindApplicant(applicant, schedule(hoursAfterInvitation(60)))).toEqual([]);
    expect(remindApplicant(applicant, schedule(hoursAfterInvitation(98)))).toEqual(automaticReminder);
  });
});

describe('a reminder sent by hand', () => {
  it('given an applicant awaiting results, then a reminder by hand at once, and another later: each is one ReminderSent', () => {
    expect(remindApplicant(given(invited()), { automatic: false, now: hoursAfterInvitation(1) })).toEqual(reminderByHand);
    const once = given(invited(), reminded(false, hoursAfterInvitation(1)));
    expect(remindApplicant(once, { automatic: false, now: hoursAfterInvitation(2) })).toEqual(reminderByHand);
    expect(once?.remindedAt).toEqual(hoursAfterInvitation(1));
  });

  it('given a reminder by hand, then the automatic one is still owed, 48 hours after the link that reminder carried', () => {
    const applicant = given(invited(null), reminded(false, hoursAfterInvitation(40)));
    expect(applicant?.automaticReminderSent).toBe(false);
    expect(remindApplicant(applicant, schedule(hoursAfterInvitation(60)))).toEqual([]);
    expect(remindApplicant(applicant, schedule(hoursAfterInvitation(88)))).toEqual(automaticReminder);
  });

  it('given the deadline has passed, then the reminder is refused as expired: a new link is what helps', () => {
    const applicant = given(invited());
    expect(() => remindApplicant(applicant, { automatic: false, now: new Date(deadline.getTime() + 1) })).toThrow(new ApplicantCommandRefused('expired'));
  });

  it('given a locked, removed, finished or unknown applicant, then it is refused', () => {
    const now = hoursAfterInvitation(10);
    expect(() => remindApplicant(given(invited(), locked(hoursAfterInvitation(5))), { automatic: false, now })).toThrow(new ApplicantCommandRefused('locked'));
    expect(() => remindApplicant(given(invited(), removed(hoursAfterInvitation(5))), { automatic: false, now })).toThrow(new ApplicantCommandRefused('notAwaiting'));
    expect(() => remindApplicant(given(invited(), completed(hoursAfterInvitation(5))), { automatic: false, now })).toThrow(new ApplicantCommandRefused('notAwaiting'));
    expect(() => remindApplicant(undefined, { automatic: false, now })).toThrow(new ApplicantCommandRefused('notInvited'));
  });

  it('given the company turned automatic reminders off, then it may still remind by hand', () => {
    expect(remindApplicant(given(invited()), { automatic: false, now: hoursAfterInvitation(60) })).toEqual(reminderByHand);
  });
});

describe('events stored before deadlines', () => {
  it('given an ApplicantInvited and an InvitationResent of version 1, then they are read with no deadline', () => {
    expect(decodeEventData('ApplicantInvited', 1, { applicantId, companyId, email: 'ada@example.com', fullName: 'Ada Lovelace' }).data).toEqual({
      applicantId,
      companyId,
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      deadline: null,
    });
    expect(decodeEventData('InvitationResent', 1, { applicantId, companyId }).data).toEqual({ applicantId, companyId, deadline: null });
  });
});
