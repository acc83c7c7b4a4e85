import type { z } from 'zod';
import type { RecordedEvent } from '../catalogue.ts';
import type { companyRegisteredV3, reminderSettingsChangedV1 } from './events.ts';
import { defaultRetentionMonths } from './company-fields.ts';
import type { CompanyLogo } from '../schema/logo.ts';

/** How the company's invitations are followed up: automatic reminders, and the deadline they get unless the company picks one. */
export type ReminderSettings = Omit<z.infer<typeof reminderSettingsChangedV1>, 'companyId'>;

/** Every company's, until it changes them (docs/decisions/0035-reminders-and-deadlines.md). */
export const defaultReminderSettings: ReminderSettings = { automaticReminders: true, defaultDeadlineDays: null };

/**
 * A company as its own stream tells it: what the decisions about it need. What it registered with
 * (its schema, events.ts, language included), its reminder settings, and the addresses verified since they last became
 * the login e-mail (a changed login e-mail must be verified again).
 */
export type CompanyState = z.infer<typeof companyRegisteredV3> &
  ReminderSettings & {
    verifiedEmails: string[];
    retentionMonths: number;
    welcomeNote: string;
    logo: CompanyLogo | null;
    /** When the account closes, while its closing is requested and not cancelled (close-account.ts). */
    closesAt?: string | undefined;
    /** The account was closed: its contact data is erased, nothing more is decided for it. */
    closed?: boolean | undefined;
  };

/** Folds one event into the state; events of other kinds leave it as it is. */
export function evolveCompany(state: CompanyState | undefined, event: RecordedEvent): CompanyState | undefined {
  switch (event.type) {
    case 'CompanyRegistered':
      // The data as encodeEventData parsed it (catalogue.ts): the schema's fields, no others.
      return { ...event.data, ...defaultReminderSettings, verifiedEmails: [], retentionMonths: defaultRetentionMonths, welcomeNote: '', logo: null };
    case 'PassMarkChanged':
      return state && { ...state, minimumWpm: event.data.minimumWpm, minimumAccuracy: event.data.minimumAccuracy };
    case 'TimeZoneChanged':
      return state && { ...state, timeZone: event.data.timeZone };
    case 'LanguageChanged':
      return state && { ...state, language: event.data.language };
    case 'ReminderSettingsChanged':
      return state && { ...state, automaticReminders: event.data.automaticReminders, defaultDeadlineDays: event.data.defaultDeadlineDays };
    case 'DataRetentionChanged':
      return state && { ...state, retentionMonths: event.data.retentionMonths };
    case 'WelcomeNoteChanged':
      return state && { ...state, welcomeNote: event.data.welcomeNote };
    case 'AccountClosingRequested':
      return state && { ...state, closesAt: event.data.closesAt };
    case 'AccountClosingCancelled':
      return state && { ...state, closesAt: undefined };
    case 'AccountClosed':
      return state && { ...state, closesAt: undefined, closed: true, logo: null };
    case 'CompanyLogoChanged':
      return state && { ...state, logo: event.data.logo };
    case 'TextsChanged':
      return state && { ...state, isDefaultTexts: event.data.isDefaultTexts, texts: event.data.texts };
    case 'CompanySettingsChanged': {
      if (!state) return state;
      const { companyId: _, ...settings } = event.data;
      return { ...state, ...settings };
    }
    case 'LoginEmailChanged':
      // Like the read table: an address that becomes the login again must be verified again.
      return state && { ...state, loginEmail: event.data.loginEmail, verifiedEmails: state.verifiedEmails.filter((email) => email !== event.data.loginEmail) };
    case 'EmailVerified':
      return state && { ...state, verifiedEmails: [...new Set([...state.verifiedEmails, event.data.email])] };
    default:
      return state;
  }
}

export function foldCompany(events: readonly RecordedEvent[]): CompanyState | undefined {
  return events.reduce<CompanyState | undefined>(evolveCompany, undefined);
}

export function isEmailVerified(state: CompanyState): boolean {
  return state.verifiedEmails.includes(state.loginEmail);
}
