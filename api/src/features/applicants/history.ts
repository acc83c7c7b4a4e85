import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { historyAnswerSchema, historyPageSize, historySearchSchema } from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses } from '../account/account-schemas.ts';
import type { AccountDependencies } from '../account/account-dependencies.ts';

/** LIKE's own characters in a search term are meant literally. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Applicant results & history (SPEC 2, 3, 9): the company's finished applicants, newest first, ten
 * a page from offset `range`; by day (`dateSearch`, in the browser's `timeZone`) and by part of a
 * name or e-mail (`textSearch`). Both searches use the indexes of migration 0005.
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
      200: { description: 'A page of results, newest first', content: json(historyAnswerSchema) },
      400: responses.badInput,
      401: responses.unauthorized,
    },
  });

  app.openapi(historyRoute, async (c) => {
    const { range, dateSearch, textSearch, timeZone = 'UTC' } = c.req.valid('json');
    let query = db
      .selectFrom('results')
      .select(['applicant_id', 'full_name', 'email', 'wpm', 'accuracy', 'stages', 'flags', 'finished_at'])
      .where('company_id', '=', c.var.signedIn.companyId);
    if (dateSearch !== '') {
      // The day as the company's browser counts it: from its midnight to the next.
      query = query
        .where('finished_at', '>=', sql<Date>`(${dateSearch}::date)::timestamp AT TIME ZONE ${timeZone}`)
        .where('finished_at', '<', sql<Date>`(${dateSearch}::date + 1)::timestamp AT TIME ZONE ${timeZone}`);
    }
    if (textSearch !== '') {
      query = query.where(sql<string>`lower(full_name || ' ' || email)`, 'like', sql<string>`'%' || lower(${escapeLike(textSearch)}) || '%'`);
    }
    const rows = await query
      .orderBy('finished_at', 'desc')
      .orderBy('applicant_id', 'desc')
      .offset(range)
      .limit(historyPageSize + 1)
      .execute();
    const users = rows.slice(0, historyPageSize).map((row) => ({
      fullName: row.full_name,
      email: row.email,
      wpm: row.wpm,
      accuracy: row.accuracy,
      dateTime: row.finished_at.toISOString(),
      stages: row.stages,
      flags: row.flags,
    }));
    return c.json({ success: true as const, users, nextPage: rows.length > historyPageSize }, 200);
  });
  return app;
}
