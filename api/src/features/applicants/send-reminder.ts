import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { invitationRefusalSchema, sendReminder, sendReminderSchema, type ApplicantsContext } from '@typetest/events';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses, success } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';
import { mailLimitAnswer, notAwaiting, tooManyInvitations } from './invitation-answers.ts';

/** A reminder by hand to an applicant awaiting results: the use case sendReminder (events/src/applicant/use-cases/), its outcome as HTTP. */
export function sendReminderRoutes({ auth }: AccountDependencies, applicants: ApplicantsContext) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const reminderRoute = createRoute({
    method: 'post',
    path: '/db/sendreminder',
    summary: 'Send a reminder by hand to an applicant awaiting results: a mail with a fresh link (the link they have stops working; the deadline stays)',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(sendReminderSchema) },
    responses: {
      200: { description: 'Sent', content: json(success) },
      400: responses.badInput,
      401: responses.unauthorized,
      403: {
        description: '`code: "unverifiedLimit"`: the login e-mail is not verified and the `UNVERIFIED_INVITATION_LIMIT` mails it may send until it is are sent; nothing sent',
        content: json(invitationRefusalSchema),
      },
      404: { description: 'No applicant of this company awaiting results has that id', content: json(problemSchema) },
      409: {
        description: "The applicant's link has expired (its deadline passed) or is locked: send a new link instead (sendinvitation with `currentApplicantCode`); nothing sent",
        content: json(problemSchema),
      },
      429: {
        description: 'Past `INVITATION_RATE_LIMIT`, or the applicant has had `RECIPIENT_MAIL_LIMIT` mails from the company lately; see Retry-After; nothing sent',
        content: json(problemSchema),
      },
    },
  });

  app.openapi(reminderRoute, async (c) => {
    const { applicantId } = c.req.valid('json');
    const { t } = c.var;
    const { companyId } = c.var.signedIn;
    const reminded = await sendReminder(applicants, { companyId, applicantId, requestId: c.get('requestId') });
    switch (reminded.outcome) {
      case 'sent':
        return c.json({ success: true as const }, 200);
      case 'notAwaiting':
        return notAwaiting(c, t);
      case 'expired':
        return c.json(problem(t('account.invite.reminderExpired')), 409);
      case 'locked':
        return c.json(problem(t('account.invite.reminderLocked')), 409);
      case 'tooMany':
        return tooManyInvitations(c, t, reminded.wait);
      case 'mailLimit':
        return mailLimitAnswer(c, t, reminded.loginEmail, reminded.reached);
    }
  });
  return app;
}
