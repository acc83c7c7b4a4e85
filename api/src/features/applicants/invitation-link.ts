import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  applicantQueries,
  applyThroughInvitationLink,
  invitationLinkAnswerSchema,
  invitationLinkApplySchema,
  invitationLinkAppliedSchema,
  invitationLinkCompanySchema,
  invitationLinkLookupSchema,
  invitationProblemWords,
  invitationSubmitQueries,
  turnInvitationLinkOff,
  turnInvitationLinkOn,
  type ApplicantsContext,
} from '@typetest/events';
import { byRuntimeKey } from '@typetest/events/i18n';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { keyedRateLimit, rateLimit, tooManyRequests } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';
import { bearer, json, jsonBody, responses, success } from '../../http/account-schemas.ts';

const noBody = { required: false, content: json(z.object({}).strict()) };

/**
 * A company's public link for job adverts (docs/decisions/0063-invitation-submits-and-public-link.md):
 * the company turns it on, renews or turns it off (bearer); whoever has it asks for their own
 * invitation with a name and an e-mail, and gets the company's normal invitation by mail. Limited
 * per client address and per e-mail address (Redis), and by everything that limits the company's
 * own invitations: its rate limit per hour, and its mail limits in the commit (decision 0044).
 * The use cases are in events/src/applicant/use-cases/invitation-link.ts; here, their outcomes as HTTP.
 */
export function invitationLinkRoutes({ db, redis, config, auth }: AccountDependencies, applicants: ApplicantsContext) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const perAddress = keyedRateLimit(
    { name: 'invitation-link-address', points: config.INVITATION_LINK_ADDRESS_LIMIT, windowSeconds: config.INVITATION_LINK_ADDRESS_WINDOW_SECONDS },
    redis,
    config,
  );
  const perClient = rateLimit(
    { name: 'invitation-link-client', points: config.INVITATION_LINK_CLIENT_LIMIT, windowSeconds: config.INVITATION_LINK_CLIENT_WINDOW_SECONDS },
    redis,
    config,
  );

  const linkAnswer = async (companyId: string) => ({ success: true as const, data: { token: (await invitationSubmitQueries.invitationLinkOf(db, companyId)) ?? null } });

  const getRoute = createRoute({
    method: 'post',
    path: '/db/getinvitationlink',
    summary: "The company's public link for job adverts: its token while it is on (the page is `/apply/{token}`), null while it is off",
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: noBody },
    responses: { 200: { description: 'The token, or null', content: json(invitationLinkAnswerSchema) }, 400: responses.badInput, 401: responses.unauthorized },
  });
  app.openapi(getRoute, async (c) => c.json(await linkAnswer(c.var.signedIn.companyId), 200));

  const openRoute = createRoute({
    method: 'post',
    path: '/db/openinvitationlink',
    summary: 'Turn the public link on, or renew it while it is on (a new token: the old one stops working at once)',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: noBody },
    responses: {
      200: { description: 'The new token', content: json(invitationLinkAnswerSchema) },
      400: responses.badInput,
      401: responses.unauthorized,
      403: { description: 'The login e-mail is not verified; nothing changed', content: json(problemSchema) },
    },
  });
  app.openapi(openRoute, async (c) => {
    const { companyId } = c.var.signedIn;
    const turned = await turnInvitationLinkOn(db, { companyId, requestId: c.get('requestId') });
    if (turned.outcome === 'needsVerified') return c.json(problem(c.var.t('publicLink.needsVerifiedMessage', { email: turned.loginEmail })), 403);
    return c.json(await linkAnswer(companyId), 200);
  });

  const closeRoute = createRoute({
    method: 'post',
    path: '/db/closeinvitationlink',
    summary: 'Turn the public link off: it stops working at once',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: noBody },
    responses: { 200: { description: 'Off (also when it was off already)', content: json(success) }, 400: responses.badInput, 401: responses.unauthorized },
  });
  app.openapi(closeRoute, async (c) => {
    await turnInvitationLinkOff(db, { companyId: c.var.signedIn.companyId, requestId: c.get('requestId') });
    return c.json({ success: true as const }, 200);
  });

  const closed = (c: Context<AppEnv>) => c.json(problem(c.var.t('publicLink.closed')), 404);

  const lookupRoute = createRoute({
    method: 'post',
    path: '/public/invitationlink',
    summary: "The public link's page: the company's name, while the link is on",
    request: { body: jsonBody(invitationLinkLookupSchema) },
    responses: {
      200: { description: "The company's name", content: json(invitationLinkCompanySchema) },
      400: responses.badInput,
      404: { description: 'No link is on with that token (never was, renewed or turned off)', content: json(problemSchema) },
      429: { description: 'Too many requests from this client; see Retry-After', content: json(problemSchema) },
    },
  });
  app.use(lookupRoute.path, perClient);
  app.openapi(lookupRoute, async (c) => {
    const companyId = await invitationSubmitQueries.companyOfInvitationLink(db, c.req.valid('json').token);
    if (companyId === undefined) return closed(c);
    const { companyName } = await applicantQueries.invitingCompanyAndLogin(db, companyId);
    return c.json({ success: true as const, data: { companyName } }, 200);
  });

  const applyRoute = createRoute({
    method: 'post',
    path: '/public/applyinvitationlink',
    summary: "Someone with the public link asks for their own invitation: the company's normal invitation mail goes to the address typed (so it is real)",
    request: { body: jsonBody(invitationLinkApplySchema) },
    responses: {
      200: { description: 'Invited: the mail with their personal link is on its way; `message` says so', content: json(invitationLinkAppliedSchema) },
      400: { description: "Bad input, or the row fails the invitation view's checks (their words); nothing changed", content: json(problemSchema) },
      404: { description: 'No link is on with that token; nothing changed', content: json(problemSchema) },
      409: {
        description: 'The address already has an invitation from this company awaiting results: said to whoever typed it, naming only that address',
        content: json(problemSchema),
      },
      429: {
        description:
          'Past INVITATION_LINK_CLIENT_LIMIT for this client or INVITATION_LINK_ADDRESS_LIMIT for this address, or the company may send no more invitations now (its rate limit or mail limits); see Retry-After where known; nothing changed',
        content: json(problemSchema),
      },
    },
  });
  app.use(applyRoute.path, perClient);
  app.openapi(applyRoute, async (c) => {
    const { token, fullName, email } = c.req.valid('json');
    const { t } = c.var;
    const applied = await applyThroughInvitationLink(applicants, {
      token,
      fullName,
      email,
      requestId: c.get('requestId'),
      addressBudget: (address) => perAddress.consume(address),
    });
    switch (applied.outcome) {
      case 'invited':
        return c.json({ success: true as const, message: t('publicLink.sent', { email: email.trim() }) }, 200);
      case 'closed':
        return closed(c);
      case 'addressTooMany':
        return tooManyRequests(c, applied.wait);
      case 'alreadyInvited':
        return c.json(problem(t('publicLink.alreadyInvited', { email: email.trim(), company: applied.companyName })), 409);
      case 'refused':
        return c.json(problem(invitationProblemWords(byRuntimeKey(t), applied.problem).message), 400);
      case 'busy':
        return c.json(problem(t('publicLink.busy', { company: applied.companyName })), 429);
    }
  });

  return app;
}
