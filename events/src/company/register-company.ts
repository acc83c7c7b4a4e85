import type { EventOf } from '../catalogue.ts';
import type { Language } from '../i18n/languages.ts';
import type { CompanyState } from './company-state.ts';
import type { CompanyDetails } from './company-fields.ts';
import { CompanyCommandRefused } from './errors.ts';

/** The wizard's company (docs/product.md §2, /register), already validated and normalised. */
export interface RegisterCompany extends CompanyDetails {
  companyId: string;
  loginEmail: string;
  emailForReceivingResults: string;
  textFolder: string;
  isDefaultTexts: boolean;
  texts: readonly string[];
  /** The browser's time zone, and a pass mark if one was chosen already. */
  timeZone: string;
  minimumWpm: number | null;
  minimumAccuracy: number | null;
  /** The language its mails and its applicants' texts are in (the wizard's choice, else the page's). */
  language: Language;
}

/**
 * Decide: a new company is registered and its login e-mail is to be verified (the welcome mail
 * carries the link). With default texts chosen, blank text boxes the wizard sent are not kept.
 */
export function registerCompany(state: CompanyState | undefined, command: RegisterCompany): [EventOf<'CompanyRegistered'>, EventOf<'EmailVerificationRequested'>] {
  if (state !== undefined) throw new CompanyCommandRefused('alreadyRegistered');
  const texts = command.isDefaultTexts ? command.texts.filter((text) => text !== '') : [...command.texts];
  return [
    { type: 'CompanyRegistered', data: { ...command, texts } },
    { type: 'EmailVerificationRequested', data: { companyId: command.companyId, email: command.loginEmail } },
  ];
}
