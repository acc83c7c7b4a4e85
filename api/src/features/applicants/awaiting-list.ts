import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { applicantListAnswerSchema, applicantQueries, mailLimitQueries } from '@typetest/events';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, responses } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

/** The applicants awaiting results, with what is left of the allowance until verified: a read, no use case. */
export function awaitingListRoutes({ db, config, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const listRoute = createRoute({
    method: 'post',
    path: '/db/getapplicantcodeswithnames',
    summary: 'Current applicants awaiting results (`applicantCode` names the applicant; it is not their link)',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: { required: false, content: json(z.object({}).strict()) } },
    responses: {
      200: {
        description:
          'The list, oldest invitation first; `unverifiedAllowance`: while the login e-mail is not verified, how many mails with a link (invitations, new links, reminders) the company may send to addresses not its own in all (`max`) and how many are left (`left`), else null',
        content: json(applicantListAnswerSchema),
      },
      400: responses.badInput,
      401: responses.unauthorized,
    },
  });

  async function listAnswer(companyId: string) {
    const [data, unverifiedAllowance] = await Promise.all([
      applicantQueries.awaitingApplicants(db, companyId),
      mailLimitQueries.unverifiedAllowanceOf(db, companyId, config.UNVERIFIED_INVITATION_LIMIT),
    ]);
    return { success: true as const, data, unverifiedAllowance };
  }

  app.openapi(listRoute, async (c) => c.json(await listAnswer(c.var.signedIn.companyId), 200));

  // docs/product.md §7: the account helper GETs a call it sends no payload.
  const listByGetRoute = createRoute({ ...listRoute, method: 'get', request: {} });
  app.openapi(listByGetRoute, async (c) => c.json(await listAnswer(c.var.signedIn.companyId), 200));
  return app;
}
