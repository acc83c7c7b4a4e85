import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  applicantQueries,
  invitationRefusalSchema,
  sendInvitationAgain,
  sendInvitationAnswerSchema,
  sendInvitationSchema,
  sendInvitations,
  type ApplicantsContext,
} from '@typetest/events';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { recipientMailLimitAnswer } from '../../http/mail-limits.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';
import { mailLimitAnswer, notAwaiting, refuseInvitations, refuseUnverified, tooManyInvitations, wrongDeadline } from './invitation-answers.ts';

/**
 * Invite applicants (docs/product.md §2, 5, 7), or send one's invitation again: the use cases
 * sendInvitations and sendInvitationAgain (events/src/applicant/use-cases/), their outcomes as
 * HTTP. Every call acts on the token's company only.
 */
export function sendInvitationRoutes({ db, auth }: AccountDependencies, applicants: ApplicantsContext) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const sent = async (companyId: string, code: 'sent' | 're-sent') => ({ success: true as const, code, data: await applicantQueries.awaitingApplicants(db, companyId) });

  const sendRoute = createRoute({
    method: 'post',
    path: '/db/sendinvitation',
    summary: "Invite applicants (`ca`: up to 15 rows; SPEC 5's six checks, in order), or send an invitation again (`currentApplicantCode`)",
    description:
      "`deadline`: the last day the link works (YYYY-MM-DD, to the end of that day in the company's time zone), null for none; absent: the company's " +
      '`defaultDeadlineDays` days from today (none when it has none). A day before today answers 400. The same on sending again: the new link gets it.',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(sendInvitationSchema) },
    responses: {
      200: { description: '`code` "sent" or "re-sent", and the applicants now awaiting results', content: json(sendInvitationAnswerSchema) },
      400: {
        description: "Bad input (a `deadline` that is not a date, or before today), or a list SPEC 5's checks refuse (its modal's title and message); nothing changed",
        content: json(z.union([invitationRefusalSchema, problemSchema])),
      },
      401: responses.unauthorized,
      403: {
        description:
          '`code: "unverifiedLimit"`: the login e-mail is not verified, and the mails (each invitation, or the new link) are more than what is left of the `UNVERIFIED_INVITATION_LIMIT` it may send to addresses not its own until it is; nothing changed',
        content: json(invitationRefusalSchema),
      },
      404: { description: 'No applicant of this company awaiting results has that code', content: json(problemSchema) },
      409: { description: '"Duplicate Email ❗️": an applicant with that address is already awaiting results', content: json(invitationRefusalSchema) },
      422: { description: 'A `submitKey` already used for another list; nothing changed', content: json(problemSchema) },
      429: {
        description: 'Past `INVITATION_RATE_LIMIT`, or an address has had `RECIPIENT_MAIL_LIMIT` mails from the company lately; see Retry-After; nothing changed',
        content: json(problemSchema),
      },
    },
  });

  app.openapi(sendRoute, async (c) => {
    const body = c.req.valid('json');
    const { t } = c.var;
    const { companyId } = c.var.signedIn;
    const requestId = c.get('requestId');

    if (body.currentApplicantCode !== undefined) {
      const again = await sendInvitationAgain(applicants, { companyId, applicantId: body.currentApplicantCode, deadline: body.deadline, requestId });
      switch (again.outcome) {
        case 're-sent':
          return c.json(await sent(companyId, 're-sent'), 200);
        case 'wrongDeadline':
          return wrongDeadline(c, t);
        case 'notAwaiting':
          return notAwaiting(c, t);
        case 'tooMany':
          return tooManyInvitations(c, t, again.wait);
        case 'mailLimit':
          return mailLimitAnswer(c, t, again.loginEmail, again.reached);
      }
    }

    const result = await sendInvitations(applicants, { companyId, rows: body.ca ?? [], deadline: body.deadline, submitKey: body.submitKey, requestId });
    switch (result.outcome) {
      case 'sent':
        return c.json(await sent(companyId, 'sent'), 200);
      case 'wrongDeadline':
        return wrongDeadline(c, t);
      case 'otherRows':
        return c.json(problem(t('inviteList.submitKeyReused')), 422);
      case 'refused':
        return refuseInvitations(c, t, result.problem);
      case 'unverified':
        return refuseUnverified(c, t, result.loginEmail, result.allowance);
      case 'tooMany':
        return tooManyInvitations(c, t, result.wait);
      case 'recipientLimit':
        return recipientMailLimitAnswer(c, result.reached);
    }
  });
  return app;
}
