import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '@typetest/platform';

/** Access tokens: JWT, HS256, 15 minutes, for the account area of one company and one sign-in. */
export const accessTokenAudience = 'typetest-account';
export const accessTokenSeconds = 15 * 60;

export interface AccessClaims {
  companyId: string;
  sessionId: string;
}

/** Why a token was refused: the API's `AccessExpired` (docs/product.md §7) starts the refresh dance; anything else is `Unauthorized`. */
export type AccessRefusal = 'AccessExpired' | 'Unauthorized';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createAccessTokens(config: Pick<Config, 'JWT_SECRET' | 'PUBLIC_URL'>) {
  const key = new TextEncoder().encode(config.JWT_SECRET);
  return {
    sign({ companyId, sessionId }: AccessClaims): Promise<string> {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(companyId)
        .setIssuer(config.PUBLIC_URL)
        .setAudience(accessTokenAudience)
        .setIssuedAt()
        .setExpirationTime(`${accessTokenSeconds}s`)
        .sign(key);
    },
    /** The claims of a token this product signed and that has not expired; its session is checked by the caller. */
    async verify(token: string): Promise<AccessClaims | AccessRefusal> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: config.PUBLIC_URL, audience: accessTokenAudience });
        const { sub, sid } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || !uuid.test(sub) || !uuid.test(sid)) return 'Unauthorized';
        return { companyId: sub, sessionId: sid };
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'AccessExpired' : 'Unauthorized';
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
