import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { type Language, languages } from '@typetest/events/i18n/languages';
import type { AppEnv } from './env.ts';

const cacheControl = {
  /** Vite puts a hash of the content in every name under /assets: a new build means new names. */
  hashed: 'public, max-age=31536000, immutable',
  /** robots.txt, the icons, theme.js keep their names across builds: a deploy reaches everyone within an hour. */
  named: 'public, max-age=3600',
  /** index.html names the current build's assets, and a 404 may turn into a file with the next deploy. */
  revalidate: 'no-cache',
};

/** docs/product.md §2's routes: "/", and one path segment (/register, /login, /authlink, the catch-all /{textFolder}). */
const route = /^\/[^/]*\/?$/;

/** A company's public link for job adverts (/apply/{token}): a page of the app, of two segments. */
const invitationLinkPage = /^\/apply\/[A-Za-z0-9_-]+\/?$/;

/** A read-only link to one result (/shared/{token}, docs/decisions/0066-shared-result-links.md): a page of the app, of two segments. */
const sharedResultPage = /^\/shared\/[A-Za-z0-9_-]+\/?$/;

/** The app's own pages; any other route is a company's text folder, the applicant's page. */
const appPages = new Set(['/', '/register', '/login', '/authlink']);

/** The landing page prerendered in each language by the build (web/prerender-plugin.ts, docs/decisions/0070-landing-page-prerendered.md). */
const landingPageFile = (language: Language) => `landing.${language}.html`;

/** A page as it is, and compressed once at start for browsers that accept it. */
function compressedPage(html: Buffer) {
  return { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) };
}

/** The pages the build makes (web/vite.config.ts): the app, the applicant's own light page, and `/` prerendered. */
const pageFiles = new Set(['index.html', 'applicant.html', ...languages.map(landingPageFile)]);

/** Compressed copies made by the build (web/vite.config.ts), never addressed by themselves. */
const compressedCopy = /\.(br|gz|zst)$/;

/**
 * The built SPA on the same origin as the API. Hashed assets are cached for good; scripts and
 * stylesheets go out as the brotli or gzip copy the build made, whichever the browser accepts.
 * The app's routes get index.html, an applicant's link (any other single segment) applicant.html;
 * every other path gets a 404, as a plain text for a missing asset, or as index.html for a page,
 * where the SPA shows "Page not found".
 */
export function serveSpa(app: Hono<AppEnv>, webRoot: string): void {
  const root = path.relative(process.cwd(), webRoot) || '.';
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const applicantHtml = readFileSync(path.join(webRoot, 'applicant.html'), 'utf8');
  // A build without them (an older one) answers `/` with the app as any other page.
  const landingHtml = new Map(
    languages
      .filter((language) => existsSync(path.join(webRoot, landingPageFile(language))))
      .map((language) => [language, compressedPage(readFileSync(path.join(webRoot, landingPageFile(language))))]),
  );

  // Set once the file is there (serveStatic's onFound runs too late to change its answer).
  const fileHeaders =
    (cache: string): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      await next();
      if (!c.res.ok) return;
      c.header('Cache-Control', cache);
      // Also on an uncompressed answer (serveStatic only adds it to a compressed one), or a
      // shared cache could hand that larger file to every browser.
      c.header('Vary', 'Accept-Encoding');
    };

  app.use('/assets/*', fileHeaders(cacheControl.hashed), serveStatic({ root, precompressed: true }));
  app.get('/assets/*', (c) => {
    c.header('Cache-Control', cacheControl.revalidate);
    return c.text('Not found', 404);
  });

  // The files of web/public (robots.txt, favicon.ico, theme.js, ...), each at its own path.
  const publicFiles = readdirSync(webRoot, { withFileTypes: true }).filter((entry) => entry.isFile() && !pageFiles.has(entry.name) && !compressedCopy.test(entry.name));
  for (const { name } of publicFiles) {
    app.get(`/${name}`, fileHeaders(cacheControl.named), serveStatic({ root, path: name, precompressed: true }));
  }

  // The index under its own name would show the applicant page for a text folder "index.html".
  app.get('/index.html', (c) => c.redirect('/', 301));

  app.get('*', (c) => {
    c.header('Cache-Control', cacheControl.revalidate);
    // Only the landing page belongs in a search index; applicant links are personal (robots.txt too).
    if (c.req.path !== '/') c.header('X-Robots-Tag', 'noindex');
    if (invitationLinkPage.test(c.req.path) || sharedResultPage.test(c.req.path)) return c.html(indexHtml, 200);
    if (!route.test(c.req.path)) return c.html(indexHtml, 404);
    const page = c.req.path.replace(/(.)\/$/, '$1');
    // The landing menu prerendered in the visitor's language (cookie, else Accept-Language: words.ts,
    // as the app chooses it); its other views (`?view=`) are drawn by the app alone.
    const landing = page === '/' && c.req.query('view') === undefined ? landingHtml.get(c.var.language) : undefined;
    if (landing) {
      c.header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
      c.header('Content-Type', 'text/html; charset=UTF-8');
      // It carries its stylesheets (30 KiB): sent compressed, as the scripts are.
      const accepted = c.req.header('Accept-Encoding') ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      if (encoding) c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(encoding ? landing[encoding] : landing.identity), 200);
    }
    return c.html(appPages.has(page) ? indexHtml : applicantHtml, 200);
  });
}
