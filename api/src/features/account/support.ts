import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { requiredFreeText, sendSupportRequest } from '@typetest/events';
import { catalogueKey } from '@typetest/events/i18n';
import type { AppEnv } from '../../http/env.ts';
import { keyedRateLimit, tooManyRequests } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses, success } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

export const supportLimits = { title: 200, details: 4000 } as const;

const notEmpty = (max: number, multiline = false) => requiredFreeText({ max, multiline });

/**
 * Contact support (docs/product.md §2 and 5). Replies go to the signed-in company's login e-mail: the `email`
 * the screen sends along (that same address, shown to the user) is accepted and ignored, so no
 * request can have support write to someone else.
 */
export const supportRequestSchema = z
  .object({
    contactUs: z
      .object({
        title: notEmpty(supportLimits.title),
        details: notEmpty(supportLimits.details, true),
        contactMethod: z.literal('email', { error: catalogueKey('input.onlyEmail') }).default('email'),
        email: z.string().max(254).optional(),
      })
      .strict(),
  })
  .strict();

export function supportRoutes({ db, redis, config, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const perCompany = keyedRateLimit({ name: 'support', points: config.ACCOUNT_MAIL_RATE_LIMIT, windowSeconds: config.ACCOUNT_MAIL_RATE_WINDOW_SECONDS }, redis, config);

  const contactSupportRoute = createRoute({
    method: 'post',
    path: '/email/contactus',
    summary: 'Contact support: the signed-in company writes to the operators (replies go to its login e-mail)',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(supportRequestSchema) },
    responses: {
      200: { description: 'Recorded; the operators are mailed', content: json(success) },
      400: responses.badInput,
      401: responses.unauthorized,
      429: responses.tooMany,
    },
  });

  app.openapi(contactSupportRoute, async (c) => {
    const { title, details } = c.req.valid('json').contactUs;
    const { companyId } = c.var.signedIn;
    const result = await sendSupportRequest(db, {
      companyId,
      request: { title, details },
      requestId: c.get('requestId'),
      operatorEmail: config.OPERATOR_EMAIL,
      budget: perCompany,
    });
    if (result.outcome === 'tooMany') return tooManyRequests(c, result.wait);
    return c.json({ success: true as const }, 200);
  });
  return app;
}
