import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { logoPathPrefix } from '@typetest/events/schema';
import type { Config } from '@typetest/platform';
import type { AppEnv } from './env.ts';

/**
 * What the browser may load and run. Scripts only from our own origin, never inline and never
 * eval: accounts will keep their tokens in local storage, where any script that runs can read
 * them. Styles may be inline because react-hot-toast (through goober) injects a <style> tag and
 * React writes style attributes; a style cannot read storage.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const strictTransportSecurity = 'max-age=15552000; includeSubDomains';

/**
 * The operators' queue dashboard (bull-board, api/src/features/health/queue-board.ts) finds its
 * scripts and styles through a <base href>, which `base-uri 'none'` refuses; under /ops/ a base of
 * this origin is allowed. Scripts still come only from this origin, and the page is behind the
 * operators' login.
 */
const operatorPagesPolicy = { ...contentSecurityPolicy, baseUri: ["'self'"] };

/**
 * A company's logo is shown in its invitation: a webmail's page, another origin, loads it with
 * an <img>, which `Cross-Origin-Resource-Policy: same-origin` would refuse. Only images the product
 * encoded itself are under this path (docs/decisions/0069-company-logo.md).
 */
const logoSecureHeaders = { contentSecurityPolicy, xFrameOptions: 'DENY', strictTransportSecurity: false, crossOriginResourcePolicy: 'cross-origin' } as const;

/**
 * Hono's secure headers with our policy. HSTS is left to `strictTransportSecurityOverHttps`:
 * Hono would send it on every answer, plain http included.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const strict = secureHeaders({ contentSecurityPolicy, xFrameOptions: 'DENY', strictTransportSecurity: false });
  const operatorPages = secureHeaders({ contentSecurityPolicy: operatorPagesPolicy, xFrameOptions: 'DENY', strictTransportSecurity: false });
  const logos = secureHeaders(logoSecureHeaders);
  return (c, next) => {
    if (c.req.path.startsWith('/ops/')) return operatorPages(c, next);
    if (c.req.path.startsWith(logoPathPrefix)) return logos(c, next);
    return strict(c, next);
  };
}

/**
 * HSTS only on an answer to a request that came over https: directly, or through a proxy we
 * trust that says so (TRUST_PROXY), since anyone can send X-Forwarded-Proto. Over plain http
 * browsers ignore it (RFC 6797), so there it would only mislead whoever reads the headers.
 */
export function strictTransportSecurityOverHttps(config: Pick<Config, 'TRUST_PROXY'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (cameOverHttps(c.req.url, config.TRUST_PROXY !== 'off' ? c.req.header('X-Forwarded-Proto') : undefined)) {
      c.header('Strict-Transport-Security', strictTransportSecurity);
    }
  };
}

function cameOverHttps(url: string, forwardedProto: string | undefined): boolean {
  if (new URL(url).protocol === 'https:') return true;
  // Every proxy on the way appends what it received; the first entry is what the browser used.
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
