import { OpenAPIHono } from '@hono/zod-openapi';
import { logoLimits } from '@typetest/events';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountRoutes } from './features/account/routes.ts';
import { applicantRoutes, stageFinishedBodyLimitBytes, stageFinishedPath } from './features/applicants/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { mailPipelineReader } from './features/health/mail-pipeline.ts';
import { createMetrics } from './features/health/metrics.ts';
import { queueBoard, queueBoardPath } from './features/health/queue-board.ts';
import { healthRoutes } from './features/health/routes.ts';
import { logoTooLarge, logoUploadPath } from './features/logo/routes.ts';
import { companyLogoRoutes } from './features/logo/index.ts';
import type { AppDependencies, AppEnv } from './http/env.ts';
import { handleError } from './http/errors.ts';
import { operatorsOnly } from './http/operator-auth.ts';
import { problem } from './http/problem.ts';
import { requestIds } from './http/request-id.ts';
import { securityHeaders, strictTransportSecurityOverHttps } from './http/security-headers.ts';
import { serveSpa } from './http/spa.ts';
import { wordsOf, wordsPerRequest } from './http/words.ts';

export type { AppDependencies } from './http/env.ts';

/** An unknown path under /api: a JSON 404 in the request's words, never the SPA. */
const noSuchCall = (c: Context) => c.json(problem(wordsOf(c)('api.noSuchCall', { method: c.req.method, path: c.req.path })), 404);

/** The whole HTTP surface: the JSON API under /api and, when built, the SPA on every other path. */
export function createApp(deps: AppDependencies) {
  const api = new OpenAPIHono<AppEnv>();
  const limitBody = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.json(problem(wordsOf(c)('api.bodyTooLarge', { count: maxSize })), 413) });
  const defaultLimit = limitBody(deps.config.BODY_LIMIT_BYTES);
  // A finished test carries its keystroke log: a long text typed with corrections is far larger than any form.
  const stageLimit = limitBody(Math.max(deps.config.BODY_LIMIT_BYTES, stageFinishedBodyLimitBytes));
  // A logo is a file: its own limit, in its own words (docs/decisions/0069-company-logo.md).
  const logoLimit = bodyLimit({ maxSize: logoLimits.bytes, onError: logoTooLarge });
  api.use((c, next) => {
    if (c.req.path.endsWith(stageFinishedPath)) return stageLimit(c, next);
    if (c.req.path.endsWith(logoUploadPath)) return logoLimit(c, next);
    return defaultLimit(c, next);
  });
  const readMailPipeline = mailPipelineReader(deps.db, deps.config.SMTP_URL);
  api.route('/', healthRoutes(deps, readMailPipeline));
  // Only with an operators' login: unset, there are no metrics (a 404 like any unknown call).
  const { OPS_USER, OPS_PASSWORD } = deps.config;
  const metrics = OPS_USER !== undefined && OPS_PASSWORD !== undefined ? createMetrics(deps, readMailPipeline) : undefined;
  if (metrics && OPS_USER !== undefined && OPS_PASSWORD !== undefined) {
    api.get('/metrics', operatorsOnly(OPS_USER, OPS_PASSWORD), async (c) => {
      const { contentType, body } = await metrics.scrape();
      return c.body(body, 200, { 'content-type': contentType, 'cache-control': 'no-store' });
    });
  }
  api.route('/', contactRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', applicantRoutes(deps));
  api.route('/', companyLogoRoutes(deps));
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Typetest API', version: '1.0.0', description: 'Typing tests for employers screening job applicants.' },
    servers: [{ url: `${deps.config.PUBLIC_URL}/api` }],
  });
  api.notFound(noSuchCall);
  api.onError(handleError);

  const app = new OpenAPIHono<AppEnv>();
  if (metrics) app.use(metrics.measure);
  app.use(requestIds());
  app.use(wordsPerRequest());
  app.use(securityHeaders());
  app.use(strictTransportSecurityOverHttps(deps.config));
  app.route('/api', api);
  // Anything under /api that no route took is the API's 404, never the SPA.
  app.all('/api/*', noSuchCall);
  if (OPS_USER !== undefined && OPS_PASSWORD !== undefined) app.route(queueBoardPath, queueBoard(deps.config, { user: OPS_USER, password: OPS_PASSWORD }));
  if (deps.webRoot) serveSpa(app, deps.webRoot);
  app.onError(handleError);
  return app;
}
