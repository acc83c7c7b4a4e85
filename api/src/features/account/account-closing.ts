import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  accountClosingAnswerSchema,
  accountClosingOf,
  askToCloseAccount,
  byCompany,
  cancelClosingAccount,
  companyLimits,
  companyQueries,
  verbatimText,
  type ClosingRefusal,
} from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { tooManyRequests } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

const day = 86_400_000;

/** A refusal as the page says it (a closed account has no sign-in left to ask with: its sessions end). */
const refusalKey = (reason: ClosingRefusal) => (reason === 'alreadyClosing' ? 'account.closing.alreadyClosing' : 'account.closing.notClosing');

/**
 * Account settings' "Close account" (docs/decisions/0068-closing-an-account.md): the request, its
 * cancelling, and what the page shows meanwhile. The worker closes the account when the grace
 * period is over (worker/src/account-closing.ts).
 */
export function accountClosingRoutes({ db, config, auth }: AccountDependencies) {
  const { loginThrottle } = auth;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const graceDays = config.ACCOUNT_CLOSING_GRACE_DAYS;
  const requireCompany = auth.requireCompany;
  const closingStatusRoute = createRoute({
    method: 'post',
    path: '/db/accountclosing',
    summary: 'Whether the account is closing, and when',
    security: bearer,
    middleware: [requireCompany] as const,
    request: { body: jsonBody(z.object({}).strict()) },
    responses: { 200: { description: 'The closing, if any', content: json(accountClosingAnswerSchema) }, 400: responses.badInput, 401: responses.unauthorized },
  });

  const closeRoute = createRoute({
    method: 'post',
    path: '/db/closeaccount',
    summary: 'Close the account: after ACCOUNT_CLOSING_GRACE_DAYS its contact data and every applicant’s personal data are erased, and it cannot log in',
    description: 'The password is typed again. Until the account closes, the company can log in and cancel (`/db/cancelaccountclosing`).',
    security: bearer,
    middleware: [requireCompany] as const,
    request: {
      body: jsonBody(z.object({ password: verbatimText().max(companyLimits.passwordMax, `must be at most ${companyLimits.passwordMax} characters long`) }).strict()),
    },
    responses: {
      200: { description: 'The account closes at `closesAt`', content: json(accountClosingAnswerSchema) },
      400: { description: 'Bad input, or no password; nothing changed', content: json(problemSchema) },
      401: responses.unauthorized,
      403: { description: 'The password is wrong; nothing changed', content: json(problemSchema) },
      409: { description: 'The account is already closing; nothing changed', content: json(problemSchema) },
      429: { description: 'Too many wrong passwords from this sign-in: see Retry-After; nothing changed', content: json(problemSchema) },
    },
  });

  const cancelRoute = createRoute({
    method: 'post',
    path: '/db/cancelaccountclosing',
    summary: 'Cancel the closing of the account, during the grace period',
    security: bearer,
    middleware: [requireCompany] as const,
    request: { body: jsonBody(z.object({}).strict()) },
    responses: {
      200: { description: 'Cancelled: the account stays open', content: json(accountClosingAnswerSchema) },
      400: responses.badInput,
      401: responses.unauthorized,
      409: { description: 'The account is not closing; nothing changed', content: json(problemSchema) },
    },
  });

  const answer = (closesAt: Date | null) => ({ success: true as const, data: { closesAt: closesAt?.toISOString() ?? null, graceDays } });

  app.openapi(closingStatusRoute, async (c) => c.json(answer(await accountClosingOf(db, c.var.signedIn.companyId)), 200));

  app.openapi(closeRoute, async (c) => {
    const { password } = c.req.valid('json');
    const { t } = c.var;
    const { companyId, sessionId } = c.var.signedIn;
    if (password === '') return c.json(problem(t('account.closing.passwordMissing')), 400);
    const company = await companyQueries.findCompany(db, companyId);
    if (!company) throw new Error(`Signed-in company ${companyId} has no read row`);
    // Guessing the password through a stolen token is throttled like logging in, per sign-in (settings.ts does the same).
    const client = `session ${sessionId}`;
    const wait = await loginThrottle.waitFor(company.loginEmail, client);
    if (wait !== undefined) return tooManyRequests(c, wait);
    const passwordHash = await companyQueries.findPasswordHash(db, companyId);
    if (!passwordHash || !(await auth.passwords.verify(password, passwordHash))) {
      await loginThrottle.failed(company.loginEmail, client);
      return c.json(problem(t('account.closing.passwordWrong')), 403);
    }
    await loginThrottle.succeeded(company.loginEmail, client);
    const closesAt = new Date(Date.now() + graceDays * day);
    const outcome = await askToCloseAccount(db, {
      companyId,
      closesAt,
      metadata: byCompany(companyId, c.get('requestId')),
      operatorEmail: config.OPERATOR_EMAIL,
    });
    if (outcome.outcome === 'refused') return c.json(problem(t(refusalKey(outcome.reason))), 409);
    return c.json(answer(closesAt), 200);
  });

  app.openapi(cancelRoute, async (c) => {
    const { companyId } = c.var.signedIn;
    const outcome = await cancelClosingAccount(db, { companyId, metadata: byCompany(companyId, c.get('requestId')), operatorEmail: config.OPERATOR_EMAIL });
    if (outcome.outcome === 'refused') return c.json(problem(c.var.t(refusalKey(outcome.reason))), 409);
    return c.json(answer(null), 200);
  });

  return app;
}
