import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import { companyLimits, companyQueries, freeText, registerCompanyAccount, registrationSchema } from '@typetest/events';
import { weakPasswordMessage } from '../../auth/password-policy.ts';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import { json, jsonBody, responses, typedEmailSchema } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

/**
 * docs/product.md §8: the wizard maps a message containing "email" or "textfolder" to its toasts. Those words
 * come from the error codes, which are the protocol's and the same in every language; the words
 * after them are the catalogue's, in the request's language.
 */
const conflictCodes = { textFolder: 'Error textfolderexists409', email: 'Error emailexists409' } as const;
const registrationConflict = (t: TFunction, taken: 'textFolder' | 'loginEmail' | 'resultsEmail') =>
  ({
    textFolder: `${conflictCodes.textFolder}: ${t('registration.urlInUse')}`,
    loginEmail: `${conflictCodes.email}: ${t('registration.loginEmailInUse')}`,
    resultsEmail: `${conflictCodes.email}: ${t('registration.resultsEmailTaken')}`,
  })[taken];

const duplicatesRoute = createRoute({
  method: 'post',
  path: '/db/registrationduplicates',
  summary: 'Registration: are this URL and e-mail address already used by a company?',
  description: "An e-mail address counts as used when it is any company's login or results address.",
  request: { body: jsonBody(z.object({ textFolder: freeText({ max: companyLimits.textFolder }), email: typedEmailSchema }).strict()) },
  responses: {
    200: { description: 'true where already used', content: json(z.object({ email: z.boolean(), textFolder: z.boolean() })) },
    400: responses.badInput,
    429: responses.tooMany,
  },
});

const createCompanyRoute = createRoute({
  method: 'post',
  path: '/db/createcompany',
  summary: 'Registration: create the company (hashedPassword is the password as typed; the server hashes it)',
  request: { body: jsonBody(registrationSchema) },
  responses: {
    200: {
      description: 'Registered; the welcome mail with the verification link is queued',
      content: json(z.object({ success: z.literal(true), data: z.object({ companyId: z.uuid() }) })),
    },
    400: responses.badInput,
    409: { description: 'The URL ("textfolder" in the message) or an address ("email") is taken; nothing recorded', content: json(problemSchema) },
    429: responses.tooMany,
  },
});

export function registrationRoutes({ db, redis, config, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const perClient = rateLimit({ name: 'account', points: config.ACCOUNT_RATE_LIMIT, windowSeconds: config.ACCOUNT_RATE_WINDOW_SECONDS }, redis, config);
  app.use(duplicatesRoute.path, perClient);
  app.use(createCompanyRoute.path, perClient);

  app.openapi(duplicatesRoute, async (c) => {
    return c.json(await companyQueries.findRegistrationDuplicates(db, c.req.valid('json')), 200);
  });

  app.openapi(createCompanyRoute, async (c) => {
    const { company, texts } = c.req.valid('json');
    const weakness = weakPasswordMessage(c.var.t, company.hashedPassword, company);
    if (weakness) return c.json(problem(weakness), 400);
    const passwordHash = await auth.passwords.hash(company.hashedPassword);
    // The wire's isDefaultCb is the code's isDefaultTexts.
    // Without a language of its own, the company speaks the one the page was in.
    const { hashedPassword: _, isDefaultCb: isDefaultTexts, timeZone = 'UTC', minimumWpm = null, minimumAccuracy = null, language = c.var.language, ...details } = company;
    const result = await registerCompanyAccount(db, {
      company: { ...details, isDefaultTexts, texts, timeZone, minimumWpm, minimumAccuracy, language },
      passwordHash,
      requestId: c.get('requestId'),
      operatorEmail: config.OPERATOR_EMAIL,
    });
    if (result.outcome === 'taken') return c.json(problem(registrationConflict(c.var.t, result.taken)), 409);
    return c.json({ success: true as const, data: { companyId: result.companyId } }, 200);
  });
  return app;
}
