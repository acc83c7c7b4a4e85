import type { AccountSettings } from '@typetest/events/company';
import { z } from 'zod';
import { postJson } from '../../shared/api-client.ts';
import { companyAnswerSchema } from '../../shared/session/company.ts';
import { postAccount } from '../../shared/session/session.ts';
import { tokensSchema, type Tokens } from '../../shared/session/tokens.ts';

/** The account page's calls (SPEC 7, ACCOUNTS-API): each answer checked against its schema. */

const success = z.object({ success: z.literal(true) });
const tokensAnswer = z.object({ success: z.literal(true), data: tokensSchema });
const textsAnswer = z.object({ success: z.literal(true), data: z.array(z.string()) });
const messageAnswer = z.object({ success: z.literal(true), message: z.string() });
const resetAnswer = z.object({ success: z.literal(true), loginEmail: z.string() });
const resetCheckAnswer = z.object({ success: z.boolean() });

export async function logIn(email: string, password: string): Promise<Tokens> {
  return (await postJson('/api/db/login', { user: { email, password } }, tokensAnswer)).data;
}

export async function sendPasswordResetMail(email: string): Promise<void> {
  await postJson('/api/email/forgotPassword', { email }, success);
}

/** Whether a forgot-password code (fpc) can still set a new password. */
export async function isResetCodeUsable(fpCode: string): Promise<boolean> {
  return (await postJson('/api/db/verifyForgotPassword', { fpCode }, resetCheckAnswer)).success;
}

/** Sets the new password; answers the login e-mail to sign in with. */
export async function changeForgottenPassword(fpCode: string, password: string): Promise<string> {
  return (await postJson('/api/db/submitForgotPasswordChange', { password, fpCode }, resetAnswer)).loginEmail;
}

/** The default texts (`isDefaultCB` true) or the company's own. */
export async function fetchTexts(isDefaultCB: boolean): Promise<string[]> {
  return (await postAccount('/api/db/gettextsverified', { isDefaultCB }, textsAnswer)).data;
}

export async function saveTexts(isDefaultCB: boolean, texts: readonly string[]): Promise<void> {
  await postAccount('/api/db/inserttexts', { isDefaultCB, texts }, success);
}

export async function saveSettings(accountSettings: AccountSettings) {
  return (await postAccount('/api/db/editCompany', { accountSettings }, companyAnswerSchema)).data;
}

export async function contactSupport(contactUs: { title: string; details: string; email: string }): Promise<void> {
  await postAccount('/api/email/contactus', { contactUs: { ...contactUs, contactMethod: 'email' } }, success);
}

/** The server's words: `E-mail verified` or `Already verified`. */
export async function verifyEmail(verificationCode: string): Promise<string> {
  return (await postAccount('/api/email/verifyemail', { verificationCode }, messageAnswer)).message;
}

export async function sendVerificationAgain(): Promise<string> {
  return (await postAccount('/api/email/sendverification', {}, messageAnswer)).message;
}

/** The API's answers the screens tell apart: SPEC 7 and 8's codes, which are not words to translate. */
export const apiWords = {
  alreadyVerified: 'Already verified',
  urlExists: 'Error urlexists404',
  emailExists: 'Error emailexists404',
} as const;
