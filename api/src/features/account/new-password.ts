import type { Context } from 'hono';
import type { ZodError } from 'zod';
import type { TFunction } from 'i18next';
import { byVisitor, CodeNotUsable, companyQueries, findUsableCode, resetPassword, runCompanyCommand } from '@typetest/events';
import { weakPasswordMessage } from '../../auth/password-policy.ts';
import { describeInvalidInput } from '../../http/problem.ts';
import { validationHook } from '../../http/validation.ts';
import { wordsOf } from '../../http/words.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

/** docs/product.md §8: "Invalid or expired reset link." */
export const invalidResetLink = (t: TFunction) => t('login.invalidResetLink');

/** A refused new password: the screens show their weak-password modal for `code: 'weak-password'`. */
export const weakPassword = (errorMessage: string) => ({ success: false as const, errorMessage, code: 'weak-password' as const });

/**
 * Validation of a body holding a new password: a problem with the password itself answers with
 * the weak-password code; anything else as every route does.
 */
export function newPasswordHook(field: string) {
  return (result: { target: string } & ({ success: true } | { success: false; error: ZodError }), c: Context) => {
    if (result.success) return;
    if (result.error.issues[0]?.path[0] === field) return c.json(weakPassword(describeInvalidInput(result.error, result.target, wordsOf(c))), 400);
    return validationHook(result, c);
  };
}

export type NewPasswordOutcome = { outcome: 'changed'; email: string } | { outcome: 'weak'; message: string } | { outcome: 'invalidCode' };

/**
 * Sets a new password through a reset link: PasswordChanged, with what the company's secret policy
 * makes of it (events/src/company/secret-policy.ts: the code used up, every other reset link
 * retired, the hash replaced, every sign-in ended), in one commit. A code already used (even by a
 * request racing this one) changes nothing. Refusals are in the request's words (`t`).
 */
export async function setNewPassword(
  { db, config, auth }: AccountDependencies,
  { code, password, requestId, t }: { code: string; password: string; requestId: string | undefined; t: TFunction },
): Promise<NewPasswordOutcome> {
  // Before the code, as before: a weak password is said so whatever the link.
  const weakness = weakPasswordMessage(t, password);
  if (weakness) return { outcome: 'weak', message: weakness };
  const found = await findUsableCode(db, 'resetPassword', code);
  if (!found) return { outcome: 'invalidCode' };
  const companyId = found.company_id;
  const company = await companyQueries.findCompany(db, companyId);
  const ownWeakness = company && weakPasswordMessage(t, password, company);
  if (ownWeakness) return { outcome: 'weak', message: ownWeakness };
  const passwordHash = await auth.passwords.hash(password);
  try {
    const { state } = await runCompanyCommand(db, {
      companyId,
      metadata: byVisitor(requestId),
      operatorEmail: config.OPERATOR_EMAIL,
      decide: resetPassword,
      secretInputs: { followedLink: { purpose: 'resetPassword', code }, passwordHash },
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
