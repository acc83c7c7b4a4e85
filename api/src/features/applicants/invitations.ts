import { randomUUID } from 'node:crypto';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  applicantListAnswerSchema,
  applicantMails,
  applicantConstraints,
  applicantStream,
  ApplicantCommandRefused,
  commitStreams,
  completeRows,
  deleteApplicantSchema,
  firstInvitationProblem,
  invitationProblemWords,
  invitationRefusalSchema,
  inviteApplicants,
  isUniqueViolation,
  normaliseApplicantEmail,
  removeApplicant,
  resendInvitation,
  sendInvitationAnswerSchema,
  sendInvitationSchema,
  type InvitationProblem,
  type InvitationRow,
  describeWait,
  exceedsUnverifiedAllowance,
  type UnverifiedAllowance,
  byCompany,
  applicantStreams,
  handleCommand,
  loadApplicant,
  type Database,
} from '@typetest/events';
import type { Transaction } from 'kysely';
import { byRuntimeKey, createTranslator } from '@typetest/events/i18n';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { keyedRateLimit } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import { bearer, json, jsonBody, responses, success } from '../account/account-schemas.ts';
import type { AccountDependencies } from '../account/account-dependencies.ts';
import { newApplicantLink, revokeApplicantLinks } from './applicant-links.ts';
import { allowanceUntilVerified, awaitingApplicants, exceededUnverifiedAllowance, invitingCompanyAndLogin } from './applicants-dependencies.ts';

const t = createTranslator('en');

/** docs/product.md §5's refusal as the invitation modal shows it: 409 when the address is already invited, else 400. */
function refuseInvitations(c: Context, found: InvitationProblem) {
  const words = invitationProblemWords(byRuntimeKey(t), found);
  const body = { success: false as const, errorTitle: words.title, errorMessage: words.message, code: found.check };
  return c.json(body, found.check === 'alreadyInvited' ? 409 : 400);
}

/** The address of the applicant a unique violation names ("Key (company_id, email)=(..., a@b.se)"). */
function emailInViolation(error: unknown): string | undefined {
  const detail = (error as { detail?: unknown }).detail;
  return typeof detail === 'string' ? /=\([^,]+, (.+)\) already exists/.exec(detail)?.[1] : undefined;
}

const notAwaiting = (c: Context) => c.json(problem(t('account.invite.notAwaiting')), 404);

/** Thrown inside the invitation's commit when a batch sent at the same moment used up the allowance: nothing is recorded. */
class UnverifiedAllowanceUsed extends Error {
  override name = 'UnverifiedAllowanceUsed';
  constructor(readonly allowance: UnverifiedAllowance) {
    super('The company may not invite this many applicants before it verifies its login e-mail');
  }
}

/**
 * 403: the login e-mail is not verified, and the list is more than the company may still invite
 * (invite-applicants.ts). The modal's words, as docs/product.md §5's refusals have them; nothing recorded.
 */
function refuseUnverified(c: Context, loginEmail: string, allowance: UnverifiedAllowance) {
  const body = {
    success: false as const,
    errorTitle: t('account.invite.unverifiedTitle'),
    errorMessage: t('account.invite.unverifiedMessage', { email: loginEmail, max: String(allowance.max), left: String(allowance.left) }),
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
  const perCompany = keyedRateLimit({ name: 'invitations', points: config.INVITATION_RATE_LIMIT, windowSeconds: config.INVITATION_RATE_WINDOW_SECONDS }, redis, config);

  async function tooMany(c: Context, companyId: string, invitations: number) {
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
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: jsonBody(sendInvitationSchema) },
    responses: {
      200: { description: '`code` "sent" or "re-sent", and the applicants now awaiting results', content: json(sendInvitationAnswerSchema) },
      400: { description: "Bad input, or a list SPEC 5's checks refuse (its modal's title and message); nothing changed", content: json(invitationRefusalSchema) },
      401: responses.unauthorized,
      403: {
        description:
          '`code: "unverifiedLimit"`: the login e-mail is not verified, and the list is more than the `UNVERIFIED_INVITATION_LIMIT` applicants it may invite until it is; nothing changed',
        content: json(invitationRefusalSchema),
      },
      404: { description: 'No applicant of this company awaiting results has that code', content: json(problemSchema) },
      409: { description: '"Duplicate Email ❗️": an applicant with that address is already awaiting results', content: json(invitationRefusalSchema) },
      429: responses.tooMany,
    },
  });

  app.openapi(sendRoute, async (c) => {
    const body = c.req.valid('json');
    const { companyId } = c.var.signedIn;
    const metadata = byCompany(companyId, c.get('requestId'));
    const company = await invitingCompanyAndLogin(db, companyId);

    if (body.currentApplicantCode !== undefined) {
      const applicantId = body.currentApplicantCode;
      const { state } = await loadApplicant(db, applicantId);
      if (state?.companyId !== companyId || state.status !== 'awaiting') return notAwaiting(c);
      const refused = await tooMany(c, companyId, 1);
      if (refused) return refused;
      let resent = false;
      try {
        await handleCommand(db, applicantStreams, {
          id: applicantId,
          metadata,
          decide: resendInvitation,
          // A new link each time (per attempt): the mail that went astray may be the reason for sending again.
          secrets: () => {
            const link = newApplicantLink(applicantId);
            return {
              link,
              write: async (trx: Transaction<Database>) => {
                await revokeApplicantLinks(trx, applicantId);
                await link.store(trx);
              },
            };
          },
          mails: ({ recorded, after, secrets }) => (after ? applicantMails(recorded, { company, codes: { [applicantId]: secrets.link.code }, applicant: after }) : []),
        });
        resent = true;
      } catch (error) {
        if (error instanceof ApplicantCommandRefused) return notAwaiting(c);
        throw error;
      } finally {
        // Nothing went out: the invitation does not count against the company's rate limit.
        if (!resent) await perCompany.refund(companyId, 1);
      }
      return c.json({ success: true as const, code: 're-sent' as const, data: await awaitingApplicants(db, companyId) }, 200);
    }

    const rows: InvitationRow[] = (body.ca ?? []).map(({ email, fullName }) => ({ email, fullName }));
    const candidates = completeRows(rows).map((row) => normaliseApplicantEmail(row.email));
    const invited =
      candidates.length === 0
        ? []
        : await db.selectFrom('applicants').select('email').where('company_id', '=', companyId).where('status', '=', 'awaiting').where('email', 'in', candidates).execute();
    const found = firstInvitationProblem(rows, new Set(invited.map((row) => row.email)));
    if (found) return refuseInvitations(c, found);

    const invitees = completeRows(rows).map((row) => ({ applicantId: randomUUID(), email: normaliseApplicantEmail(row.email), fullName: row.fullName.trim() }));
    // Checked before the rate limit counts anything: a list refused here uses up none of it.
    const max = config.UNVERIFIED_INVITATION_LIMIT;
    const allowance = await allowanceUntilVerified(db, companyId, max, company.emailVerified);
    if (allowance && exceedsUnverifiedAllowance(allowance, invitees.length)) return refuseUnverified(c, company.loginEmail, allowance);
    const refused = await tooMany(c, companyId, invitees.length);
    if (refused) return refused;
    const links = invitees.map((invitee) => newApplicantLink(invitee.applicantId));
    const events = inviteApplicants(companyId, invitees);
    try {
      await commitStreams(db, {
        streams: events.map((event) => ({ streamId: applicantStream(event.data.applicantId), expectedVersion: 0, events: [event] })),
        metadata,
        writeSecrets: async (trx) => {
          // A batch sent at the same moment may have used the allowance meanwhile: counted again, under the company's lock.
          const exceeded = allowance && (await exceededUnverifiedAllowance(trx, companyId, max, invitees.length));
          if (exceeded) throw new UnverifiedAllowanceUsed(exceeded);
          for (const link of links) await link.store(trx);
        },
        mails: (recorded) => applicantMails(recorded, { company, codes: Object.fromEntries(invitees.map((invitee, i) => [invitee.applicantId, links[i]?.code ?? ''])) }),
      });
    } catch (error) {
      // Nothing was recorded, so nothing counts against the rate limit.
      await perCompany.refund(companyId, invitees.length);
      if (error instanceof UnverifiedAllowanceUsed) return refuseUnverified(c, company.loginEmail, error.allowance);
      // Invited by another request at the same moment: the unique index decides, as check 4 would have.
      if (!isUniqueViolation(error, applicantConstraints.awaitingEmail)) throw error;
      const email = emailInViolation(error) ?? invitees[0]?.email ?? '';
      return refuseInvitations(c, { check: 'alreadyInvited', title: 'duplicateTitle', message: 'duplicateMessage', values: { email } });
    }
    return c.json({ success: true as const, code: 'sent' as const, data: await awaitingApplicants(db, companyId) }, 200);
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
    const { companyId } = c.var.signedIn;
    const { state } = await loadApplicant(db, applicantId);
    if (state?.companyId !== companyId) return notAwaiting(c);
    try {
      await handleCommand(db, applicantStreams, {
        id: applicantId,
        metadata: byCompany(companyId, c.get('requestId')),
        decide: removeApplicant,
        secrets: () => ({ write: (trx: Transaction<Database>) => revokeApplicantLinks(trx, applicantId) }),
      });
    } catch (error) {
      if (error instanceof ApplicantCommandRefused) return notAwaiting(c);
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
          'The list, oldest invitation first; `unverifiedAllowance`: while the login e-mail is not verified, how many applicants the company may invite in all (`max`) and how many are left (`left`), else null',
        content: json(applicantListAnswerSchema),
      },
      400: responses.badInput,
      401: responses.unauthorized,
    },
  });

  async function listAnswer(companyId: string) {
    const [data, unverifiedAllowance] = await Promise.all([awaitingApplicants(db, companyId), allowanceUntilVerified(db, companyId, config.UNVERIFIED_INVITATION_LIMIT)]);
    return { success: true as const, data, unverifiedAllowance };
  }

  app.openapi(listRoute, async (c) => c.json(await listAnswer(c.var.signedIn.companyId), 200));

  // docs/product.md §7: the account helper GETs a call it sends no payload.
  const listByGetRoute = createRoute({ ...listRoute, method: 'get', request: {} });
  app.openapi(listByGetRoute, async (c) => c.json(await listAnswer(c.var.signedIn.companyId), 200));
  return app;
}
