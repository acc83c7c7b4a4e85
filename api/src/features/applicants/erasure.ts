import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { byCompany, eraseApplicant, eraseApplicantSchema } from '@typetest/events';
import { forgetMailJobs } from '@typetest/platform';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses, success } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

/**
 * The company erases an applicant's personal data (docs/decisions/0060-personal-data-sealed-per-applicant.md):
 * the use case does it all in Postgres; the mails it cancelled leave the mail queue in Redis here.
 */
export function erasureRoutes({ db, redis, config, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const eraseRoute = createRoute({
    method: 'post',
    path: '/db/eraseapplicant',
    summary:
      "Erase an applicant's personal data for good: name, e-mail and keystroke logs (their key is deleted), their link and unsent mails; a result stays with its figures as an erased applicant",
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(eraseApplicantSchema) },
    responses: {
      200: { description: 'Erased', content: json(success) },
      400: responses.badInput,
      401: responses.unauthorized,
      404: { description: 'No applicant of this company has that id; nothing changed', content: json(problemSchema) },
      409: { description: "The applicant's personal data is already erased; nothing changed", content: json(problemSchema) },
    },
  });

  app.openapi(eraseRoute, async (c) => {
    const { applicantId } = c.req.valid('json');
    const { t } = c.var;
    const { companyId } = c.var.signedIn;
    const erasure = await eraseApplicant(db, { applicantId, companyId, metadata: byCompany(companyId, c.get('requestId')), reason: 'request' });
    if (erasure.outcome === 'notFound') return c.json(problem(t('account.erasure.notFound')), 404);
    if (erasure.outcome === 'alreadyErased') return c.json(problem(t('account.erasure.alreadyErased')), 409);
    // Redis away: the erasure stands, and the sender drops a job whose mail is gone (worker/src/deliver-mail.ts).
    await forgetMailJobs(redis, config.REDIS_PREFIX, erasure.cancelledMailIds).catch(() => {});
    return c.json({ success: true as const }, 200);
  });
  return app;
}
