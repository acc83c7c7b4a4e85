import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  byCompany,
  resultShareQueries,
  resultSharesAnswerSchema,
  revokeResultLink,
  revokeResultShareSchema,
  secretHash,
  sharedLinkAnswerSchema,
  sharedResultAnswerSchema,
  sharedResultRequestSchema,
  shareResultLink,
  shareResultSchema,
  shareStatus,
  resultRequestSchema,
} from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';
import { bearer, json, jsonBody, responses, success } from '../../http/account-schemas.ts';
import { resultOf } from './result.ts';

/**
 * Read-only links to one result for a colleague (docs/decisions/0066-shared-result-links.md): the
 * company makes one (7 days unless it chooses 1 or 30), lists and revokes them (bearer, its own
 * results only); whoever has one reads the result without the account, until it expires or is
 * revoked, limited per client address like the other public calls. The secret is stored only as a
 * hash (docs/decisions/0012-applicant-link-hashed-secret.md).
 */
export function resultShareRoutes({ db, redis, config, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const perClient = rateLimit(
    { name: 'shared-result-client', points: config.SHARED_RESULT_CLIENT_LIMIT, windowSeconds: config.SHARED_RESULT_CLIENT_WINDOW_SECONDS },
    redis,
    config,
  );
  const notFound = { description: 'No such finished applicant in this company; nothing changed', content: json(problemSchema) };

  const shareRoute = createRoute({
    method: 'post',
    path: '/db/shareresult',
    summary: 'Make a read-only link to one finished result (`/shared/{token}`), working for `days` (1, 7 or 30; 7 when left out)',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(shareResultSchema) },
    responses: {
      200: { description: 'The link: its token is in this answer only (the server keeps a hash)', content: json(sharedLinkAnswerSchema) },
      400: responses.badInput,
      401: responses.unauthorized,
      404: notFound,
    },
  });
  app.openapi(shareRoute, async (c) => {
    const { applicantId, days } = c.req.valid('json');
    const { companyId } = c.var.signedIn;
    const { t } = c.var;
    const found = await resultOf(db, companyId, applicantId);
    if (found === 'notFound') return c.json(problem(t('account.result.notFound')), 404);
    if (found === 'notFinished') return c.json(problem(t('account.result.notFinished')), 404);
    const { shareId, token, createdAt, expiresAt } = await shareResultLink(db, { companyId, applicantId, days, metadata: byCompany(companyId, c.get('requestId')) });
    return c.json({ success: true as const, data: { shareId, token, createdAt, expiresAt, status: 'open' as const } }, 200);
  });

  const listRoute = createRoute({
    method: 'post',
    path: '/db/getresultshares',
    summary: "One result's links, newest first, each open, expired or revoked (their tokens are not kept)",
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(resultRequestSchema) },
    responses: { 200: { description: 'The links', content: json(resultSharesAnswerSchema) }, 400: responses.badInput, 401: responses.unauthorized },
  });
  app.openapi(listRoute, async (c) => {
    const shares = await resultShareQueries.resultSharesOf(db, c.var.signedIn.companyId, c.req.valid('json').applicantId, new Date());
    return c.json({ success: true as const, data: shares }, 200);
  });

  const revokeRoute = createRoute({
    method: 'post',
    path: '/db/revokeresultshare',
    summary: 'Revoke a link: it stops working at once (a link revoked already or expired: nothing changes)',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(revokeResultShareSchema) },
    responses: {
      200: { description: 'Revoked', content: json(success) },
      400: responses.badInput,
      401: responses.unauthorized,
      404: { description: 'No such link in this company; nothing changed', content: json(problemSchema) },
    },
  });
  app.openapi(revokeRoute, async (c) => {
    const { shareId } = c.req.valid('json');
    const { companyId } = c.var.signedIn;
    const result = await revokeResultLink(db, { companyId, shareId, metadata: byCompany(companyId, c.get('requestId')) });
    if (result.outcome === 'notFound') return c.json(problem(c.var.t('resultLinks.notFound')), 404);
    return c.json({ success: true as const }, 200);
  });

  const openRoute = createRoute({
    method: 'post',
    path: '/public/getsharedresult',
    summary:
      "A shared link's result, for whoever has the link: the result as the company's result page shows it (without its private review note), the company's name, language and time zone",
    request: { body: jsonBody(sharedResultRequestSchema) },
    responses: {
      200: { description: 'The result', content: json(sharedResultAnswerSchema) },
      400: responses.badInput,
      404: { description: 'No link with that token, or its result is gone', content: json(problemSchema) },
      410: { description: 'The link expired, or the company revoked it: `errorMessage` says which', content: json(problemSchema) },
      429: { description: 'Too many requests from this client; see Retry-After', content: json(problemSchema) },
    },
  });
  app.use(openRoute.path, perClient);
  app.openapi(openRoute, async (c) => {
    const { t } = c.var;
    const share = await resultShareQueries.resultShareByHash(db, secretHash(c.req.valid('json').token));
    const unknown = () => c.json(problem(t('resultLinks.unknownLink')), 404);
    if (!share) return unknown();
    const status = shareStatus({ expiresAt: share.expires_at, revoked: share.revoked_at !== null }, new Date());
    if (status === 'revoked') return c.json(problem(t('resultLinks.revokedLink')), 410);
    if (status === 'expired') return c.json(problem(t('resultLinks.expiredLink')), 410);
    const [result, company] = await Promise.all([resultOf(db, share.company_id, share.applicant_id), resultShareQueries.sharingCompany(db, share.company_id)]);
    // An applicant erased, or a company gone, since the link was made: nothing left to show.
    if (typeof result === 'string' || result.applicant.erasedAt !== null || !company) return unknown();
    return c.json(
      {
        success: true as const,
        data: {
          ...company,
          expiresAt: share.expires_at.toISOString(),
          // The review's note and the private note are the company's own working notes: the colleague sees the decisions, not the notes.
          result: { ...result, note: '', review: result.review && { ...result.review, note: '' } },
        },
      },
      200,
    );
  });

  return app;
}
