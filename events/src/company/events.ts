import { z } from 'zod';
import { languages } from '../i18n/languages.ts';
import { defineEvent } from '../store/event-definition.ts';
import { companyLogoSchema } from '../schema/logo.ts';

/**
 * The company's facts. None carries a secret: passwords, session tokens and one-time codes live
 * in their own tables (migration 0004), so the log can be read and replayed by anyone who runs it.
 */
const companyId = z.uuid();

const companySettings = {
  contactName: z.string(),
  companyName: z.string(),
  vatNo: z.string(),
  address: z.string(),
  postCode: z.string(),
  textFolder: z.string(),
  emailForReceivingResults: z.string(),
};

/** A company registered through the wizard (docs/product.md §2, /register). */
export const companyRegisteredV1 = z.object({
  companyId,
  loginEmail: z.string(),
  ...companySettings,
  isDefaultTexts: z.boolean(),
  texts: z.array(z.string()),
});

/**
 * Version 2 adds what the company judges and reads results by: its time zone (the browser's at
 * registration) and its pass mark. Version 1 is lifted with 'UTC' and no pass mark, which is how
 * every company registered before it was treated (docs/decisions/0018-pass-mark-time-zone-events.md).
 */
export const companyRegisteredV2 = companyRegisteredV1.extend({
  timeZone: z.string(),
  minimumWpm: z.number().int().nullable(),
  minimumAccuracy: z.number().int().nullable(),
});

/**
 * Version 3 adds the company's language: every mail to the company and to its applicants is in it,
 * its applicants type its language's default texts, and a signed-in request without a chosen
 * language is answered in it. Version 2 is lifted with English, the only language there was
 * (docs/decisions/0036-the-company-speaks-one-language.md).
 */
export const companyRegisteredV3 = companyRegisteredV2.extend({ language: z.enum(languages) });

/**
 * Version 4: the least accuracy may be a decimal, to a tenth (92.5), as in Account settings. A
 * version 3 event's whole number is the same value, so it is lifted as it is.
 */
export const companyRegisteredV4 = companyRegisteredV3.extend({ minimumAccuracy: z.number().nullable() });

/** The company's language, changed in Account settings. */
export const languageChangedV1 = z.object({ companyId, language: z.enum(languages) });

/** The pass mark set in Account settings: the least WPM and accuracy a result needs to pass (null: no limit). */
export const passMarkChangedV1 = z.object({
  companyId,
  minimumWpm: z.number().int().nullable(),
  minimumAccuracy: z.number().int().nullable(),
});

/** Version 2: the least accuracy may be a decimal, to a tenth (92.5); version 1's whole numbers are lifted as they are. */
export const passMarkChangedV2 = passMarkChangedV1.extend({ minimumAccuracy: z.number().nullable() });

/** The time zone the company reads its results in (an IANA name), changed in Account settings. */
export const timeZoneChangedV1 = z.object({ companyId, timeZone: z.string() });

/**
 * Account settings: whether applicants who have not finished get the one automatic reminder, and
 * the deadline new invitations get by default (days from the invitation; null: none). Until the
 * first of these, a company has reminders on and no default deadline.
 */
export const reminderSettingsChangedV1 = z.object({
  companyId,
  automaticReminders: z.boolean(),
  defaultDeadlineDays: z.number().int().min(1).nullable(),
});

/**
 * Account settings: how many months an applicant's personal data is kept after their last activity
 * (docs/privacy.md). Until the first of these, a company keeps it defaultRetentionMonths
 * (company-fields.ts).
 */
export const dataRetentionChangedV1 = z.object({ companyId, retentionMonths: z.number().int().min(1) });

/**
 * Account settings: the welcome note its applicants read on the welcome screen and in their
 * invitation, plain text; '' when the company removed it. Until the first of these, none.
 */
export const welcomeNoteChangedV1 = z.object({ companyId, welcomeNote: z.string() });

/**
 * Account settings: the logo its applicants see on the welcome screen and in their invitation,
 * named by the stored bytes' SHA-256 with their type, size and dimensions; null when the company
 * removed it. The bytes are in company_logos, written in the same commit, never in the log
 * (docs/decisions/0069-company-logo.md). Until the first of these, none.
 */
export const companyLogoChangedV1 = z.object({ companyId, logo: companyLogoSchema.nullable() });

/** Manage your texts: the company's own texts and whether the default texts are used instead. */
export const textsChangedV1 = z.object({
  companyId,
  isDefaultTexts: z.boolean(),
  texts: z.array(z.string()),
});

/** Account settings saved (every setting but the login e-mail, which has an event of its own). */
export const companySettingsChangedV1 = z.object({ companyId, ...companySettings });

/** The login e-mail changed: in the account settings, or restored by the recover link mailed to the old one. */
export const loginEmailChangedV1 = z.object({
  companyId,
  previousEmail: z.string(),
  loginEmail: z.string(),
  reason: z.enum(['changedInSettings', 'recovered']),
});

/** A verification link was mailed to the address (the code itself is not in the log). */
export const emailVerificationRequestedV1 = z.object({ companyId, email: z.string() });

export const emailVerifiedV1 = z.object({ companyId, email: z.string() });

/** Forgot password: a reset link was mailed to the login e-mail. */
export const passwordResetRequestedV1 = z.object({ companyId, email: z.string() });

/** The password was changed (its hash is in company_credentials, never here). */
export const passwordChangedV1 = z.object({ companyId, reason: z.enum(['reset']) });

/** Contact support: the company's message to the operators. */
export const supportRequestedV1 = z.object({
  companyId,
  title: z.string(),
  details: z.string(),
  contactMethod: z.enum(['email']),
  email: z.string(),
});

/**
 * Account settings' "Close account", the password typed again: the account closes at `closesAt`
 * (ACCOUNT_CLOSING_GRACE_DAYS later), unless the company cancels before. No personal data in it.
 */
export const accountClosingRequestedV1 = z.object({ companyId, closesAt: z.iso.datetime() });

/** The company cancelled the closing of its account during the grace period. */
export const accountClosingCancelledV1 = z.object({ companyId });

/**
 * The grace period ran out: the worker closed the account. The company's key is deleted, so every
 * sealed field of its stream reads blank from now on (docs/decisions/0068-closing-an-account.md).
 */
export const accountClosedV1 = z.object({ companyId });

/**
 * What a company's contact data reads as once its account is closed and its key deleted
 * (store/personal-data.ts): blank. The text folder too: it is often the company's name.
 */
const erasedContact = {
  loginEmail: '',
  contactName: '',
  companyName: '',
  vatNo: '',
  address: '',
  postCode: '',
  textFolder: '',
  emailForReceivingResults: '',
} as const;

/** The company's events, as the log knows them (composed in events/src/catalogue.ts). */
export const companyEvents = {
  CompanyRegistered: defineEvent({
    version: 4,
    schema: companyRegisteredV4,
    upcasters: {
      1: (data) => ({ ...companyRegisteredV1.parse(data), timeZone: 'UTC', minimumWpm: null, minimumAccuracy: null }),
      2: (data) => ({ ...companyRegisteredV2.parse(data), language: 'en' }),
      3: (data) => companyRegisteredV3.parse(data),
    },
    personal: erasedContact,
  }),
  TextsChanged: defineEvent({ version: 1, schema: textsChangedV1, upcasters: {} }),
  CompanySettingsChanged: defineEvent({ version: 1, schema: companySettingsChangedV1, upcasters: {}, personal: erasedContact }),
  LoginEmailChanged: defineEvent({ version: 1, schema: loginEmailChangedV1, upcasters: {}, personal: { previousEmail: '', loginEmail: '' } }),
  EmailVerificationRequested: defineEvent({ version: 1, schema: emailVerificationRequestedV1, upcasters: {}, personal: { email: '' } }),
  EmailVerified: defineEvent({ version: 1, schema: emailVerifiedV1, upcasters: {}, personal: { email: '' } }),
  PasswordResetRequested: defineEvent({ version: 1, schema: passwordResetRequestedV1, upcasters: {}, personal: { email: '' } }),
  PasswordChanged: defineEvent({ version: 1, schema: passwordChangedV1, upcasters: {} }),
  SupportRequested: defineEvent({ version: 1, schema: supportRequestedV1, upcasters: {}, personal: { title: '', details: '', email: '' } }),
  PassMarkChanged: defineEvent({ version: 2, schema: passMarkChangedV2, upcasters: { 1: (data) => passMarkChangedV1.parse(data) } }),
  TimeZoneChanged: defineEvent({ version: 1, schema: timeZoneChangedV1, upcasters: {} }),
  ReminderSettingsChanged: defineEvent({ version: 1, schema: reminderSettingsChangedV1, upcasters: {} }),
  LanguageChanged: defineEvent({ version: 1, schema: languageChangedV1, upcasters: {} }),
  DataRetentionChanged: defineEvent({ version: 1, schema: dataRetentionChangedV1, upcasters: {} }),
  WelcomeNoteChanged: defineEvent({ version: 1, schema: welcomeNoteChangedV1, upcasters: {}, personal: { welcomeNote: '' } }),
  AccountClosingRequested: defineEvent({ version: 1, schema: accountClosingRequestedV1, upcasters: {} }),
  AccountClosingCancelled: defineEvent({ version: 1, schema: accountClosingCancelledV1, upcasters: {} }),
  AccountClosed: defineEvent({ version: 1, schema: accountClosedV1, upcasters: {} }),
  CompanyLogoChanged: defineEvent({ version: 1, schema: companyLogoChangedV1, upcasters: {} }),
};
