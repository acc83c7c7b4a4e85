import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { companyQueries, defaultTextsByLanguage, saveTexts, textsSchema } from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses, success } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

export function textsRoutes({ db, config, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const getTextsRoute = createRoute({
    method: 'post',
    path: '/db/gettextsverified',
    summary: "Manage your texts: the default texts in the company's language (isDefaultCB true) or the company's own",
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(z.object({ isDefaultCB: z.boolean() }).strict()) },
    responses: {
      200: { description: 'The texts', content: json(z.object({ success: z.literal(true), data: z.array(z.string()) })) },
      400: responses.badInput,
      401: responses.unauthorized,
    },
  });

  const insertTextsRoute = createRoute({
    method: 'post',
    path: '/db/inserttexts',
    summary: 'Manage your texts: save the texts, or choose the default texts (the own texts are then kept as they are)',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(textsSchema) },
    responses: {
      200: { description: 'Saved (nothing recorded when nothing changed)', content: json(success) },
      400: responses.badInput,
      401: responses.unauthorized,
    },
  });

  app.openapi(getTextsRoute, async (c) => {
    // The wire's isDefaultCB is the code's isDefaultTexts.
    const { isDefaultCB: isDefaultTexts } = c.req.valid('json');
    // The default texts its applicants get: its language's, whatever language the page is in.
    const { companyId, language } = c.var.signedIn;
    const texts = isDefaultTexts ? [...defaultTextsByLanguage[language]] : await companyQueries.findOwnTexts(db, companyId);
    return c.json({ success: true as const, data: texts }, 200);
  });

  app.openapi(insertTextsRoute, async (c) => {
    const { isDefaultCB: isDefaultTexts, texts } = c.req.valid('json');
    const { companyId } = c.var.signedIn;
    // Saved or unchanged, the screen's answer is the same.
    await saveTexts(db, { companyId, texts: { isDefaultTexts, texts }, requestId: c.get('requestId'), operatorEmail: config.OPERATOR_EMAIL });
    return c.json({ success: true as const }, 200);
  });
  return app;
}
