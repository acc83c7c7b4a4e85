import type { EventOf } from '../catalogue.ts';
import type { CompanyState } from './company-state.ts';
import { registered } from './errors.ts';

/** Account settings as saved (docs/product.md §2): every field, validated and normalised. */
export interface ChangeSettings {
  loginEmail: string;
  emailForReceivingResults: string;
  contactName: string;
  companyName: string;
  vatNo: string;
  address: string;
  postCode: string;
  textFolder: string;
  /** Absent: as it was (callers that predate them send neither). */
  timeZone?: string | undefined;
  minimumWpm?: number | null | undefined;
  minimumAccuracy?: number | null | undefined;
}

type SettingsEvent =
  | EventOf<'CompanySettingsChanged'>
  | EventOf<'LoginEmailChanged'>
  | EventOf<'EmailVerificationRequested'>
  | EventOf<'PassMarkChanged'>
  | EventOf<'TimeZoneChanged'>;

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

/** Whether the command changes the login e-mail (the API then mails both addresses and ends other sessions). */
export const changesLoginEmail = (events: readonly { type: string }[]) => events.some((event) => event.type === 'LoginEmailChanged');
