import { loadConfig } from '@typetest/platform';
import { decodeJwt, SignJWT } from 'jose';

/**
 * The test product signs access tokens with the configuration's defaults (it sets no JWT_SECRET
 * and no PUBLIC_URL), so a test can sign what the product would have signed earlier.
 */
const { JWT_SECRET } = loadConfig({});

/**
 * The same access token as it would be a quarter of an hour later: same company, same sign-in,
 * signed by the product's key, but expired a minute ago. What a browser holds after a break.
 */
export async function expiredCopyOf(accessToken: string): Promise<string> {
  const claims = decodeJwt(accessToken);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, iat: now - 16 * 60, exp: now - 60 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(JWT_SECRET));
}
