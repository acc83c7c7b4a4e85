import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import {
  accountSettingsSchema,
  byCompany,
  changeSettings,
  companyConstraints,
  companyLimits,
  companyQueries,
  companyToView,
  isUniqueViolation,
  MailLimitExceeded,
  needsCurrentPassword,
  runCompanyCommand,
  verbatimText,
} from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { mailLimitsOf, recipientMailLimitAnswer } from '../../http/mail-limits.ts';
import { keyedRateLimit, tooManyRequests } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, companyAnswer, json, jsonBody, responses } from '../../http/account-schemas.ts';
import { checkPassword } from './check-password.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

/**
 * docs/product.md §8's exact error strings for editCompany. They are codes, not words for people: the screen
 * tells the two apart by them and shows the catalogue's "URL already exists" or "Email already
 * exists" modal, so they stay the same in every language and are not in the catalogue.
 */
export const settingsConflicts = { textFolder: 'Error urlexists404', email: 'Error emailexists404' } as const;

/**
 * A new login or results e-mail asks for the current password (needsCurrentPassword,
 * events/src/company/change-settings.ts). `code` tells the screen to show the words beside its
 * Current password field.
 */
const currentPasswordRefusal = (errorMessage: string) => ({ success: false as const, errorMessage, code: 'current-password' as const });
export const currentPasswordRefusals = {
  missing: (t: TFunction) => currentPasswordRefusal(`currentPassword: ${t('account.settings.currentPasswordMissing')}`),
  wrong: (t: TFunction) => currentPasswordRefusal(t('account.settings.currentPasswordWrong')),
};
const currentPasswordAnswer = z.object({ success: z.literal(false), errorMessage: z.string(), code: z.literal('current-password') });

export function settingsRoutes({ db, redis, config, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // A new login or results e-mail mails the old and new addresses: account mails, limited per company like the others.
  const changeMails = keyedRateLimit(
    { name: 'account-change-mails', points: config.ACCOUNT_MAIL_RATE_LIMIT, windowSeconds: config.ACCOUNT_MAIL_RATE_WINDOW_SECONDS },
    redis,
    config,
  );
  const mailLimits = mailLimitsOf(config);

  const editCompanyRoute = createRoute({
    method: 'post',
    path: '/db/editCompany',
    summary: 'Account settings: save them',
    description:
      'A new login or results e-mail needs `currentPassword`. A new login e-mail must be verified (a link goes to it), the old address gets a link that restores it ' +
      '(and the results e-mail of that moment), and every other sign-in of the company ends. A new results e-mail is announced to the login e-mail and the old results address. ' +
      "`language` (absent: as it was) is the company's: its mails and its applicants' default texts are in it from then on.",
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
      429: {
        description:
          'Too many wrong passwords from this sign-in, too many e-mail changes (`ACCOUNT_MAIL_RATE_LIMIT`), or an address the change would mail has had `RECIPIENT_MAIL_LIMIT` mails from the company lately; see Retry-After; nothing changed',
        content: json(problemSchema),
      },
    },
  });

  app.openapi(editCompanyRoute, async (c) => {
    const { accountSettings, currentPassword } = c.req.valid('json');
    const { companyId, sessionId } = c.var.signedIn;
    const current = await companyQueries.findCompany(db, companyId);
    if (!current) throw new Error(`Signed-in company ${companyId} has no read row`);
    const mailsAddresses = needsCurrentPassword(current, accountSettings);
    if (mailsAddresses) {
      if (currentPassword === undefined || currentPassword === '') return c.json(currentPasswordRefusals.missing(c.var.t), 400);
      // Guessing the password through a stolen token is throttled like logging in (login-throttle.ts),
      // per sign-in: the owner's other sign-ins are not slowed, and a password reset clears it.
      const checked = await checkPassword({ db, auth }, { email: current.loginEmail, password: currentPassword, client: `session ${sessionId}`, companyId });
      if (checked.outcome === 'tooMany') return tooManyRequests(c, checked.wait);
      if (checked.outcome === 'wrong') return c.json(currentPasswordRefusals.wrong(c.var.t), 403);
      const mailWait = await changeMails.consume(companyId);
      if (mailWait !== undefined) return tooManyRequests(c, mailWait);
    }
    let changed = false;
    try {
      await runCompanyCommand(db, {
        companyId,
        metadata: byCompany(companyId, c.get('requestId')),
        operatorEmail: config.OPERATOR_EMAIL,
        decide: (state) => changeSettings(state, accountSettings),
        secretInputs: { sessionId },
        mailLimits,
      });
      changed = true;
    } catch (error) {
      if (error instanceof MailLimitExceeded && error.reached.limit === 'recipient') return recipientMailLimitAnswer(c, error.reached);
      if (isUniqueViolation(error, companyConstraints.textFolder)) return c.json(problem(settingsConflicts.textFolder), 409);
      if (isUniqueViolation(error, companyConstraints.email)) return c.json(problem(settingsConflicts.email), 409);
      throw error;
    } finally {
      // Refused: nothing was mailed, so the change uses up none of the account mails.
      if (mailsAddresses && !changed) await changeMails.refund(companyId, 1);
    }
    const company = await companyQueries.findCompany(db, companyId);
    if (!company) throw new Error(`Signed-in company ${companyId} has no read row`);
    return c.json({ success: true as const, data: companyToView(company) }, 200);
  });
  return app;
}
