import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { type ResultDecisionOutcome, setApplicantResultStatus, setResultStatusSchema, writeApplicantResultNote, writeResultNoteSchema } from '@typetest/events';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

const notFound = { description: 'No such applicant in this company, or not finished yet', content: json(problemSchema) };

/**
 * The company's own status on a result and its private note, each an action of its own
 * (docs/decisions/0062-statuses-notes-and-comparison.md). As reviewresult: only a finished
 * applicant of the token's company; another company's is answered as an unknown one.
 */
export function resultDecisionRoutes({ db, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  /** The outcome's answer: a refusal is 404, as getresult's. */
  const refusal = (t: TFunction, result: ResultDecisionOutcome) =>
    result.outcome === 'decided' ? undefined : problem(t(result.outcome === 'notFound' ? 'account.result.notFound' : 'account.result.notFinished'));

  const statusRoute = createRoute({
    method: 'post',
    path: '/db/setresultstatus',
    summary: "Set the company's status on a finished applicant's result (shortlisted, hired, rejected), or take it off (null)",
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(setResultStatusSchema) },
    responses: {
      200: { description: 'The status is set', content: json(z.object({ success: z.literal(true), status: setResultStatusSchema.shape.status })) },
      400: responses.badInput,
      401: responses.unauthorized,
      404: notFound,
    },
  });
  app.openapi(statusRoute, async (c) => {
    const { applicantId, status } = c.req.valid('json');
    const refused = refusal(c.var.t, await setApplicantResultStatus(db, { companyId: c.var.signedIn.companyId, applicantId, requestId: c.get('requestId'), status }));
    if (refused) return c.json(refused, 404);
    return c.json({ success: true as const, status }, 200);
  });

  const noteRoute = createRoute({
    method: 'post',
    path: '/db/writeresultnote',
    summary: "Write the company's private note on a finished applicant's result ('' empties it)",
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(writeResultNoteSchema) },
    responses: {
      200: { description: 'The note is saved, as stored', content: json(z.object({ success: z.literal(true), note: z.string() })) },
      400: responses.badInput,
      401: responses.unauthorized,
      404: notFound,
    },
  });
  app.openapi(noteRoute, async (c) => {
    const { applicantId, note } = c.req.valid('json');
    const refused = refusal(c.var.t, await writeApplicantResultNote(db, { companyId: c.var.signedIn.companyId, applicantId, requestId: c.get('requestId'), note }));
    if (refused) return c.json(refused, 404);
    return c.json({ success: true as const, note: note.trim() }, 200);
  });
  return app;
}
