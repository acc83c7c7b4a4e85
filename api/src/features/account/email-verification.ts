import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import { byCompany, sendVerificationMail, verifyEmailWithCode } from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { keyedRateLimit, tooManyRequests } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, opaqueSecretSchema, responses } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

/**
 * docs/product.md §8 (and the API table): verifyemail's `message` is "E-mail verified" or "Already verified",
 * and the screens tell the two apart by these values, showing the catalogue's "E-mail verified!"
 * or "Your e-mail is already verified". They are the protocol's values, the same in every
 * language, so they are not in the catalogue; what a person reads is.
 */
const verificationAnswers = {
  verified: 'E-mail verified',
  alreadyVerified: 'Already verified',
} as const;

export const verificationMessages = {
  ...verificationAnswers,
  sent: (t: TFunction) => t('account.verificationRequested'),
  invalid: (t: TFunction) => t('login.verifyLinkInvalid'),
} as const;

const verifyAnswer = z.object({ success: z.literal(true), message: z.string() });
const verifyRefusal = z.object({ success: z.literal(false), message: z.string(), errorMessage: z.string() });

export function emailVerificationRoutes({ db, redis, config, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const perCompany = keyedRateLimit({ name: 'verification-mails', points: config.ACCOUNT_MAIL_RATE_LIMIT, windowSeconds: config.ACCOUNT_MAIL_RATE_WINDOW_SECONDS }, redis, config);

  const verifyEmailRoute = createRoute({
    method: 'post',
    path: '/email/verifyemail',
    summary: 'Verify the login e-mail with the code of /login?vc=... (signed in)',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(z.object({ verificationCode: opaqueSecretSchema }).strict()) },
    responses: {
      200: { description: '`E-mail verified` or `Already verified`', content: json(verifyAnswer) },
      400: { description: 'Not a usable code of this company for its login e-mail; nothing changed', content: json(verifyRefusal) },
      401: responses.unauthorized,
    },
  });

  const sendVerificationRoute = createRoute({
    method: 'post',
    path: '/email/sendverification',
    summary: 'Mail the verification link to the login e-mail again (no body, or {})',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: { required: false, content: json(z.object({}).strict()) } },
    responses: {
      200: { description: '`Verification e-mail sent`, or `Already verified` (no mail)', content: json(verifyAnswer) },
      400: responses.badInput,
      401: responses.unauthorized,
      429: responses.tooMany,
    },
  });

  app.openapi(verifyEmailRoute, async (c) => {
    const { verificationCode } = c.req.valid('json');
    const { companyId } = c.var.signedIn;
    const verified = await verifyEmailWithCode(db, {
      code: verificationCode,
      companyId,
      metadata: byCompany(companyId, c.get('requestId')),
      operatorEmail: config.OPERATOR_EMAIL,
    });
    if (verified.outcome === 'alreadyVerified') return c.json({ success: true as const, message: verificationMessages.alreadyVerified }, 200);
    if (verified.outcome === 'verified') return c.json({ success: true as const, message: verificationMessages.verified }, 200);
    const invalid = verificationMessages.invalid(c.var.t);
    return c.json({ success: false as const, message: invalid, errorMessage: invalid }, 400);
  });

  app.openapi(sendVerificationRoute, async (c) => {
    const { companyId } = c.var.signedIn;
    const result = await sendVerificationMail(db, { companyId, requestId: c.get('requestId'), operatorEmail: config.OPERATOR_EMAIL, budget: perCompany });
    if (result.outcome === 'tooMany') return tooManyRequests(c, result.wait);
    const message = result.outcome === 'alreadyVerified' ? verificationMessages.alreadyVerified : verificationMessages.sent(c.var.t);
    return c.json({ success: true as const, message }, 200);
  });
  return app;
}
