import { z } from 'zod';
import { passwordSchema } from '@typetest/events/company';
import { ApiError, postJson } from '../../shared/api-client.ts';
import { useFormMutation } from '../../shared/forms/use-form-mutation.ts';
import type { AuthLink } from './auth-link.ts';

/** The three calls behind /authlink (README "Company accounts (API)": check, apply, confirm a password reset). */

const emailAnswerSchema = z.object({ success: z.literal(true), data: z.object({ email: z.string() }) });
/** `alreadyVerified`: a verify link opened again once its address is verified (nothing to do). */
const linkAnswerSchema = z.object({ success: z.literal(true), data: z.object({ email: z.string(), alreadyVerified: z.literal(true).optional() }) });

/** The address a link is about, and whether a verify link's address is verified already. */
export interface LinkOutcome {
  email: string;
  alreadyVerified: boolean;
}

const outcomeOf = ({ data }: z.infer<typeof linkAnswerSchema>): LinkOutcome => ({ email: data.email, alreadyVerified: data.alreadyVerified === true });

/** Is the link still usable? Answers the address it is about. */
export async function checkActionCode(link: AuthLink): Promise<string> {
  return (await checkLink(link)).email;
}

/** Is the link still usable, or a verify link whose address is verified already? */
export async function checkLink(link: AuthLink): Promise<LinkOutcome> {
  return outcomeOf(await postJson('/api/auth/checkactioncode', link, linkAnswerSchema));
}

/** Verifies the e-mail or restores the previous login e-mail. Single use: a second call is refused, or for a verify link told it is verified already. */
export async function applyActionCode(link: AuthLink & { mode: 'verifyEmail' | 'recoverEmail' }): Promise<LinkOutcome> {
  return outcomeOf(await postJson('/api/auth/applyactioncode', link, linkAnswerSchema));
}

/** Sets the new password; refused with `code: 'weak-password'` when the server finds it weak. */
export async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<string> {
  const answer = await postJson('/api/auth/confirmpasswordreset', { oobCode, newPassword }, emailAnswerSchema);
  return answer.data.email;
}

/** The new password as confirmpasswordreset checks it (api/src/features/account/action-codes.ts): the registration's password rule. */
export const newPasswordSchema = z.object({ newPassword: passwordSchema });

export type NewPassword = z.infer<typeof newPasswordSchema>;

/** "Set new password": sets it with the link's code; answers the login e-mail it is for. */
export function useConfirmPasswordReset(oobCode: string) {
  return useFormMutation(['auth-link/confirm-password-reset', oobCode], ({ newPassword }: NewPassword) => confirmPasswordReset(oobCode, newPassword));
}

/** The server refused the new password itself (too common, too long): docs/product.md §8's weak-password modal. */
export const weakPasswordCode = 'weak-password';

/**
 * The server looked at the request and said no (a used, expired or unknown code): trying again
 * cannot help. Anything else (no connection, too many tries, a server fault) may work later.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}
