import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { reviewApplicantResult, reviewResultSchema } from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses, success } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

/**
 * The company reviews a finished result: 'accept' or 'reject', with a note. Until then a result
 * worth a second look reads "Needs review"; after, the pass mark's verdict with the review beside
 * it, a rejected one as not passed (docs/decisions/0053-needs-review-until-reviewed.md). Reviewing
 * again replaces the earlier review.
 */
export function reviewRoutes({ db, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const reviewRoute = createRoute({
    method: 'post',
    path: '/db/reviewresult',
    summary: "Review a finished applicant's result: accept or reject it, with a note",
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(reviewResultSchema) },
    responses: {
      200: { description: 'Reviewed', content: json(success) },
      400: responses.badInput,
      401: responses.unauthorized,
      404: { description: 'No such applicant in this company, or not finished yet', content: json(problemSchema) },
    },
  });

  app.openapi(reviewRoute, async (c) => {
    const { applicantId, decision, note } = c.req.valid('json');
    const { t } = c.var;
    const { companyId } = c.var.signedIn;
    const result = await reviewApplicantResult(db, { companyId, applicantId, requestId: c.get('requestId'), decision, note });
    if (result.outcome === 'notFound') return c.json(problem(t('account.result.notFound')), 404);
    if (result.outcome === 'notFinished') return c.json(problem(t('account.result.notFinished')), 404);
    return c.json({ success: true as const }, 200);
  });
  return app;
}
