import { z } from 'zod';
import { catalogueKey } from '../i18n/issue-words.ts';
import { languages } from '../i18n/languages.ts';
import { cleanFreeText, freeText, requiredFreeText, verbatimText } from '../schema/free-text.ts';
import { typeableText } from '../typing/typeable-text.ts';
import { passMarkSchema } from '../typing/pass-mark.ts';
import { currentTimeZoneName } from './time-zone-names.ts';
import { logoViewSchema } from '../schema/logo.ts';

/**
 * The company's fields and the rules docs/product.md §3, 5 and 9 give them, shared by the registration
 * wizard, the account settings, and the API that enforces the same rules.
 */
export const companyLimits = {
  name: 200,
  vatNo: 40,
  address: 300,
  postCode: 100,
  email: 254,
  textFolder: 40,
  passwordMin: 6,
  /** Longer passwords add nothing against guessing and cost the KDF; 128 is generous. */
  passwordMax: 128,
  texts: 4,
  text: 5000,
  /** The welcome note applicants read on the welcome screen and in their invitation. */
  welcomeNote: 500,
} as const;

/**
 * docs/product.md §5: a URL of login, register, typingtest or default gets 5 random characters appended.
 * authlink, api and assets are the product's own first path segments too, so they are treated
 * the same way (a company page there would be unreachable).
 */
export const reservedTextFolders = ['login', 'register', 'typingtest', 'default', 'authlink', 'api', 'assets'] as const;

/** docs/product.md §5: the URL field keeps only letters and digits, lower-cased, as typed. */
export function normaliseTextFolder(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, companyLimits.textFolder);
}

export function isReservedTextFolder(folder: string): boolean {
  return (reservedTextFolders as readonly string[]).includes(folder);
}

const suffixAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** docs/product.md §5 and 9: a reserved name gets 5 random lowercase-alphanumeric characters appended. */
export function withReservedSuffix(folder: string, random: () => number = Math.random): string {
  if (!isReservedTextFolder(folder)) return folder;
  let suffix = '';
  for (let i = 0; i < 5; i++) suffix += suffixAlphabet[Math.floor(random() * suffixAlphabet.length)];
  return folder + suffix;
}

/** docs/product.md §5's check in the wizard: the address must contain "@" and ".". */
export function looksLikeEmail(email: string): boolean {
  return email.includes('@') && email.includes('.');
}

/** docs/product.md §5: login e-mails are lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const required = (max: number) => requiredFreeText({ max });

/**
 * The zone by its canonical current name (US/Pacific-New: America/Los_Angeles; Asia/Calcutta:
 * Asia/Kolkata, time-zone-names.ts); undefined when this runtime knows none.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  try {
    return currentTimeZoneName(new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone);
  } catch {
    return undefined;
  }
}

/**
 * The company's time zone: an IANA name the runtime knows, kept by its canonical name. Dates are
 * worked out in JavaScript with it, never handed to Postgres, whose time-zone data may be older
 * (it no longer knows US/Pacific-New, say).
 */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => canonicalTimeZone(zone) !== undefined, catalogueKey('input.timeZone'))
  .transform((zone) => canonicalTimeZone(zone) ?? zone);

/** What registration and the settings may say about how results are judged and read; absent: as it was. */
const resultPreferencesFields = {
  timeZone: timeZoneSchema.optional(),
  minimumWpm: passMarkSchema.shape.minimumWpm.optional(),
  minimumAccuracy: passMarkSchema.shape.minimumAccuracy.optional(),
};

/** The longest default deadline a company may set, in days from the invitation. */
export const maxDefaultDeadlineDays = 365;

/** What the settings may say about invitations: automatic reminders on or off, and the default deadline in days (null: none); absent: as it was. */
const reminderSettingsFields = {
  automaticReminders: z.boolean({ error: catalogueKey('input.trueOrFalse') }).optional(),
  defaultDeadlineDays: z
    .number({ error: catalogueKey('input.defaultDeadlineDays') })
    .int(catalogueKey('input.defaultDeadlineDays'))
    .min(1, catalogueKey('input.defaultDeadlineDays'))
    .max(maxDefaultDeadlineDays, catalogueKey('input.defaultDeadlineDays'))
    .nullable()
    .optional(),
};

/**
 * How long an applicant's personal data is kept after their last activity, in months, unless the
 * company says otherwise: two years, Swedish practice for applicant data (a discrimination claim
 * may come that long after a recruitment; docs/privacy.md).
 */
export const defaultRetentionMonths = 24;
/** The longest a company may keep applicant data: ten years. */
export const maxRetentionMonths = 120;

/** Account settings' "Keep applicant data for": whole months, 1 to maxRetentionMonths; absent: as it was. */
const retentionFields = {
  retentionMonths: z
    .number({ error: catalogueKey('input.retentionMonths') })
    .int(catalogueKey('input.retentionMonths'))
    .min(1, catalogueKey('input.retentionMonths'))
    .max(maxRetentionMonths, catalogueKey('input.retentionMonths'))
    .optional(),
};

/**
 * Account settings' welcome note: plain text, line breaks kept, up to companyLimits.welcomeNote
 * characters; '' for none; absent: as it was. Shown as text, never as HTML, on the applicant's
 * welcome screen and in the invitation (docs/decisions/0067-the-company-s-brand-in-invitations.md).
 */
export const welcomeNoteSchema = freeText({ max: companyLimits.welcomeNote, multiline: true });

/**
 * The company's language (`en`, `sv`): its mails, its applicants' default texts and introduction
 * sentence, and the API's words to it when the request names none.
 */
export const companyLanguageSchema = z.enum(languages, { error: catalogueKey('input.oneOf') });

/** An address mail is sent to: a real address (the server is stricter than the wizard's "@" and "."). */
export const emailAddressSchema = z
  .string()
  .trim()
  .max(companyLimits.email)
  .transform(normaliseEmail)
  .pipe(z.email(catalogueKey('input.emailInvalid')));

export const textFolderSchema = z
  .string()
  .regex(/^[a-z0-9]+$/, catalogueKey('input.textFolderCharacters'))
  .max(companyLimits.textFolder)
  .refine((folder) => !isReservedTextFolder(folder), catalogueKey('input.textFolderReserved'));

/**
 * docs/product.md §9: at least 6 characters. Whether it is too common is the API's check (its word list is
 * large). Kept as typed, but NUL and unpaired surrogates are refused like in every text field.
 */
export const passwordSchema = verbatimText()
  .min(companyLimits.passwordMin, catalogueKey('input.passwordTooShort'))
  .max(companyLimits.passwordMax, catalogueKey('input.passwordTooLong'));

export const companyTextSchema = freeText({ max: companyLimits.text, multiline: true });

/**
 * A company text that leaves applicants nothing to type (typeable-text.ts): white space, control
 * characters or soft hyphens alone, say. The same test in the browser and on the server.
 */
export const isEmptyText = (text: string): boolean => typeableText(cleanFreeText(text, { multiline: true })) === '';

/** docs/product.md §5: without the default texts, at least one text and none empty. */
function requireOwnTexts(isDefaultTexts: boolean, texts: readonly string[], ctx: z.RefinementCtx): void {
  if (isDefaultTexts) return;
  if (texts.length === 0) ctx.addIssue({ code: 'custom', path: ['texts'], message: catalogueKey('input.textsMissing') });
  texts.forEach((text, index) => {
    if (isEmptyText(text)) ctx.addIssue({ code: 'custom', path: ['texts', index], message: catalogueKey('input.textEmpty'), params: { index, n: index + 1 } });
  });
}

/** The company's own details (the wizard's first step; also part of the account settings). */
export const companyDetailsFields = {
  contactName: required(companyLimits.name),
  companyName: required(companyLimits.name),
  vatNo: required(companyLimits.vatNo),
  address: required(companyLimits.address),
  postCode: required(companyLimits.postCode),
};

/** The company's own details as validated: derived from companyDetailsFields, never listed again. */
export type CompanyDetails = z.infer<z.ZodObject<typeof companyDetailsFields>>;

/** The details' names, in the wizard's order: the forms' fields come from them (web/src/features/registration, account settings). */
export const companyDetailsKeys = Object.keys(companyDetailsFields) as readonly (keyof CompanyDetails)[];

/** The company's details picked out of something that has them (a form's draft, the company as read). */
export const companyDetailsOf = (from: CompanyDetails): CompanyDetails => Object.fromEntries(companyDetailsKeys.map((key) => [key, from[key]])) as CompanyDetails;

/** Empty details: a new form. */
export const emptyCompanyDetails = Object.fromEntries(companyDetailsKeys.map((key) => [key, ''])) as CompanyDetails;

/**
 * docs/product.md §5: texts may not be empty unless default texts are chosen; at most 4. With default texts
 * the company's own texts are kept as they are (possibly none).
 */
export const textsSchema = z
  .object({
    isDefaultCB: z.boolean(),
    texts: z.array(companyTextSchema).max(companyLimits.texts, catalogueKey('input.tooManyTexts')),
  })
  .strict()
  .superRefine(({ isDefaultCB, texts }, ctx) => requireOwnTexts(isDefaultCB, texts, ctx));

/** What the account settings edit (docs/product.md §2, Account settings), as `editCompany` receives it. */
export const accountSettingsSchema = z
  .object({
    ...companyDetailsFields,
    loginEmail: emailAddressSchema,
    emailForReceivingResults: emailAddressSchema,
    textFolder: textFolderSchema,
    ...resultPreferencesFields,
    ...reminderSettingsFields,
    ...retentionFields,
    welcomeNote: welcomeNoteSchema.optional(),
    /** Absent: as it was. */
    language: companyLanguageSchema.optional(),
    /**
     * The view's logo, when a client sends the company back as it read it: ignored. The logo has
     * calls of its own, since it is a file (docs/decisions/0069-company-logo.md).
     */
    logo: z.unknown().optional(),
  })
  .strict();

export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/**
 * `createcompany` (docs/product.md §3 and 7): the company with the password as typed (the API calls the field
 * hashedPassword; the server hashes it), and its texts.
 */
export const registrationSchema = z
  .object({
    company: z
      .object({
        ...companyDetailsFields,
        loginEmail: emailAddressSchema,
        emailForReceivingResults: emailAddressSchema,
        hashedPassword: passwordSchema,
        textFolder: textFolderSchema,
        isDefaultCb: z.boolean(),
        ...resultPreferencesFields,
        /** Absent: the request's language (the page's). */
        language: companyLanguageSchema.optional(),
      })
      .strict(),
    texts: z.array(companyTextSchema).max(companyLimits.texts, catalogueKey('input.tooManyTexts')),
  })
  .strict()
  .superRefine(({ company, texts }, ctx) => requireOwnTexts(company.isDefaultCb, texts, ctx));

export type Registration = z.infer<typeof registrationSchema>;

/** The company as the account area sees it (`getCompanyFromToken`'s data). Never a secret. */
export const companyViewSchema = z.object({
  companyId: z.uuid(),
  loginEmail: z.string(),
  emailForReceivingResults: z.string(),
  contactName: z.string(),
  companyName: z.string(),
  vatNo: z.string(),
  address: z.string(),
  postCode: z.string(),
  textFolder: z.string(),
  isDefaultCb: z.boolean(),
  emailVerified: z.boolean(),
  /** The IANA zone its results' dates and times are read in. */
  timeZone: z.string(),
  minimumWpm: z.number().int().nullable(),
  minimumAccuracy: z.number().nullable(),
  /** Applicants who have not finished get one automatic reminder (REMINDER_AFTER_HOURS after their link). */
  automaticReminders: z.boolean(),
  /** The deadline new invitations get, in days; null: none. */
  defaultDeadlineDays: z.number().int().nullable(),
  /** Its mails, its applicants' texts and introduction sentence are in it. */
  language: z.enum(languages),
  /** Applicant data is erased this many months after the applicant's last activity. */
  retentionMonths: z.number().int(),
  /** Shown to its applicants on the welcome screen and in the invitation; '' for none. */
  welcomeNote: z.string(),
  /** Its logo, shown with the welcome note: where the app serves it, and its size; null for none (docs/decisions/0069-company-logo.md). */
  logo: logoViewSchema.nullable(),
});

export type CompanyView = z.infer<typeof companyViewSchema>;
