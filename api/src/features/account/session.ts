import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { companyLimits, companyQueries, companyToView, logOut, rotateRefreshToken, verbatimText } from '@typetest/events';
import { catalogueKey } from '@typetest/events/i18n';
import { bearerToken, refuseAccess } from '../../auth/company-auth.ts';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { clientKeyOf, rateLimit, tooManyRequests } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import { companyAnswer, json, jsonBody, opaqueSecretSchema, responses, sessionTokensSchema, success, tokensAnswer, typedEmailSchema } from '../../http/account-schemas.ts';
import { checkPassword } from './check-password.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';

const loginRoute = createRoute({
  method: 'post',
  path: '/db/login',
  summary: 'Log in with the login e-mail and password',
  request: {
    body: jsonBody(
      z
        .object({
          user: z
            .object({
              email: typedEmailSchema,
              password: verbatimText().min(1, catalogueKey('input.empty')).max(companyLimits.passwordMax, catalogueKey('input.passwordTooLong')),
            })
            .strict(),
        })
        .strict(),
    ),
  },
  responses: {
    200: { description: 'Signed in: a new session', content: json(tokensAnswer) },
    400: responses.badInput,
    401: { description: '`Wrong username or password`, whether or not the account exists', content: json(problemSchema) },
    429: {
      description:
        'Too many logins from this client, or this client failed too often for this address: wait Retry-After seconds (growing with each further failure). The same address from another client is not slowed.',
      content: json(problemSchema),
    },
  },
});

const companyFromTokenRoute = createRoute({
  method: 'post',
  path: '/db/getCompanyFromToken',
  summary: 'The signed-in company (access token in the body or as Bearer)',
  request: { body: jsonBody(z.object({ tokens: sessionTokensSchema.optional() }).strict()) },
  responses: {
    200: { description: 'The company', content: json(companyAnswer) },
    400: responses.badInput,
    401: responses.unauthorized,
  },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/token/updateaccesstoken',
  summary: 'New tokens for a refresh token (rotated: each refresh token works once)',
  description: 'Presenting a refresh token that was already used ends its whole sign-in (401).',
  request: { body: jsonBody(z.object({ tokens: sessionTokensSchema.extend({ refreshToken: opaqueSecretSchema }) }).strict()) },
  responses: {
    200: { description: 'New access and refresh tokens', content: json(tokensAnswer) },
    400: responses.badInput,
    401: responses.unauthorized,
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  summary: 'Log out: end this sign-in on the server',
  description:
    'Ends the sign-in the refresh token belongs to (and the one of the access token, in the body or as Bearer, when it is still valid): ' +
    'its refresh tokens are refused from now on and its access tokens at their next call. ' +
    'Answers success whether or not a sign-in was found (RFC 7009, 2.2): there is nothing a caller could do about an unknown token.',
  request: { body: jsonBody(z.object({ tokens: sessionTokensSchema }).strict()) },
  responses: {
    200: { description: 'Signed out (or was not signed in)', content: json(success) },
    400: responses.badInput,
  },
});

export function sessionRoutes({ db, redis, config, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const clientKey = clientKeyOf(config);
  app.use(loginRoute.path, rateLimit({ name: 'login', points: config.LOGIN_RATE_LIMIT, windowSeconds: config.LOGIN_RATE_WINDOW_SECONDS }, redis, config, clientKey));

  app.openapi(loginRoute, async (c) => {
    const { email, password } = c.req.valid('json').user;
    const checked = await checkPassword({ db, auth }, { email, password, client: clientKey(c) });
    if (checked.outcome === 'tooMany') return tooManyRequests(c, checked.wait);
    // docs/product.md §8: the same words whether the address or the password was wrong.
    if (checked.outcome === 'wrong') return c.json(problem(c.var.t('login.wrongCredentials')), 401);
    return c.json({ success: true as const, data: await auth.signIn(checked.companyId) }, 200);
  });

  app.openapi(companyFromTokenRoute, async (c) => {
    const { tokens } = c.req.valid('json');
    const signedIn = await auth.authenticate(bearerToken(c) ?? tokens?.accessToken);
    if (typeof signedIn === 'string') return refuseAccess(c, signedIn);
    const company = await companyQueries.findCompany(db, signedIn.companyId);
    if (!company) return refuseAccess(c, 'Unauthorized');
    return c.json({ success: true as const, data: companyToView(company) }, 200);
  });

  app.openapi(refreshRoute, async (c) => {
    const { tokens } = c.req.valid('json');
    const rotation = await rotateRefreshToken(db, tokens.refreshToken, config.REFRESH_TOKEN_DAYS);
    if (rotation.outcome === 'refused') return refuseAccess(c, 'Unauthorized');
    const accessToken = await auth.accessTokens.sign({ companyId: rotation.companyId, sessionId: rotation.sessionId });
    return c.json({ success: true as const, data: { accessToken, refreshToken: rotation.refreshToken } }, 200);
  });

  app.openapi(logoutRoute, async (c) => {
    const { tokens } = c.req.valid('json');
    const claims = await auth.accessTokens.verify(bearerToken(c) ?? tokens.accessToken);
    await logOut(db, { refreshToken: tokens.refreshToken, sessionId: typeof claims === 'string' ? undefined : claims.sessionId });
    return c.json({ success: true as const }, 200);
  });
  return app;
}
