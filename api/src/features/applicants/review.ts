import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { ApplicantCommandRefused, byCompany, runApplicantCommand, loadApplicant, reviewResult, reviewResultSchema } from '@typetest/events';
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
    const { state } = await loadApplicant(db, applicantId);
    // Another company's applicant is answered as an unknown one: nothing tells it exists.
    if (state?.companyId !== companyId) return c.json(problem(t('account.result.notFound')), 404);
    try {
      await runApplicantCommand(db, {
        applicantId: applicantId,
        metadata: byCompany(companyId, c.get('requestId')),
        decide: (current) => reviewResult(current, { decision, note }),
      });
    } catch (error) {
      if (error instanceof ApplicantCommandRefused) return c.json(problem(t('account.result.notFinished')), 404);
      throw error;
    }
    return c.json({ success: true as const }, 200);
  });
  return app;
}
