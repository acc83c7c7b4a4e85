import {
  type CompanyDetails,
  companyDetailsKeys,
  companyDetailsOf,
  companyLimits,
  emptyCompanyDetails,
  isEmptyText,
  looksLikeEmail,
  type Registration,
} from '@typetest/events/company';
import { defaultLanguage, type Language } from '@typetest/events/i18n/languages';
import { cleanFreeText } from '@typetest/events/schema';

/**
 * What the wizard's four steps collect (docs/product.md §2 and 5), and the rules that decide when a step may
 * be left: the same words the API checks, so a button is enabled exactly when the server would
 * not refuse the field for being blank.
 */
export interface RegistrationFields extends CompanyDetails {
  /** The company's language: its mails and its applicants' page (the wizard starts it at the page's). */
  language: Language;
  isDefaultTexts: boolean;
  /** react-hook-form's field arrays hold objects. */
  texts: { text: string }[];
  textFolder: string;
  email: string;
  password: string;
  /** docs/product.md §2: "log in and receive results with the same e-mail address", ticked by default. */
  sameEmail: boolean;
  resultsEmail: string;
  termsAgreed: boolean;
}

export const emptyRegistration: RegistrationFields = {
  ...emptyCompanyDetails,
  language: defaultLanguage,
  isDefaultTexts: false,
  texts: [{ text: '' }],
  textFolder: '',
  email: '',
  password: '',
  sameEmail: true,
  resultsEmail: '',
  termsAgreed: false,
};

/** Blank as the server sees it: white space and invisible characters alone count as nothing. */
export const isBlank = (value: string, multiline = false) => cleanFreeText(value, { multiline }) === '';

/** The first step's fields: the company's details as the domain declares them (company-fields.ts). */
export const detailsKeys = companyDetailsKeys;

/** docs/product.md §5: Continue is disabled until all five fields are non-empty. */
export function detailsComplete(fields: CompanyDetails): boolean {
  return detailsKeys.every((key) => !isBlank(fields[key]));
}

/** docs/product.md §5: Continue is disabled unless default texts are ticked or every text box is non-empty. */
export function textsComplete({ isDefaultTexts, texts }: Pick<RegistrationFields, 'isDefaultTexts' | 'texts'>): boolean {
  return isDefaultTexts || (texts.length >= 1 && texts.length <= companyLimits.texts && texts.every(({ text }) => !isEmptyText(text)));
}

/** docs/product.md §5: Submit is disabled until the terms box is ticked and the URL, e-mail and password are non-empty. */
export function readyToSubmit({ termsAgreed, textFolder, email, password }: Pick<RegistrationFields, 'termsAgreed' | 'textFolder' | 'email' | 'password'>): boolean {
  return termsAgreed && textFolder !== '' && !isBlank(email) && password !== '';
}

export type CheckedField = 'email' | 'resultsEmail' | 'password';

/** A problem docs/product.md §5 has the wizard find before anything is sent: which modal, and which field is wrong. */
export interface ProblemBeforeSending {
  problem: 'email' | 'password';
  field: CheckedField;
}

/**
 * docs/product.md §5, in its order: the e-mail (and the results e-mail when it differs) must contain "@" and
 * ".", then the password must have at least 6 characters.
 */
export function problemBeforeSending(fields: Pick<RegistrationFields, 'email' | 'sameEmail' | 'resultsEmail' | 'password'>): ProblemBeforeSending | null {
  if (!looksLikeEmail(fields.email.trim())) return { problem: 'email', field: 'email' };
  if (!fields.sameEmail && !looksLikeEmail(fields.resultsEmail.trim())) return { problem: 'email', field: 'resultsEmail' };
  if (fields.password.length < companyLimits.passwordMin) return { problem: 'password', field: 'password' };
  return null;
}

/** The address results go to: the login e-mail unless the company gave another. */
export const resultsAddress = (fields: Pick<RegistrationFields, 'email' | 'sameEmail' | 'resultsEmail'>) => (fields.sameEmail ? fields.email : fields.resultsEmail).trim();

/**
 * createcompany's body (docs/product.md §3 and 7). With default texts chosen, the texts typed so far that are
 * not blank are kept for later (unticking "Use default texts" in the account brings them back).
 * The browser's time zone becomes the company's: its results' dates are read in it (Account
 * settings can change it).
 */
export function registrationBody(fields: RegistrationFields, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): Registration {
  const texts = fields.texts.map(({ text }) => text);
  return {
    company: {
      loginEmail: fields.email.trim(),
      emailForReceivingResults: resultsAddress(fields),
      hashedPassword: fields.password,
      ...companyDetailsOf(fields),
      language: fields.language,
      textFolder: fields.textFolder,
      isDefaultCb: fields.isDefaultTexts,
      timeZone,
    },
    texts: fields.isDefaultTexts ? texts.filter((text) => !isBlank(text, true)) : texts,
  };
}
