import { setTimeout as sleep } from 'node:timers/promises';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { findUsableCode, passwordSchema, sendPasswordResetMail } from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { keyedRateLimit, rateLimit, tooManyRequests } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import { json, jsonBody, opaqueSecretSchema, responses, success, typedEmailSchema, weakPasswordAnswer } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';
import { invalidResetLink, newPasswordHook, setNewPassword, weakPassword } from './new-password.ts';

/**
 * forgotPassword answers no sooner than this, whether or not the address has an account, so the
 * answer's timing does not tell (recording the reset takes a few milliseconds more).
 */
export const forgotPasswordAnswerMs = 250;

const forgotPasswordRoute = createRoute({
  method: 'post',
  path: '/email/forgotPassword',
  summary: 'Forgot password: mail a reset link to this login e-mail, if an account has it',
  description: 'Always answers success, in the same time, whether or not the account exists.',
  request: { body: jsonBody(z.object({ email: typedEmailSchema }).strict()) },
  responses: {
    200: { description: 'Done (a mail is queued only when the account exists)', content: json(success) },
    400: responses.badInput,
    429: responses.tooMany,
  },
});

const verifyForgotPasswordRoute = createRoute({
  method: 'post',
  path: '/db/verifyForgotPassword',
  summary: 'Is this reset code (fpc) still usable?',
  request: { body: jsonBody(z.object({ fpCode: opaqueSecretSchema }).strict()) },
  responses: {
    200: { description: 'success: whether the code can still set a new password', content: json(z.object({ success: z.boolean() })) },
    400: responses.badInput,
    429: responses.tooMany,
  },
});

const submitForgotPasswordChangeRoute = createRoute({
  method: 'post',
  path: '/db/submitForgotPasswordChange',
  summary: 'Set a new password with a reset code; every sign-in of the company ends',
  request: { body: jsonBody(z.object({ password: passwordSchema, fpCode: opaqueSecretSchema }).strict()) },
  responses: {
    200: { description: 'Changed; log in with loginEmail and the new password', content: json(z.object({ success: z.literal(true), loginEmail: z.string() })) },
    400: {
      description: '`Invalid or expired reset link.`, or a weak password (`code: "weak-password"`); nothing changed',
      content: json(z.union([weakPasswordAnswer, problemSchema])),
    },
    429: responses.tooMany,
  },
});

export function passwordResetRoutes(deps: AccountDependencies) {
  const { db, redis, config } = deps;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const perClient = rateLimit({ name: 'account', points: config.ACCOUNT_RATE_LIMIT, windowSeconds: config.ACCOUNT_RATE_WINDOW_SECONDS }, redis, config);
  const perAddress = keyedRateLimit({ name: 'reset-mails', points: config.ACCOUNT_MAIL_RATE_LIMIT, windowSeconds: config.ACCOUNT_MAIL_RATE_WINDOW_SECONDS }, redis, config);
  for (const route of [forgotPasswordRoute, verifyForgotPasswordRoute, submitForgotPasswordChangeRoute]) app.use(route.path, perClient);

  app.openapi(forgotPasswordRoute, async (c) => {
    const answerAt = performance.now() + forgotPasswordAnswerMs;
    const { email } = c.req.valid('json');
    const result = await sendPasswordResetMail(db, { email, requestId: c.get('requestId'), operatorEmail: config.OPERATOR_EMAIL, budget: perAddress });
    if (result.outcome === 'tooMany') return tooManyRequests(c, result.wait);
    await sleep(Math.max(0, answerAt - performance.now()));
    return c.json({ success: true as const }, 200);
  });

  app.openapi(verifyForgotPasswordRoute, async (c) => {
    const { fpCode } = c.req.valid('json');
    return c.json({ success: (await findUsableCode(db, 'resetPassword', fpCode)) !== undefined }, 200);
  });

  app.openapi(
    submitForgotPasswordChangeRoute,
    async (c) => {
      const { password, fpCode } = c.req.valid('json');
      const result = await setNewPassword(deps, { code: fpCode, password, requestId: c.get('requestId'), t: c.var.t });
      if (result.outcome === 'weak') return c.json(weakPassword(result.message), 400);
      if (result.outcome === 'invalidCode') return c.json(problem(invalidResetLink(c.var.t)), 400);
      return c.json({ success: true as const, loginEmail: result.email }, 200);
    },
    newPasswordHook('password'),
  );
  return app;
}
