import { companyLimits, passwordSchema, type AccountSettings } from '@typetest/events/company';
import { useSWRConfig } from 'swr';
import { requiredFreeText, verbatimText } from '@typetest/events/schema';
import { z } from 'zod';
import { postJson } from '../../shared/api-client.ts';
import { useFormMutation } from '../../shared/forms/use-form-mutation.ts';
import { companyAnswerSchema } from '../../shared/session/company.ts';
import { postAccount } from '../../shared/session/session.ts';
import { companyKey } from '../../shared/session/use-session.ts';
import { tokensSchema, type Tokens } from '../../shared/session/tokens.ts';

/** The account page's calls (docs/product.md §7, README "Company accounts (API)"): each answer checked against its schema. */

const success = z.object({ success: z.literal(true) });
const tokensAnswer = z.object({ success: z.literal(true), data: tokensSchema });
const textsAnswer = z.object({ success: z.literal(true), data: z.array(z.string()) });
const messageAnswer = z.object({ success: z.literal(true), message: z.string() });
const resetAnswer = z.object({ success: z.literal(true), loginEmail: z.string() });
const resetCheckAnswer = z.object({ success: z.boolean() });

/**
 * The login's `user` as the API checks it (api/src/features/account/session.ts): an e-mail
 * address as typed, and a password that is not empty, from the same shared parts.
 */
export const loginSchema = z.object({
  email: requiredFreeText({ max: companyLimits.email }),
  password: verbatimText().min(1).max(companyLimits.passwordMax),
});

export type LoginFields = z.infer<typeof loginSchema>;

/** forgotPassword's body (api/src/features/account/password-reset.ts): the typed address, not empty. */
export const passwordResetMailSchema = loginSchema.pick({ email: true });

export async function logIn(email: string, password: string): Promise<Tokens> {
  return (await postJson('/api/db/login', { user: { email, password } }, tokensAnswer)).data;
}

/** The login view's Login: logs in, then starts the session with the tokens (busy until the company is looked up). */
export function useLogIn(onLoggedIn: (tokens: Tokens) => Promise<void>) {
  return useFormMutation('account/login', async ({ email, password }: LoginFields) => onLoggedIn(await logIn(email.trim(), password)));
}

export async function sendPasswordResetMail(email: string): Promise<void> {
  await postJson('/api/email/forgotPassword', { email }, success);
}

/** The login view's "Forgot password?": mails a reset link to the typed address. */
export function useSendPasswordResetMail() {
  return useFormMutation('account/forgot-password', (email: string) => sendPasswordResetMail(email.trim()));
}

/** Whether a forgot-password code (fpc) can still set a new password. */
export async function isResetCodeUsable(fpCode: string): Promise<boolean> {
  return (await postJson('/api/db/verifyForgotPassword', { fpCode }, resetCheckAnswer)).success;
}

/** Sets the new password; answers the login e-mail to sign in with. */
export async function changeForgottenPassword(fpCode: string, password: string): Promise<string> {
  return (await postJson('/api/db/submitForgotPasswordChange', { password, fpCode }, resetAnswer)).loginEmail;
}

/** The new password as submitForgotPasswordChange checks it: the registration's password rule. */
export const newPasswordSchema = z.object({ password: passwordSchema });

export type NewPasswordFields = z.infer<typeof newPasswordSchema>;

/**
 * The reset view's Change password: sets it, then `onChanged` signs in with it (busy until that is
 * done: the code is used up, and a second press could only fail).
 */
export function useChangeForgottenPassword(fpCode: string, onChanged: (loginEmail: string, password: string) => Promise<void>) {
  return useFormMutation(['account/reset-password', fpCode], async ({ password }: NewPasswordFields) => onChanged(await changeForgottenPassword(fpCode, password), password));
}

/** The default texts or the company's own (the wire calls the choice `isDefaultCB`). */
export async function fetchTexts(isDefaultTexts: boolean): Promise<string[]> {
  return (await postAccount('/api/db/gettextsverified', { isDefaultCB: isDefaultTexts }, textsAnswer)).data;
}

/** Manage your texts' choice: the default texts, or the company's own. */
export interface TextsChoice {
  isDefaultTexts: boolean;
  texts: readonly string[];
}

/** inserttexts' body, as the API checks it with the shared textsSchema. */
export const textsBody = ({ isDefaultTexts, texts }: TextsChoice) => ({ isDefaultCB: isDefaultTexts, texts: [...texts] });

export async function saveTexts(choice: TextsChoice): Promise<void> {
  await postAccount('/api/db/inserttexts', textsBody(choice), success);
}

/** The texts read on Manage your texts; keys carry the company, so the next company to sign in on this page never sees these texts. */
export const textsKey = (companyId: string, isDefault: boolean) => ['account/texts', companyId, isDefault] as const;

/**
 * Manage your texts' Save changes: saves the choice (with the default texts the API keeps the
 * company's own as they are, whatever is sent), then the company's own texts and the company
 * (its `isDefaultTexts`) are read as saved.
 */
export function useSaveTexts(companyId: string) {
  const { mutate } = useSWRConfig();
  return useFormMutation(['account/save-texts', companyId], async ({ isDefaultTexts, texts }: TextsChoice) => {
    await saveTexts({ isDefaultTexts, texts: isDefaultTexts ? [] : texts });
    if (!isDefaultTexts) await mutate(textsKey(companyId, false), [...texts], { revalidate: false });
    await mutate(companyKey);
  });
}

/** Saves the settings; `currentPassword` is needed when the login or results e-mail changes. */
export async function saveSettings(accountSettings: AccountSettings, currentPassword?: string) {
  return (await postAccount('/api/db/editCompany', { accountSettings, ...(currentPassword === undefined ? {} : { currentPassword }) }, companyAnswerSchema)).data;
}

/**
 * Account settings' Save changes: saves them (saveSettings; a test's stand-in), and the signed-in
 * company is what the API answered (the form is busy until every screen reading it has it).
 */
export function useSaveSettings(save: typeof saveSettings = saveSettings) {
  const { mutate } = useSWRConfig();
  return useFormMutation('account/save-settings', async ({ settings, currentPassword }: { settings: AccountSettings; currentPassword?: string }) => {
    const updated = await save(settings, currentPassword);
    await mutate(companyKey, updated, { revalidate: false });
    return updated;
  });
}

/** Contact support's message as the API checks it (api/src/features/account/support.ts), from the same shared parts. */
export const supportLimits = { title: 200, details: 4000 } as const;
export const supportMessageSchema = z.object({
  title: requiredFreeText({ max: supportLimits.title }),
  details: requiredFreeText({ max: supportLimits.details, multiline: true }),
});

export type SupportMessage = z.infer<typeof supportMessageSchema>;

export async function contactSupport(contactUs: { title: string; details: string; email: string }): Promise<void> {
  await postAccount('/api/email/contactus', { contactUs: { ...contactUs, contactMethod: 'email' } }, success);
}

/** Contact support's Submit: the message goes to the operators; replies go to `email`, the login e-mail. */
export function useContactSupport(email: string) {
  return useFormMutation('account/contact-support', (message: SupportMessage) => contactSupport({ ...message, email }));
}

/** The server's words: `E-mail verified` or `Already verified`. */
export async function verifyEmail(verificationCode: string): Promise<string> {
  return (await postAccount('/api/email/verifyemail', { verificationCode }, messageAnswer)).message;
}

export async function sendVerificationAgain(): Promise<string> {
  return (await postAccount('/api/email/sendverification', {}, messageAnswer)).message;
}

/** The API's answers the screens tell apart: docs/product.md §7 and 8's codes, which are not words to translate. */
export const apiWords = {
  alreadyVerified: 'Already verified',
  urlExists: 'Error urlexists404',
  emailExists: 'Error emailexists404',
  /** editCompany's refusal of a missing or wrong current password: its words go beside that field. */
  currentPasswordCode: 'current-password',
} as const;
