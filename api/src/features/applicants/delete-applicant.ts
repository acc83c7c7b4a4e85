import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { deleteApplicantSchema, removeAwaitingApplicant } from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { problemSchema } from '../../http/problem.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses, success } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';
import { notAwaiting } from './invitation-answers.ts';

/** Remove an applicant awaiting results: the use case removeAwaitingApplicant (events/src/applicant/use-cases/), its outcome as HTTP. */
export function deleteApplicantRoutes({ db, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const deleteRoute = createRoute({
    method: 'post',
    path: '/db/deleteapplicant',
    summary: 'Remove an applicant awaiting results: their link stops working',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(deleteApplicantSchema) },
    responses: {
      200: { description: 'Removed', content: json(success) },
      400: responses.badInput,
      401: responses.unauthorized,
      404: { description: 'No applicant of this company awaiting results has that code', content: json(problemSchema) },
    },
  });

  app.openapi(deleteRoute, async (c) => {
    const removed = await removeAwaitingApplicant(db, {
      companyId: c.var.signedIn.companyId,
      applicantId: c.req.valid('json').currentApplicantCode,
      requestId: c.get('requestId'),
    });
    if (removed.outcome === 'notAwaiting') return notAwaiting(c, c.var.t);
    return c.json({ success: true as const }, 200);
  });
  return app;
}
