import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { resetPassword, byVisitor, runCompanyCommand } from '@typetest/events';
import { createTranslator } from '@typetest/events/i18n';
import { passwordMessages } from '../../auth/common-passwords.ts';
import { CodeNotUsable, findUsableCode, retireCodes, useCode } from '../../auth/one-time-codes.ts';
import { passwordProblem } from '../../auth/password-strength.ts';
import { revokeCompanySessions } from '../../auth/sessions.ts';
import { describeInvalidInput } from '../../http/problem.ts';
import { validationHook } from '../../http/validation.ts';
import type { AccountDependencies } from './account-dependencies.ts';
import { readCompanyView } from './company-view.ts';

const t = createTranslator('en');

/** docs/product.md §8: "Invalid or expired reset link." */
export const invalidResetLink = t('login.invalidResetLink');

/** A refused new password: the screens show their weak-password modal for `code: 'weak-password'`. */
export const weakPassword = (errorMessage: string) => ({ success: false as const, errorMessage, code: 'weak-password' as const });

/**
 * Validation of a body holding a new password: a problem with the password itself answers with
 * the weak-password code; anything else as every route does.
 */
export function newPasswordHook(field: string) {
  return (result: { target: string } & ({ success: true } | { success: false; error: ZodError }), c: Context) => {
    if (result.success) return;
    if (result.error.issues[0]?.path[0] === field) return c.json(weakPassword(describeInvalidInput(result.error, 'request body')), 400);
    return validationHook(result, c);
  };
}

export type NewPasswordOutcome = { outcome: 'changed'; email: string } | { outcome: 'weak'; message: string } | { outcome: 'invalidCode' };

/**
 * Sets a new password through a reset link: the code is used up, every other reset link stops
 * working, the hash is replaced and every sign-in of the company ends, with PasswordChanged, in
 * one commit. A code already used (even by a request racing this one) changes nothing.
 */
export async function setNewPassword(
  { db, config, auth }: AccountDependencies,
  { code, password, requestId }: { code: string; password: string; requestId: string | undefined },
): Promise<NewPasswordOutcome> {
  // Before the code, as before: a weak password is said so whatever the link.
  const weakness = passwordProblem(password);
  if (weakness) return { outcome: 'weak', message: passwordMessages[weakness] };
  const found = await findUsableCode(db, 'resetPassword', code);
  if (!found) return { outcome: 'invalidCode' };
  const companyId = found.company_id;
  const company = await readCompanyView(db, companyId);
  const ownWeakness = company && passwordProblem(password, [company.loginEmail, company.emailForReceivingResults, company.companyName, company.contactName, company.textFolder]);
  if (ownWeakness) return { outcome: 'weak', message: passwordMessages[ownWeakness] };
  const passwordHash = await auth.passwords.hash(password);
  try {
    const { state } = await runCompanyCommand(db, {
      companyId,
      metadata: byVisitor(requestId),
      operatorEmail: config.OPERATOR_EMAIL,
      decide: resetPassword,
      secrets: () => ({
        async write(trx) {
          await useCode(trx, 'resetPassword', code, companyId);
          await retireCodes(trx, 'resetPassword', companyId);
          await trx.updateTable('company_credentials').set({ password_hash: passwordHash, updated_at: new Date() }).where('company_id', '=', companyId).execute();
          await revokeCompanySessions(trx, companyId, 'password changed');
        },
      }),
    });
    const email = state?.loginEmail ?? found.email;
    // Whoever failed to log in as the company before, the owner with the new password is not kept waiting.
    await auth.loginThrottle.clearAddress(email);
    return { outcome: 'changed', email };
  } catch (error) {
    if (error instanceof CodeNotUsable) return { outcome: 'invalidCode' };
    throw error;
  }
}
