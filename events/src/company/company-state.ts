import type { RecordedEvent } from '../catalogue.ts';

/** A company as its own stream tells it: what the decisions about it need. */
export interface CompanyState {
  companyId: string;
  loginEmail: string;
  emailForReceivingResults: string;
  contactName: string;
  companyName: string;
  vatNo: string;
  address: string;
  postCode: string;
  textFolder: string;
  isDefaultTexts: boolean;
  texts: string[];
  timeZone: string;
  minimumWpm: number | null;
  minimumAccuracy: number | null;
  /** The addresses verified since they last became the login e-mail (a changed login e-mail must be verified again). */
  verifiedEmails: string[];
}

/** Folds one event into the state; events of other kinds leave it as it is. */
export function evolveCompany(state: CompanyState | undefined, event: RecordedEvent): CompanyState | undefined {
  switch (event.type) {
    case 'CompanyRegistered': {
      const {
        companyId,
        loginEmail,
        emailForReceivingResults,
        contactName,
        companyName,
        vatNo,
        address,
        postCode,
        textFolder,
        isDefaultTexts,
        texts,
        timeZone,
        minimumWpm,
        minimumAccuracy,
      } = event.data;
      return {
        companyId,
        loginEmail,
        emailForReceivingResults,
        contactName,
        companyName,
        vatNo,
        address,
        postCode,
        textFolder,
        isDefaultTexts,
        texts,
        timeZone,
        minimumWpm,
        minimumAccuracy,
        verifiedEmails: [],
      };
    }
    case 'PassMarkChanged':
      return state && { ...state, minimumWpm: event.data.minimumWpm, minimumAccuracy: event.data.minimumAccuracy };
    case 'TimeZoneChanged':
      return state && { ...state, timeZone: event.data.timeZone };
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

export const companyStream = (companyId: string) => `company-${companyId}`;

export function isEmailVerified(state: CompanyState): boolean {
  return state.verifiedEmails.includes(state.loginEmail);
}
