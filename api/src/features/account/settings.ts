import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { accountSettingsSchema, changeSettings, changesLoginEmail, companyConstraints, isUniqueViolation } from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { newOneTimeCode } from '../../auth/one-time-codes.ts';
import { revokeCompanySessions } from '../../auth/sessions.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, companyAnswer, json, jsonBody, responses } from './account-schemas.ts';
import type { AccountDependencies } from './account-dependencies.ts';
import { byCompany, runCompanyCommand } from './company-commands.ts';
import { readCompanyView } from './company-view.ts';

/**
 * SPEC 8's exact error strings for editCompany. They are codes, not words for people: the screen
 * tells the two apart by them and shows the catalogue's "URL already exists" or "Email already
 * exists" modal, so they stay the same in every language and are not in the catalogue.
 */
export const settingsConflicts = { textFolder: 'Error urlexists404', email: 'Error emailexists404' } as const;

export function settingsRoutes({ db, config, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const editCompanyRoute = createRoute({
    method: 'post',
    path: '/db/editCompany',
    summary: 'Account settings: save them',
    description:
      'A new login e-mail must be verified (a link goes to it), the old address gets a link that restores it, and every other sign-in of the company ends.',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(z.object({ accountSettings: accountSettingsSchema }).strict()) },
    responses: {
      200: { description: 'Saved (nothing recorded when nothing changed): the company as it is now', content: json(companyAnswer) },
      400: responses.badInput,
      401: responses.unauthorized,
      409: { description: '`Error urlexists404` or `Error emailexists404`: used by another company; nothing changed', content: json(problemSchema) },
    },
  });

  app.openapi(editCompanyRoute, async (c) => {
    const { accountSettings } = c.req.valid('json');
    const { companyId, sessionId } = c.var.signedIn;
    try {
      await runCompanyCommand(db, {
        companyId,
        metadata: byCompany(companyId, c.get('requestId')),
        operatorEmail: config.OPERATOR_EMAIL,
        decide: (state) => changeSettings(state, accountSettings),
        secrets(events, state) {
          if (!state || !changesLoginEmail(events)) return {};
          const recover = newOneTimeCode('recoverEmail', companyId, state.loginEmail);
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
