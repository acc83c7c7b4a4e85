import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { activeSessionLanguage, type Database, startSession } from '@typetest/events';
import type { Language } from '@typetest/events/i18n';
import type { Config } from '@typetest/platform';
import { problem } from '../http/problem.ts';
import { speakCompanyLanguage, type WordsVariables } from '../http/words.ts';
import { createAccessTokens, type AccessClaims, type AccessRefusal } from './access-tokens.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createPasswordHasher } from './password-hashing.ts';

/** The signed-in company a request acts for (always the token's, never an id from the body), and its language as its row says now. */
export type SignedIn = AccessClaims & { language: Language };

export interface SignedInEnv {
  Variables: { requestId: string; signedIn: SignedIn } & WordsVariables;
}

/** The access token of `Authorization: Bearer <token>`, if the request has one. */
export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1];
}

/** 401 in the API's words (docs/product.md §7): `AccessExpired` (refresh and retry) or `Unauthorized`. */
export function refuseAccess(c: Context, refusal: AccessRefusal) {
  c.header('WWW-Authenticate', refusal === 'AccessExpired' ? 'Bearer error="invalid_token", error_description="expired"' : 'Bearer');
  return c.json(problem(refusal), 401);
}

/** Passwords, tokens, sessions and failed-password throttling for company accounts, built once per app from its configuration. */
export function createCompanyAuth({ db, redis, config }: { db: Kysely<Database>; redis: Redis; config: Config }) {
  const accessTokens = createAccessTokens(config);
  const passwords = createPasswordHasher({ cost: config.PASSWORD_HASH_COST });
  /** Failed logins (and wrong current passwords) per address and client: login, settings and the password reset share it. */
  const loginThrottle = createLoginThrottle(redis, config);

  /** A token this product signed, unexpired, whose sign-in has not been ended; the company's language comes with the sign-in's row. */
  async function authenticate(token: string | undefined): Promise<SignedIn | AccessRefusal> {
    if (!token) return 'Unauthorized';
    const claims = await accessTokens.verify(token);
    if (typeof claims === 'string') return claims;
    const language = await activeSessionLanguage(db, claims.sessionId, claims.companyId);
    return language ? { ...claims, language } : 'Unauthorized';
  }

  /** Bearer routes: the signed-in company, or 401 before the body is even read. Its words are the company's unless the visitor chose a language. */
  const requireCompany = createMiddleware<SignedInEnv>(async (c, next) => {
    const signedIn = await authenticate(bearerToken(c));
    if (typeof signedIn === 'string') return refuseAccess(c, signedIn);
    c.set('signedIn', signedIn);
    speakCompanyLanguage(c, signedIn.language);
    await next();
  });

  /** A new sign-in: the tokens the browser's session keeps (accessToken, refreshToken: docs/product.md §3). */
  async function signIn(companyId: string) {
    const { sessionId, refreshToken } = await startSession(db, companyId, config.REFRESH_TOKEN_DAYS);
    return { accessToken: await accessTokens.sign({ companyId, sessionId }), refreshToken };
  }

  return { accessTokens, passwords, loginThrottle, authenticate, requireCompany, signIn };
}

export type CompanyAuth = ReturnType<typeof createCompanyAuth>;
