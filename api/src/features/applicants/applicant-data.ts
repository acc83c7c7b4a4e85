import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { applicantDataFileName, applicantDataOf, applicantDataRequestSchema, applicantDataSchema, applicantQueries, loadApplicant } from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

/** Today in the company's time zone (YYYY-MM-DD): the day the file's name carries. */
const dayIn = (timeZone: string, now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/**
 * "Download applicant data": an access request's answer, a JSON file of everything held about one
 * applicant of the token's company (events/src/applicant/applicant-data.ts; docs/privacy.md). Read
 * from the applicant's stream, their read row and the mails their events caused; only ever for the
 * token's company.
 */
export function applicantDataRoutes({ db, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const exportRoute = createRoute({
    method: 'post',
    path: '/db/exportapplicantdata',
    summary: 'Everything held about one applicant, as a JSON file (an access request)',
    description:
      'Invitations, mails sent (kind, address, times), each test with its text, figures, flags, page signals and keystroke log, refused attempts, restarts, locks, ' +
      "reminders, the result with the company's reviews, and when the data is erased. `Content-Disposition` names the file `typetest-applicant-<name>-<day>.json`.",
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(applicantDataRequestSchema) },
    responses: {
      200: { description: 'The file', content: json(applicantDataSchema) },
      400: responses.badInput,
      401: responses.unauthorized,
      404: { description: 'No such applicant in this company (another company’s is answered alike)', content: json(problemSchema) },
    },
  });

  app.openapi(exportRoute, async (c) => {
    const { applicantId } = c.req.valid('json');
    const { companyId } = c.var.signedIn;
    const notFound = () => c.json(problem(c.var.t('account.applicantData.notFound')), 404);
    // Whose applicant it is comes first: another company's is answered as an unknown one, before anything of theirs is read.
    const applicant = await applicantQueries.applicantOfCompany(db, companyId, applicantId);
    if (!applicant) return notFound();
    const [{ events }, mails] = await Promise.all([loadApplicant(db, applicantId), applicantQueries.mailsAboutApplicant(db, applicantId)]);
    const now = new Date();
    const data = applicantDataOf(events, {
      about: c.var.t('account.applicantData.about', { company: applicant.companyName }),
      companyName: applicant.companyName,
      mails,
      status: applicant.status,
      lastActivityAt: applicant.lastActivityAt,
      erasesAt: applicant.erasesAt,
      now,
    });
    if (!data) return notFound();
    const fileName = applicantDataFileName(data.applicant.fullName, dayIn(applicant.timeZone, now));
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    c.header('Cache-Control', 'no-store');
    return c.json(data, 200);
  });
  return app;
}
