import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { applicantQueries, historyAnswerSchema, historyPageSize, historySearchSchema } from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';
import { resultsCriteria } from './result-days.ts';

/**
 * Applicant results & history (docs/product.md §2, 3, 9): the company's finished applicants, ten a page from
 * offset `range`; by day (`dateSearch`, in the company's time zone unless `timeZone` says whose)
 * and by part of a name or e-mail (`textSearch`); newest, fastest or most accurate first (`sort`);
 * all, passed, not passed or flagged (`filter`), judged against the company's pass mark as it is now.
 */
export function historyRoutes({ db, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const historyRoute = createRoute({
    method: 'post',
    path: '/db/getspenthistory',
    summary: 'Applicant results & history: a page of 10 results (users) and whether there is another (nextPage)',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(historySearchSchema) },
    responses: {
      200: { description: 'A page of results, in the order asked for (newest first by default)', content: json(historyAnswerSchema) },
      400: responses.badInput,
      401: responses.unauthorized,
    },
  });

  app.openapi(historyRoute, async (c) => {
    const { range, ...criteria } = c.req.valid('json');
    const { companyId } = c.var.signedIn;
    const settings = await applicantQueries.readResultSettings(db, companyId);
    const rows = await applicantQueries
      .resultsQuery(db, companyId, resultsCriteria(criteria, settings.timeZone), settings.passMark)
      .offset(range)
      .limit(historyPageSize + 1)
      .execute();
    const page = rows.slice(0, historyPageSize);
    const erasures = await applicantQueries.erasureDates(
      db,
      companyId,
      page.map((row) => row.applicant_id),
    );
    const users = page.map((row) => {
      const erasesAt = erasures.get(row.applicant_id);
      return { ...applicantQueries.resultEntryOf(row), ...(erasesAt ? { erasesAt: erasesAt.toISOString() } : {}) };
    });
    return c.json({ success: true as const, users, nextPage: rows.length > historyPageSize }, 200);
  });
  return app;
}
