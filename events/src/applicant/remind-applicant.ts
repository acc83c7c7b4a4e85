import type { EventOf } from '../catalogue.ts';
import { isExpired, type ApplicantState } from './applicant-state.ts';
import { ApplicantCommandRefused, linkedApplicant } from './errors.ts';

/** The schedule's rule for the one automatic reminder (the worker's reminders.ts runs it). */
export interface AutomaticReminder {
  automatic: true;
  now: Date;
  /** REMINDER_AFTER_HOURS, in milliseconds: how long after the last link was mailed the reminder is due. */
  reminderAfterMs: number;
  /** The company's setting: off, no automatic reminders. */
  automaticReminders: boolean;
}

/** The company presses "Send reminder" in the list awaiting results. */
export interface ReminderByHand {
  automatic: false;
  now: Date;
}

export type RemindApplicant = AutomaticReminder | ReminderByHand;

/**
 * Whether the automatic reminder is due: the company wants them, the applicant still awaits
 * results with a link that works (not locked: the lock is the company's to lift by sending a new
 * link, and a reminder must not lift it), has not begun a measured test (one who typed a key has
 * their link in hand and may be typing at this moment: docs/decisions/0042-links-end-when-the-next-is-used.md),
 * none went out before, the deadline (if any) has not passed, and the last link was mailed at
 * least `reminderAfterMs` ago (a link the company just sent again, or reminded by hand, is not
 * replaced at once by a new one).
 */
export function automaticReminderDue(state: ApplicantState | undefined, { now, reminderAfterMs, automaticReminders }: Omit<AutomaticReminder, 'automatic'>): boolean {
  if (!state || !automaticReminders || state.status !== 'awaiting' || state.locked || state.started || state.automaticReminderSent) return false;
  return !isExpired(state, now) && now.getTime() - state.linkSentAt.getTime() >= reminderAfterMs;
}

/**
 * Decide: a reminder goes out with a fresh link (link-secrets.ts ends the old one). Automatic: only
 * when due, and then once per applicant; otherwise nothing, never an error (a second worker that
 * lost the race to the first decides nothing). By hand: to an applicant whose link works; an
 * expired or locked one is refused, since a new link (sending the invitation again) is what helps.
 */
export function remindApplicant(state: ApplicantState | undefined, command: RemindApplicant): EventOf<'ReminderSent'>[] {
  if (command.automatic) {
    if (!state || !automaticReminderDue(state, command)) return [];
    return [{ type: 'ReminderSent', data: { applicantId: state.applicantId, companyId: state.companyId, automatic: true } }];
  }
  const applicant = linkedApplicant(state);
  if (isExpired(applicant, command.now)) throw new ApplicantCommandRefused('expired');
  return [{ type: 'ReminderSent', data: { applicantId: applicant.applicantId, companyId: applicant.companyId, automatic: false } }];
}
