import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  ApplicantCommandRefused,
  runApplicantCommand,
  byCompany,
  loadApplicant,
  setResultStatus,
  setResultStatusSchema,
  writeResultNote,
  writeResultNoteSchema,
  type ApplicantState,
  type DomainEvent,
} from '@typetest/events';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

/** Who asks: the signed-in company, in the words of the request, and the request's id for the events' metadata. */
interface Caller {
  t: TFunction;
  companyId: string;
  requestId: string;
}

const notFound = { description: 'No such applicant in this company, or not finished yet', content: json(problemSchema) };

/**
 * The company's own status on a result and its private note, each an action of its own
 * (docs/decisions/0062-statuses-notes-and-comparison.md). As reviewresult: only a finished
 * applicant of the token's company; another company's is answered as an unknown one.
 */
export function resultDecisionRoutes({ db, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  /** Decides on the applicant's stream for the signed-in company; a refusal answers 404, as getresult does. */
  async function decide(by: Caller, applicantId: string, decision: (state: ApplicantState | undefined) => DomainEvent[]) {
    const { t, companyId } = by;
    const { state } = await loadApplicant(db, applicantId);
    if (state?.companyId !== companyId) return problem(t('account.result.notFound'));
    try {
      await runApplicantCommand(db, { applicantId, metadata: byCompany(companyId, by.requestId), decide: decision });
    } catch (error) {
      if (error instanceof ApplicantCommandRefused) return problem(t('account.result.notFinished'));
      throw error;
    }
    return undefined;
  }

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
    const refused = await decide({ t: c.var.t, companyId: c.var.signedIn.companyId, requestId: c.get('requestId') }, applicantId, (state) => setResultStatus(state, status));
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
    const refused = await decide({ t: c.var.t, companyId: c.var.signedIn.companyId, requestId: c.get('requestId') }, applicantId, (state) => writeResultNote(state, note));
    if (refused) return c.json(refused, 404);
    return c.json({ success: true as const, note: note.trim() }, 200);
  });
  return app;
}
