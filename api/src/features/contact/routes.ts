import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { byVisitor, contactUsSchema, sendContactRequest } from '@typetest/events';
import type { AppDependencies, AppEnv } from '../../http/env.ts';
import { problemSchema } from '../../http/problem.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';

const contactUsRoute = createRoute({
  method: 'post',
  path: '/public/contactus',
  summary: 'A visitor asks to be contacted by phone or e-mail',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ contactUs: contactUsSchema }).strict() } },
    },
  },
  responses: {
    200: { description: 'Recorded; the operators are mailed', content: { 'application/json': { schema: z.object({ success: z.literal(true) }) } } },
    400: { description: 'Bad input; nothing recorded', content: { 'application/json': { schema: problemSchema } } },
    429: { description: 'Too many requests from this address; Retry-After says when to try again', content: { 'application/json': { schema: problemSchema } } },
    503: { description: 'Postgres is not answering in time; Retry-After says when to try again', content: { 'application/json': { schema: problemSchema } } },
  },
});

export function contactRoutes({ db, redis, config }: AppDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use(contactUsRoute.path, rateLimit({ name: 'contact', points: config.CONTACT_RATE_LIMIT, windowSeconds: config.CONTACT_RATE_WINDOW_SECONDS }, redis, config));
  app.openapi(contactUsRoute, async (c) => {
    const { contactUs } = c.req.valid('json');
    await sendContactRequest(db, { request: contactUs, metadata: byVisitor(c.get('requestId')), operatorEmail: config.OPERATOR_EMAIL });
    return c.json({ success: true as const }, 200);
  });
  return app;
}
