import { createHash, randomUUID } from 'node:crypto';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  applicantConstraints,
  applicantLinkSecrets,
  applicantListAnswerSchema,
  applicantMails,
  applicantQueries,
  applicantStreams,
  ApplicantCommandRefused,
  byCompany,
  decideSubmit,
  deleteApplicantSchema,
  describeWait,
  exceedsUnverifiedAllowance,
  firstInvitationProblem,
  handleCommand,
  invitationCandidates,
  invitationProblemWords,
  invitationRefusalSchema,
  invitationSubmitQueries,
  inviteesOf,
  isOwnAddress,
  isUniqueViolation,
  loadApplicant,
  MailLimitExceeded,
  mailLimitQueries,
  remindApplicant,
  removeApplicant,
  resendInvitation,
  sendInvitationAnswerSchema,
  sendInvitationSchema,
  sendReminderSchema,
  submitDigest,
  type InvitationProblem,
  type MailIntent,
  type UnverifiedAllowance,
} from '@typetest/events';
import { byRuntimeKey } from '@typetest/events/i18n';
import type { Context } from 'hono';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { mailLimitsOf, recipientMailLimitAnswer } from '../../http/mail-limits.ts';
import { keyedRateLimit } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses, success } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';
import { commitInvitations } from './commit-invitations.ts';
import { invitationDeadline } from './deadlines.ts';

/** docs/product.md §5's refusal as the invitation modal shows it: 409 when the address is already invited, else 400. */
function refuseInvitations(c: Context, t: TFunction, found: InvitationProblem) {
  const words = invitationProblemWords(byRuntimeKey(t), found);
  const body = { success: false as const, errorTitle: words.title, errorMessage: words.message, code: found.check };
  return c.json(body, found.check === 'alreadyInvited' ? 409 : 400);
}

/** The address of the applicant a unique violation names ("Key (company_id, email)=(..., a@b.se)"). */
function emailInViolation(error: unknown): string | undefined {
  const detail = (error as { detail?: unknown }).detail;
  return typeof detail === 'string' ? /=\([^,]+, (.+)\) already exists/.exec(detail)?.[1] : undefined;
}

/** A new link or a reminder refused by the company's mail limits (events/src/mail-limits/): nothing recorded, nothing sent. */
function mailLimitAnswer(c: Context, t: TFunction, loginEmail: string, { reached }: MailLimitExceeded) {
  return reached.limit === 'unverified' ? refuseUnverifiedMail(c, t, loginEmail, reached) : recipientMailLimitAnswer(c, reached);
}

const notAwaiting = (c: Context, t: TFunction) => c.json(problem(t('account.invite.notAwaiting')), 404);

/** A deadline before today in the company's time zone, or more than a year ahead (deadlines.ts): 400, naming the field; nothing changed. */
const wrongDeadline = (c: Context, t: TFunction) => c.json(problem(`deadline: ${t('account.invite.deadlineWrongMessage')}`), 400);

/**
 * 403: the login e-mail is not verified, and the list is more than the company may still invite
 * (invite-applicants.ts). The modal's words, as docs/product.md §5's refusals have them; nothing recorded.
 */
function refuseUnverified(c: Context, t: TFunction, loginEmail: string, allowance: UnverifiedAllowance) {
  const body = {
    success: false as const,
    errorTitle: t('account.invite.unverifiedTitle'),
    errorMessage: t('account.invite.unverifiedMessage', { email: loginEmail, count: allowance.max, left: String(allowance.left) }),
    code: 'unverifiedLimit' as const,
  };
  return c.json(body, 403);
}

/** 403 for a new link or a reminder: the allowance until verified is used up, and they count in it. Nothing sent. */
function refuseUnverifiedMail(c: Context, t: TFunction, loginEmail: string, allowance: UnverifiedAllowance) {
  const body = {
    success: false as const,
    errorTitle: t('account.invite.unverifiedTitle'),
    errorMessage: t('account.invite.unverifiedUsedMessage', { email: loginEmail, count: allowance.max }),
    code: 'unverifiedLimit' as const,
  };
  return c.json(body, 403);
}

/**
 * Invite applicants (docs/product.md §2, 5, 7): send invitations, send one again, remove an applicant, and the
 * list awaiting results. Every call acts on the token's company only: an applicant of another
 * company is "not awaiting" here, whatever id the request names.
 */
export function invitationRoutes({ db, redis, config, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const mailLimits = mailLimitsOf(config);
  /** Inside the commit: the mails counted against the company's limits (events/src/mail-limits/), or the commit refused whole. */
  const limited = (trx: Parameters<typeof mailLimitQueries.limitCompanyMails>[0], companyId: string, mails: readonly MailIntent[]) =>
    mailLimitQueries.limitCompanyMails(trx, companyId, mails, mailLimits);
  const perCompany = keyedRateLimit({ name: 'invitations', points: config.INVITATION_RATE_LIMIT, windowSeconds: config.INVITATION_RATE_WINDOW_SECONDS }, redis, config);

  async function tooMany(c: Context, t: TFunction, companyId: string, invitations: number) {
    const wait = await perCompany.consume(companyId, invitations);
    if (wait === undefined) return undefined;
    // The counter took the refused list too: given back, so a list too long for what is left
    // leaves what is left for a shorter one.
    await perCompany.refund(companyId, invitations);
    c.header('Retry-After', String(wait));
    return c.json(problem(t('account.invite.tooMany', { wait: describeWait(wait, t) })), 429);
  }

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
    const metadata = byCompany(companyId, c.get('requestId'));
    const company = await applicantQueries.invitingCompanyAndLogin(db, companyId);
    const until = invitationDeadline(body.deadline, company, new Date());
    if ('refused' in until) return wrongDeadline(c, t);
    const { deadline } = until;

    if (body.currentApplicantCode !== undefined) {
      const applicantId = body.currentApplicantCode;
      const { state } = await loadApplicant(db, applicantId);
      if (state?.companyId !== companyId || state.status !== 'awaiting') return notAwaiting(c, t);
      const refused = await tooMany(c, t, companyId, 1);
      if (refused) return refused;
      let resent = false;
      try {
        await handleCommand(db, applicantStreams, {
          id: applicantId,
          metadata,
          decide: (state) => resendInvitation(state, deadline),
          secrets: applicantLinkSecrets,
          mails: ({ trx, recorded, after, secrets }) => limited(trx, companyId, after ? applicantMails(recorded, { company, linkCodes: secrets.linkCodes, applicant: after }) : []),
        });
        resent = true;
      } catch (error) {
        if (error instanceof ApplicantCommandRefused) return notAwaiting(c, t);
        if (error instanceof MailLimitExceeded) return mailLimitAnswer(c, t, company.loginEmail, error);
        throw error;
      } finally {
        // Nothing went out: the invitation does not count against the company's rate limit.
        if (!resent) await perCompany.refund(companyId, 1);
      }
      return c.json({ success: true as const, code: 're-sent' as const, data: await applicantQueries.awaitingApplicants(db, companyId) }, 200);
    }

    const rows = body.ca ?? [];
    // A submit sent again with its key (its answer lost on the way): answered as the first was, no one invited twice.
    // Hashed: the remembered submit holds no applicant's name or address (nothing to erase there).
    const digest = createHash('sha256').update(submitDigest(rows)).digest('base64url');
    const repeated = async (submitKey: string) => decideSubmit(await invitationSubmitQueries.rememberedSubmit(db, companyId, submitKey), digest).kind;
    const sent = async () => c.json({ success: true as const, code: 'sent' as const, data: await applicantQueries.awaitingApplicants(db, companyId) }, 200);
    const otherRows = () => c.json(problem(t('inviteList.submitKeyReused')), 422);
    if (body.submitKey !== undefined) {
      const kind = await repeated(body.submitKey);
      if (kind === 'repeat') return sent();
      if (kind === 'otherRows') return otherRows();
    }
    const found = firstInvitationProblem(rows, await applicantQueries.awaitingApplicantEmails(db, companyId, invitationCandidates(rows)));
    if (found) return refuseInvitations(c, t, found);

    const invitees = inviteesOf(rows, randomUUID);
    // Checked before the rate limit counts anything: a list refused here uses up none of it.
    const allowance = await mailLimitQueries.unverifiedAllowanceOf(db, companyId, config.UNVERIFIED_INVITATION_LIMIT, company.emailVerified);
    const own = allowance ? await mailLimitQueries.ownAddresses(db, companyId) : [];
    const strangers = invitees.filter((invitee) => !isOwnAddress(own, invitee.email)).length;
    if (allowance && exceedsUnverifiedAllowance(allowance, strangers)) return refuseUnverified(c, t, company.loginEmail, allowance);
    const refused = await tooMany(c, t, companyId, invitees.length);
    if (refused) return refused;
    try {
      await commitInvitations(db, {
        companyId,
        company,
        invitees,
        deadline,
        metadata,
        mailLimits,
        alsoWrite: async (trx) => {
          if (body.submitKey !== undefined) await invitationSubmitQueries.rememberSubmit(trx, companyId, body.submitKey, digest);
        },
      });
    } catch (error) {
      // Nothing was recorded, so nothing counts against the rate limit.
      await perCompany.refund(companyId, invitees.length);
      if (error instanceof MailLimitExceeded) {
        const { reached } = error;
        if (reached.limit === 'unverified') return refuseUnverified(c, t, company.loginEmail, reached);
        return recipientMailLimitAnswer(c, reached);
      }
      // The same submit sent twice at once (its rows' addresses or its key met the unique indexes): the one that committed answers for both.
      if (body.submitKey !== undefined && isUniqueViolation(error)) {
        const kind = await repeated(body.submitKey);
        if (kind === 'repeat') return sent();
        if (kind === 'otherRows' || isUniqueViolation(error, invitationSubmitQueries.invitationSubmitKeyConstraint)) return otherRows();
      }
      // Invited by another request at the same moment: the unique index decides, as check 4 would have.
      if (!isUniqueViolation(error, applicantConstraints.awaitingEmail)) throw error;
      const email = emailInViolation(error) ?? invitees[0]?.email ?? '';
      return refuseInvitations(c, t, { check: 'alreadyInvited', title: 'duplicateTitle', message: 'duplicateMessage', values: { email } });
    }
    return sent();
  });

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
    const { state } = await loadApplicant(db, applicantId);
    if (state?.companyId !== companyId || state.status !== 'awaiting') return notAwaiting(c, t);
    // A reminder is a mail with a link, like an invitation: the same limit per company.
    const refused = await tooMany(c, t, companyId, 1);
    if (refused) return refused;
    const company = await applicantQueries.invitingCompanyAndLogin(db, companyId);
    let reminded = false;
    try {
      await handleCommand(db, applicantStreams, {
        id: applicantId,
        metadata: byCompany(companyId, c.get('requestId')),
        decide: (current) => remindApplicant(current, { automatic: false, now: new Date() }),
        secrets: applicantLinkSecrets,
        mails: ({ trx, recorded, after, secrets }) => limited(trx, companyId, after ? applicantMails(recorded, { company, linkCodes: secrets.linkCodes, applicant: after }) : []),
      });
      reminded = true;
    } catch (error) {
      if (error instanceof MailLimitExceeded) return mailLimitAnswer(c, t, company.loginEmail, error);
      if (!(error instanceof ApplicantCommandRefused)) throw error;
      if (error.reason === 'expired') return c.json(problem(t('account.invite.reminderExpired')), 409);
      if (error.reason === 'locked') return c.json(problem(t('account.invite.reminderLocked')), 409);
      return notAwaiting(c, t);
    } finally {
      // Nothing went out: the reminder does not count against the company's rate limit.
      if (!reminded) await perCompany.refund(companyId, 1);
    }
    return c.json({ success: true as const }, 200);
  });

  const deleteRoute = createRoute({
    method: 'post',
    path: '/db/deleteapplicant',
    summary: 'Remove an applicant awaiting results: their link stops working',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(deleteApplicantSchema) },
    responses: {
      200: { description: 'Removed', content: json(success) },
      400: responses.badInput,
      401: responses.unauthorized,
      404: { description: 'No applicant of this company awaiting results has that code', content: json(problemSchema) },
    },
  });

  app.openapi(deleteRoute, async (c) => {
    const applicantId = c.req.valid('json').currentApplicantCode;
    const { t } = c.var;
    const { companyId } = c.var.signedIn;
    const { state } = await loadApplicant(db, applicantId);
    if (state?.companyId !== companyId) return notAwaiting(c, t);
    try {
      await handleCommand(db, applicantStreams, {
        id: applicantId,
        metadata: byCompany(companyId, c.get('requestId')),
        decide: removeApplicant,
        secrets: applicantLinkSecrets,
      });
    } catch (error) {
      if (error instanceof ApplicantCommandRefused) return notAwaiting(c, t);
      throw error;
    }
    return c.json({ success: true as const }, 200);
  });

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
