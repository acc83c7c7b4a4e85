import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * The built SPA on the same origin as the API: files as they are, hashed assets cached for
 * good, and every other path (routes such as /login or /{textFolder}) answered with index.html.
 */
export function serveSpa(app: Hono<AppEnv>, webRoot: string): void {
  const root = path.relative(process.cwd(), webRoot) || '.';
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  app.use(
    '/assets/*',
    serveStatic({ root, onFound: (_path, c) => void c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
  );
  const answerWithIndex = (c: Context) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  };
  // "/" is the landing route, not the folder: answer it before the file lookup sees a directory.
  app.get('/', answerWithIndex);
  app.use('*', serveStatic({ root }));
  app.get('*', answerWithIndex);
}
