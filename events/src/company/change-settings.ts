import type { EventOf } from '../catalogue.ts';
import type { CompanyState } from './company-state.ts';
import type { AccountSettings } from './company-fields.ts';
import { registered } from './errors.ts';

/** Account settings as saved (docs/product.md §2): every field, validated and normalised; declared once, as the settings' schema (company-fields.ts). */
export type ChangeSettings = AccountSettings;

type SettingsEvent =
  | EventOf<'CompanySettingsChanged'>
  | EventOf<'LoginEmailChanged'>
  | EventOf<'EmailVerificationRequested'>
  | EventOf<'PassMarkChanged'>
  | EventOf<'TimeZoneChanged'>
  | EventOf<'ReminderSettingsChanged'>
  | EventOf<'LanguageChanged'>
  | EventOf<'DataRetentionChanged'>
  | EventOf<'WelcomeNoteChanged'>;

const settingKeys = ['contactName', 'companyName', 'vatNo', 'address', 'postCode', 'textFolder', 'emailForReceivingResults'] as const;

/**
 * Decide: the account settings saved. The settings that differ are recorded together; a new
 * login e-mail is its own fact (the old address gets a recover link) and must be verified.
 * Nothing different, nothing recorded.
 */
export function changeSettings(state: CompanyState | undefined, command: ChangeSettings): SettingsEvent[] {
  const company = registered(state);
  const events: SettingsEvent[] = [];
  if (settingKeys.some((key) => company[key] !== command[key])) {
    const settings = Object.fromEntries(settingKeys.map((key) => [key, command[key]])) as Record<(typeof settingKeys)[number], string>;
    events.push({ type: 'CompanySettingsChanged', data: { companyId: company.companyId, ...settings } });
  }
  const minimumWpm = command.minimumWpm === undefined ? company.minimumWpm : command.minimumWpm;
  const minimumAccuracy = command.minimumAccuracy === undefined ? company.minimumAccuracy : command.minimumAccuracy;
  if (minimumWpm !== company.minimumWpm || minimumAccuracy !== company.minimumAccuracy) {
    events.push({ type: 'PassMarkChanged', data: { companyId: company.companyId, minimumWpm, minimumAccuracy } });
  }
  if (command.timeZone !== undefined && command.timeZone !== company.timeZone) {
    events.push({ type: 'TimeZoneChanged', data: { companyId: company.companyId, timeZone: command.timeZone } });
  }
  const automaticReminders = command.automaticReminders ?? company.automaticReminders;
  const defaultDeadlineDays = command.defaultDeadlineDays === undefined ? company.defaultDeadlineDays : command.defaultDeadlineDays;
  if (automaticReminders !== company.automaticReminders || defaultDeadlineDays !== company.defaultDeadlineDays) {
    events.push({ type: 'ReminderSettingsChanged', data: { companyId: company.companyId, automaticReminders, defaultDeadlineDays } });
  }
  if (command.language !== undefined && command.language !== company.language) {
    events.push({ type: 'LanguageChanged', data: { companyId: company.companyId, language: command.language } });
  }
  if (command.retentionMonths !== undefined && command.retentionMonths !== company.retentionMonths) {
    events.push({ type: 'DataRetentionChanged', data: { companyId: company.companyId, retentionMonths: command.retentionMonths } });
  }
  if (command.welcomeNote !== undefined && command.welcomeNote !== company.welcomeNote) {
    events.push({ type: 'WelcomeNoteChanged', data: { companyId: company.companyId, welcomeNote: command.welcomeNote } });
  }
  if (command.loginEmail !== company.loginEmail) {
    events.push(
      {
        type: 'LoginEmailChanged',
        data: { companyId: company.companyId, previousEmail: company.loginEmail, loginEmail: command.loginEmail, reason: 'changedInSettings' },
      },
      { type: 'EmailVerificationRequested', data: { companyId: company.companyId, email: command.loginEmail } },
    );
  }
  return events;
}

/**
 * The e-mail addresses are where the account can be taken over from (the login, by a reset) and
 * where applicants' results go: changing either asks for the current password, so a stolen
 * 15-minute access token is not enough.
 */
export const needsCurrentPassword = (company: Pick<ChangeSettings, 'loginEmail' | 'emailForReceivingResults'>, command: ChangeSettings): boolean =>
  command.loginEmail !== company.loginEmail || command.emailForReceivingResults !== company.emailForReceivingResults;
