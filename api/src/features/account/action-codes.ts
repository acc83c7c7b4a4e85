import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import { catalogueKey } from '@typetest/events/i18n';
import { byVisitor, findUsableCode, oneTimeCodePurposes, passwordSchema, recoverLoginEmailWithCode, verifyEmailWithCode, verifiedAddressOfCode } from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import { json, jsonBody, opaqueSecretSchema, responses, weakPasswordAnswer } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';
import { invalidResetLink, newPasswordHook, setNewPassword, weakPassword } from './new-password.ts';

/** The /authlink screen shows docs/product.md §8's "Error" modal for any refusal; the message says why, in the request's words. */
export const actionCodeMessages = {
  invalid: (t: TFunction) => t('authLink.invalidLink'),
  emailTaken: (t: TFunction) => t('authLink.emailTaken'),
} as const;

const modeSchema = z.enum(oneTimeCodePurposes, { error: catalogueKey('input.oneOf') });
const emailAnswer = z.object({ success: z.literal(true), data: z.object({ email: z.string() }) });
/** `alreadyVerified`: a verify link opened again once its address is verified; nothing to do, and the screen says so. */
const verifiedAnswer = z.object({ success: z.literal(true), data: z.object({ email: z.string(), alreadyVerified: z.literal(true).optional() }) });

const checkRoute = createRoute({
  method: 'post',
  path: '/auth/checkactioncode',
  summary: '/authlink: is this link still usable, and which address is it about?',
  request: { body: jsonBody(z.object({ mode: modeSchema, oobCode: opaqueSecretSchema }).strict()) },
  responses: {
    200: {
      description: 'Usable; or, `alreadyVerified`, a verify link used or expired whose address is now the verified login e-mail',
      content: json(z.object({ success: z.literal(true), data: z.object({ mode: modeSchema, email: z.string(), alreadyVerified: z.literal(true).optional() }) })),
    },
    400: { description: 'Bad input, or not a usable link of this mode', content: json(problemSchema) },
    429: responses.tooMany,
  },
});

const applyRoute = createRoute({
  method: 'post',
  path: '/auth/applyactioncode',
  summary: '/authlink: verify the e-mail, or restore the previous login e-mail and the results e-mail of that moment (every sign-in then ends)',
  request: {
    body: jsonBody(z.object({ mode: z.enum(['verifyEmail', 'recoverEmail'], { error: catalogueKey('input.oneOf') }), oobCode: opaqueSecretSchema }).strict()),
  },
  responses: {
    200: { description: 'Done: the address verified or restored (`alreadyVerified`: it was verified already, nothing changed)', content: json(verifiedAnswer) },
    400: { description: 'Bad input, or not a usable link; nothing changed', content: json(problemSchema) },
    409: { description: "The address to restore is now another account's; nothing changed", content: json(problemSchema) },
    429: responses.tooMany,
  },
});

const confirmResetRoute = createRoute({
  method: 'post',
  path: '/auth/confirmpasswordreset',
  summary: '/authlink: set a new password with a reset link; every sign-in of the company ends',
  request: { body: jsonBody(z.object({ oobCode: opaqueSecretSchema, newPassword: passwordSchema }).strict()) },
  responses: {
    200: { description: 'Changed', content: json(emailAnswer) },
    400: {
      description: '`Invalid or expired reset link.`, or a weak password (`code: "weak-password"`); nothing changed',
      content: json(z.union([weakPasswordAnswer, problemSchema])),
    },
    429: responses.tooMany,
  },
});

export function actionCodeRoutes(deps: AccountDependencies) {
  const { db, redis, config } = deps;

  /** A verify link opened a second time about the now verified login e-mail (verifyEmailWithCode's one rule): that address, so the screen says so. */
  const alreadyVerified = (oobCode: string) => verifiedAddressOfCode(db, oobCode);

  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const perClient = rateLimit({ name: 'account', points: config.ACCOUNT_RATE_LIMIT, windowSeconds: config.ACCOUNT_RATE_WINDOW_SECONDS }, redis, config);
  for (const route of [checkRoute, applyRoute, confirmResetRoute]) app.use(route.path, perClient);

  app.openapi(checkRoute, async (c) => {
    const { mode, oobCode } = c.req.valid('json');
    const code = await findUsableCode(db, mode, oobCode);
    const verified = !code && mode === 'verifyEmail' ? await alreadyVerified(oobCode) : undefined;
    if (verified) return c.json({ success: true as const, data: { mode, email: verified, alreadyVerified: true as const } }, 200);
    if (!code) return c.json(problem(actionCodeMessages.invalid(c.var.t)), 400);
    return c.json({ success: true as const, data: { mode, email: code.email } }, 200);
  });

  app.openapi(applyRoute, async (c) => {
    const { mode, oobCode } = c.req.valid('json');
    const metadata = byVisitor(c.get('requestId'));
    if (mode === 'verifyEmail') {
      const verified = await verifyEmailWithCode(db, { code: oobCode, metadata, operatorEmail: config.OPERATOR_EMAIL });
      if (verified.outcome === 'invalid') return c.json(problem(actionCodeMessages.invalid(c.var.t)), 400);
      return c.json({ success: true as const, data: { email: verified.email, ...(verified.outcome === 'alreadyVerified' ? { alreadyVerified: true as const } : {}) } }, 200);
    }
    const recovered = await recoverLoginEmailWithCode(db, { code: oobCode, metadata, operatorEmail: config.OPERATOR_EMAIL });
    if (recovered.outcome === 'invalid') return c.json(problem(actionCodeMessages.invalid(c.var.t)), 400);
    if (recovered.outcome === 'taken') return c.json(problem(actionCodeMessages.emailTaken(c.var.t)), 409);
    return c.json({ success: true as const, data: { email: recovered.email } }, 200);
  });

  app.openapi(
    confirmResetRoute,
    async (c) => {
      const { oobCode, newPassword } = c.req.valid('json');
      const result = await setNewPassword(deps, { code: oobCode, password: newPassword, requestId: c.get('requestId'), t: c.var.t });
      if (result.outcome === 'weak') return c.json(weakPassword(result.message), 400);
      if (result.outcome === 'invalidCode') return c.json(problem(invalidResetLink(c.var.t)), 400);
      return c.json({ success: true as const, data: { email: result.email } }, 200);
    },
    newPasswordHook('newPassword'),
  );
  return app;
}
