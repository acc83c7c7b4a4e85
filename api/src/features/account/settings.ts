import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  accountSettingsSchema,
  changeSettings,
  changesLoginEmail,
  companyConstraints,
  companyLimits,
  isUniqueViolation,
  verbatimText,
  byCompany,
  runCompanyCommand,
} from '@typetest/events';
import { createTranslator } from '@typetest/events/i18n';
import type { AppEnv } from '../../http/env.ts';
import { newOneTimeCode } from '../../auth/one-time-codes.ts';
import { revokeCompanySessions } from '../../auth/sessions.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { tooManyRequests } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, companyAnswer, json, jsonBody, responses } from './account-schemas.ts';
import type { AccountDependencies } from './account-dependencies.ts';
import { readCompanyView } from './company-view.ts';

/**
 * docs/product.md §8's exact error strings for editCompany. They are codes, not words for people: the screen
 * tells the two apart by them and shows the catalogue's "URL already exists" or "Email already
 * exists" modal, so they stay the same in every language and are not in the catalogue.
 */
export const settingsConflicts = { textFolder: 'Error urlexists404', email: 'Error emailexists404' } as const;

const t = createTranslator('en');

/**
 * The e-mail addresses are where the account can be taken over from (the login, by a reset) and
 * where applicants' results go: changing either asks for the current password, so a stolen
 * 15-minute access token is not enough. `code` tells the screen to show the words beside its
 * Current password field.
 */
export const currentPasswordRefusals = {
  missing: { success: false as const, errorMessage: `currentPassword: ${t('account.settings.currentPasswordMissing')}`, code: 'current-password' as const },
  wrong: { success: false as const, errorMessage: t('account.settings.currentPasswordWrong'), code: 'current-password' as const },
};
const currentPasswordAnswer = z.object({ success: z.literal(false), errorMessage: z.string(), code: z.literal('current-password') });

export function settingsRoutes({ db, config, auth }: AccountDependencies) {
  const { loginThrottle } = auth;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const editCompanyRoute = createRoute({
    method: 'post',
    path: '/db/editCompany',
    summary: 'Account settings: save them',
    description:
      'A new login or results e-mail needs `currentPassword`. A new login e-mail must be verified (a link goes to it), the old address gets a link that restores it ' +
      '(and the results e-mail of that moment), and every other sign-in of the company ends. A new results e-mail is announced to the login e-mail and the old results address.',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: {
      body: jsonBody(
        z
          .object({
            accountSettings: accountSettingsSchema,
            /** Only needed, and only checked, when the login or results e-mail changes. */
            currentPassword: verbatimText().max(companyLimits.passwordMax, `must be at most ${companyLimits.passwordMax} characters long`).optional(),
          })
          .strict(),
      ),
    },
    responses: {
      200: { description: 'Saved (nothing recorded when nothing changed): the company as it is now', content: json(companyAnswer) },
      400: {
        description: 'Bad input, or an e-mail address changed without `currentPassword` (`code: "current-password"`); nothing changed',
        content: json(z.union([currentPasswordAnswer, problemSchema])),
      },
      401: responses.unauthorized,
      403: { description: 'An e-mail address changed and `currentPassword` is wrong (`code: "current-password"`); nothing changed', content: json(currentPasswordAnswer) },
      409: { description: '`Error urlexists404` or `Error emailexists404`: used by another company; nothing changed', content: json(problemSchema) },
      429: { description: 'Too many wrong passwords from this sign-in; see Retry-After', content: json(problemSchema) },
    },
  });

  app.openapi(editCompanyRoute, async (c) => {
    const { accountSettings, currentPassword } = c.req.valid('json');
    const { companyId, sessionId } = c.var.signedIn;
    const current = await readCompanyView(db, companyId);
    if (!current) throw new Error(`Signed-in company ${companyId} has no read row`);
    const changesAnAddress = accountSettings.loginEmail !== current.loginEmail || accountSettings.emailForReceivingResults !== current.emailForReceivingResults;
    if (changesAnAddress) {
      if (currentPassword === undefined || currentPassword === '') return c.json(currentPasswordRefusals.missing, 400);
      // Guessing the password through a stolen token is throttled like logging in (login-throttle.ts),
      // per sign-in: the owner's other sign-ins are not slowed, and a password reset clears it.
      const client = `session ${sessionId}`;
      const wait = await loginThrottle.waitFor(current.loginEmail, client);
      if (wait !== undefined) return tooManyRequests(c, wait);
      const credentials = await db.selectFrom('company_credentials').select('password_hash').where('company_id', '=', companyId).executeTakeFirst();
      if (!credentials || !(await auth.passwords.verify(currentPassword, credentials.password_hash))) {
        await loginThrottle.failed(current.loginEmail, client);
        return c.json(currentPasswordRefusals.wrong, 403);
      }
      await loginThrottle.succeeded(current.loginEmail, client);
    }
    try {
      await runCompanyCommand(db, {
        companyId,
        metadata: byCompany(companyId, c.get('requestId')),
        operatorEmail: config.OPERATOR_EMAIL,
        decide: (state) => changeSettings(state, accountSettings),
        secrets(events, state) {
          if (!state || !changesLoginEmail(events)) return {};
          const recover = newOneTimeCode('recoverEmail', companyId, state.loginEmail, { resultsEmail: state.emailForReceivingResults });
          const verify = newOneTimeCode('verifyEmail', companyId, accountSettings.loginEmail);
          return {
            codes: { recoverEmail: recover.code, verifyEmail: verify.code },
            async write(trx) {
              await recover.store(trx);
              await verify.store(trx);
              // Whoever else was signed in with the old address is signed out; the caller stays.
              await revokeCompanySessions(trx, companyId, 'login e-mail changed', sessionId);
            },
          };
        },
      });
    } catch (error) {
      if (isUniqueViolation(error, companyConstraints.textFolder)) return c.json(problem(settingsConflicts.textFolder), 409);
      if (isUniqueViolation(error, companyConstraints.email)) return c.json(problem(settingsConflicts.email), 409);
      throw error;
    }
    const company = await readCompanyView(db, companyId);
    if (!company) throw new Error(`Signed-in company ${companyId} has no read row`);
    return c.json({ success: true as const, data: company }, 200);
  });
  return app;
}
