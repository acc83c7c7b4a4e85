import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  analyseTest,
  applicantQueries,
  integrityReport,
  loadApplicant,
  passMarkVerdict,
  resultAnswerSchema,
  resultRequestSchema,
  typistStanding,
  type ApplicantResult,
  type Database,
} from '@typetest/events';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

/** Where the WPM stands among typists in general, with the top group at the fast tail. */
function typistPercentileAndTop(wpm: number) {
  const { percentile, top } = typistStanding(wpm);
  return { typistPercentile: percentile, typistTop: top };
}

/**
 * One of the company's applicants' result, read from the applicant's own stream, which keeps every
 * log and refusal, and the results table; the result page and a shared link (result-shares.ts) show it.
 */
export async function resultOf(db: Kysely<Database>, companyId: string, applicantId: string): Promise<ApplicantResult | 'notFound' | 'notFinished'> {
  const [{ state, events }, row, passMark] = await Promise.all([
    loadApplicant(db, applicantId),
    applicantQueries.finishedApplicant(db, companyId, applicantId),
    applicantQueries.passMarkOf(db, companyId),
  ]);
  if (!state || state.companyId !== companyId) return 'notFound';
  if (!row) return 'notFinished';

  const stages = [...state.finished]
    .sort((a, b) => a.stage - b.stage)
    .map((finished) => {
      const text = state.issued[finished.stage]?.text ?? '';
      return {
        stage: finished.stage,
        wpm: finished.wpm,
        accuracy: finished.accuracy,
        ...analyseTest(text, finished.keystrokes),
        text,
        keystrokes: [...finished.keystrokes],
        flags: [...finished.flags],
        flagPlaces: [...finished.flagPlaces],
        page: finished.page,
      };
    });
  const result: ApplicantResult = {
    applicant: { applicantId, fullName: row.full_name, email: row.email, finishedAt: row.finished_at.toISOString(), erasedAt: row.erased_at?.toISOString() ?? null },
    wpm: row.wpm,
    accuracy: row.accuracy,
    passMark,
    verdict: passMarkVerdict(row, passMark),
    ...applicantQueries.reviewOf(row),
    status: row.status,
    note: row.note,
    stages,
    integrity: integrityReport(events),
    comparison: { ...typistPercentileAndTop(row.wpm), companyStanding: await applicantQueries.companyStanding(db, companyId, applicantId, row.wpm) },
  };
  return result;
}

/**
 * One applicant's result (the account's result page): the three tests with their analysis and
 * keystroke logs (for the replay), the integrity report, the pass mark's verdict and how the
 * applicant compares. Read from the applicant's own stream, which keeps every log and refusal, and
 * the results table; only ever for the token's company.
 */
export function resultRoutes({ db, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const resultRoute = createRoute({
    method: 'post',
    path: '/db/getresult',
    summary: "One finished applicant's result: each test with its analysis and keystroke log, the integrity report, pass mark and comparison",
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(resultRequestSchema) },
    responses: {
      200: { description: 'The result', content: json(resultAnswerSchema) },
      400: responses.badInput,
      401: responses.unauthorized,
      404: { description: 'No such applicant in this company, or not finished yet', content: json(problemSchema) },
    },
  });

  app.openapi(resultRoute, async (c) => {
    const { applicantId } = c.req.valid('json');
    const { t } = c.var;
    const found = await resultOf(db, c.var.signedIn.companyId, applicantId);
    // Another company's applicant is answered as an unknown one: nothing tells it exists.
    if (found === 'notFound') return c.json(problem(t('account.result.notFound')), 404);
    if (found === 'notFinished') return c.json(problem(t('account.result.notFinished')), 404);
    return c.json({ success: true as const, data: found }, 200);
  });
  return app;
}
