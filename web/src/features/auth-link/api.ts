import { z } from 'zod';
import { ApiError, postJson } from '../../shared/api-client.ts';
import type { AuthLink } from './auth-link.ts';

/** The three calls behind /authlink (ACCOUNTS-API; SPEC 7's "check, apply, confirm a password reset"). */

const emailAnswerSchema = z.object({ success: z.literal(true), data: z.object({ email: z.string() }) });

/** Is the link still usable? Answers the address it is about. */
export async function checkActionCode(link: AuthLink): Promise<string> {
  const answer = await postJson('/api/auth/checkactioncode', link, emailAnswerSchema);
  return answer.data.email;
}

/** Verifies the e-mail or restores the previous login e-mail. Single use: a second call is refused. */
export async function applyActionCode(link: AuthLink & { mode: 'verifyEmail' | 'recoverEmail' }): Promise<string> {
  const answer = await postJson('/api/auth/applyactioncode', link, emailAnswerSchema);
  return answer.data.email;
}

/** Sets the new password; refused with `code: 'weak-password'` when the server finds it weak. */
export async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<string> {
  const answer = await postJson('/api/auth/confirmpasswordreset', { oobCode, newPassword }, emailAnswerSchema);
  return answer.data.email;
}

/** The server refused the new password itself (too common, too long): SPEC 8's weak-password modal. */
export const weakPasswordCode = 'weak-password';

/**
 * The server looked at the request and said no (a used, expired or unknown code): trying again
 * cannot help. Anything else (no connection, too many tries, a server fault) may work later.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}
