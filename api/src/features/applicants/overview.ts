import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { accountOverviewAnswerSchema, applicantQueries } from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';
import { startOfWeek } from './result-days.ts';

/**
 * The account menu's overview in one call: applicants awaiting results, results since Monday
 * 00:00 in the company's time zone, and the latest three results (judged against the pass mark).
 */
export function overviewRoutes({ db, auth, config }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const overviewRoute = createRoute({
    method: 'post',
    path: '/db/getoverview',
    summary: "The account menu's overview: applicants awaiting results, results this week, the latest three results",
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(z.object({}).strict()) },
    responses: {
      200: { description: 'The overview', content: json(accountOverviewAnswerSchema) },
      400: responses.badInput,
      401: responses.unauthorized,
    },
  });

  app.openapi(overviewRoute, async (c) => {
    const { companyId } = c.var.signedIn;
    const settings = await applicantQueries.readResultSettings(db, companyId);
    const [awaiting, resultsThisWeek, latest] = await Promise.all([
      applicantQueries.countAwaitingApplicants(db, companyId),
      applicantQueries.countResultsSince(db, companyId, startOfWeek(new Date(), settings.timeZone)),
      applicantQueries.resultsQuery(db, companyId, { textSearch: '' }, settings.passMark).limit(3).execute(),
    ]);
    return c.json(
      {
        success: true as const,
        data: {
          awaiting,
          resultsThisWeek,
          latest: latest.map((row) => ({
            applicantId: row.applicant_id,
            fullName: row.full_name,
            wpm: row.wpm,
            accuracy: row.accuracy,
            dateTime: row.finished_at.toISOString(),
            passed: row.passed,
            ...applicantQueries.reviewOf(row),
          })),
          reminderAfterHours: config.REMINDER_AFTER_HOURS,
        },
      },
      200,
    );
  });
  return app;
}
