import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { byCompany, companyQueries, companyToView, findLogoBytes, logoLimits, runLogoCommand, type StoredLogo } from '@typetest/events';
import { bearer, companyAnswer, json, responses } from '../../http/account-schemas.ts';
import type { AccountDependencies } from '../../http/account-dependencies.ts';
import type { AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { validationHook } from '../../http/validation.ts';
import { LogoRefused, type LogoRefusal, reencodeLogo } from './reencode-logo.ts';

/** The upload's path under /api: its body is a file, so it gets a body limit of its own (app.ts). */
export const logoUploadPath = '/db/uploadlogo';

/** The answer to a file over logoLimits.bytes, from the body limit or the route: 413 in the request's words. */
export const logoTooLarge = (c: Context<AppEnv>) => c.json(problem(c.var.t('companyLogo.tooLarge')), 413);

/** A year: the address names the bytes' hash, so what it serves never changes. */
const cacheForever = 'public, max-age=31536000, immutable';

const refusalStatus = { tooLarge: 413, empty: 422, notAnImage: 422, unreadable: 422, tooManyPixels: 422 } as const satisfies Record<LogoRefusal, 413 | 422>;

/**
 * The company's logo (docs/decisions/0069-company-logo.md): uploaded as the file's bytes, checked
 * by content and encoded again (reencode-logo.ts), kept through the command pipeline
 * (runLogoCommand), removed; served from this origin under the hash of its bytes.
 */
export function logoRoutes({ db, auth }: AccountDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const company = async (companyId: string) => {
    const found = await companyQueries.findCompany(db, companyId);
    if (!found) throw new Error(`Signed-in company ${companyId} has no read row`);
    return companyToView(found);
  };
  const change = (requestId: string, companyId: string, stored: StoredLogo | null) => runLogoCommand(db, { companyId, metadata: byCompany(companyId, requestId), stored });

  const file = { schema: z.string().openapi({ type: 'string', format: 'binary' }) };
  const uploadRoute = createRoute({
    method: 'post',
    path: logoUploadPath,
    summary: "Account settings: upload the company's logo",
    description:
      `The body is the file itself (any Content-Type: the bytes decide). A PNG, JPEG or WebP picture of at most ${logoLimits.bytes} bytes, ` +
      `at most ${logoLimits.pixels} pixels, encoded again (a JPEG as a JPEG, the others as PNG) to fit ${logoLimits.width} x ${logoLimits.height} pixels. ` +
      'It replaces the logo in use; the same picture again changes nothing.',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    request: { body: { required: true, content: { 'image/png': file, 'image/jpeg': file, 'image/webp': file, 'application/octet-stream': file } } },
    responses: {
      200: { description: 'Saved: the company as it is now, its logo included', content: json(companyAnswer) },
      401: responses.unauthorized,
      413: { description: `Over ${logoLimits.bytes} bytes; nothing changed`, content: json(problemSchema) },
      422: { description: 'Not a PNG, JPEG or WebP picture by its content (SVG included), empty, unreadable or of too many pixels; nothing changed', content: json(problemSchema) },
    },
  });
  app.openapi(uploadRoute, async (c) => {
    const { companyId } = c.var.signedIn;
    let stored: StoredLogo;
    try {
      stored = await reencodeLogo(new Uint8Array(await c.req.arrayBuffer()));
    } catch (error) {
      if (!(error instanceof LogoRefused)) throw error;
      return c.json(problem(c.var.t(`companyLogo.${error.reason}`)), refusalStatus[error.reason]);
    }
    await change(c.var.requestId, companyId, stored);
    return c.json({ success: true as const, data: await company(companyId) }, 200);
  });

  const removeRoute = createRoute({
    method: 'post',
    path: '/db/removelogo',
    summary: "Account settings: remove the company's logo",
    description: 'Its address serves nothing from then on. No logo to remove changes nothing.',
    security: bearer,
    middleware: [auth.requireCompany] as const,
    responses: {
      200: { description: 'Removed: the company as it is now', content: json(companyAnswer) },
      401: responses.unauthorized,
    },
  });
  app.openapi(removeRoute, async (c) => {
    const { companyId } = c.var.signedIn;
    await change(c.var.requestId, companyId, null);
    return c.json({ success: true as const, data: await company(companyId) }, 200);
  });

  const serveRoute = createRoute({
    method: 'get',
    path: '/public/logo/{companyId}/{sha256}',
    summary: "A company's logo in use, by the SHA-256 of its bytes (its `logo.path` in the company and in submitauth)",
    description: 'Cached for good (the address names the bytes); ETag and If-None-Match. Any other hash, or a removed logo, is not found.',
    request: {
      params: z.object({ companyId: z.string(), sha256: z.string() }),
    },
    responses: {
      200: { description: 'The picture', content: { 'image/png': file, 'image/jpeg': file } },
      304: { description: 'The copy the client has is this one' },
      404: { description: 'No such logo', content: json(problemSchema) },
    },
  });
  app.openapi(serveRoute, async (c) => {
    const { companyId, sha256 } = c.req.valid('param');
    const found = z.uuid().safeParse(companyId).success && /^[0-9a-f]{64}$/.test(sha256) ? await findLogoBytes(db, companyId, sha256) : undefined;
    if (!found) return c.json(problem(c.var.t('api.noSuchCall', { method: c.req.method, path: c.req.path })), 404);
    const etag = `"${sha256}"`;
    const headers = { ETag: etag, 'Cache-Control': cacheForever, 'X-Content-Type-Options': 'nosniff' };
    if (
      c.req
        .header('If-None-Match')
        ?.split(',')
        .some((tag) => tag.trim() === etag)
    )
      return c.body(null, 304, headers);
    return c.body(new Uint8Array(found.bytes), 200, { ...headers, 'Content-Type': found.contentType, 'Content-Length': String(found.bytes.length) });
  });
  return app;
}
