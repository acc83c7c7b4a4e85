import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@typetest/platform';
import { createApp } from '../app.ts';
import { useBuiltWebCopy } from '../testing/built-web.ts';
import { useTestApi } from '../testing/test-api.ts';

const api = useTestApi();
// A copy of web/dist of the file's own, so a rebuild during the run takes nothing away.
const web = useBuiltWebCopy();

function product() {
  return createApp({ db: api.db, redis: api.redis, config: loadConfig({}), webRoot: web.root });
}

/** The script and the stylesheet every page loads, as index.html names them. */
function pageAssets(): { script: string; stylesheet: string } {
  const indexHtml = web.indexHtml;
  const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1];
  const stylesheet = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(indexHtml)?.[1];
  if (!script || !stylesheet) throw new Error(`index.html names no script or stylesheet:\n${indexHtml}`);
  return { script, stylesheet };
}

const builtFile = (urlPath: string) => readFileSync(join(web.root, urlPath));
const body = async (response: Response) => Buffer.from(await response.arrayBuffer());
const chromeAcceptEncoding = 'gzip, deflate, br, zstd';

describe('given a browser loading the page script and stylesheet', () => {
  it('when it accepts brotli, then it gets the brotli file, far smaller, that unpacks to the built file, cached for good', async () => {
    for (const [path, contentType] of [
      [pageAssets().script, 'text/javascript; charset=utf-8'],
      [pageAssets().stylesheet, 'text/css; charset=utf-8'],
    ] as const) {
      const response = await product().request(path, { headers: { 'Accept-Encoding': chromeAcceptEncoding } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(contentType);
      expect(response.headers.get('content-encoding'), path).toBe('br');
      expect(response.headers.get('vary'), path).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      const sent = await body(response);
      expect(brotliDecompressSync(sent).equals(builtFile(path)), path).toBe(true);
      expect(sent.length, path).toBeLessThan(builtFile(path).length * 0.5);
    }
  });

  it('when it accepts gzip but not brotli, then it gets the gzip file', async () => {
    const { script } = pageAssets();
    const response = await product().request(script, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(await body(response)).equals(builtFile(script))).toBe(true);
  });

  it('when it accepts no compression, then it gets the file as built, and caches are told the answer depends on Accept-Encoding', async () => {
    const { script } = pageAssets();
    const response = await product().request(script);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect((await body(response)).equals(builtFile(script))).toBe(true);
  });
});

describe('given the pages of the product', () => {
  it('when /, /register, /login (any account view, named in its query) or /authlink is opened, then the app answers 200 and is always revalidated', async () => {
    const accountViews = ['/login?view=results&q=Ada&sort=wpm&pages=2', '/login?result=0b7d3c1e-5a2f-4e8b-9c6d-1f2e3a4b5c6d', '/login?view=settings'];
    for (const path of ['/', '/register', '/login', '/login/', ...accountViews, '/authlink?mode=resetPassword&oobCode=x']) {
      const response = await product().request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=UTF-8');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toBe(path === '/' ? builtFile('/landing.en.html').toString() : web.indexHtml);
    }
  });

  it('when / is opened, then the landing page prerendered in the visitor’s language answers, compressed; its other views are the app', async () => {
    const swedish = await product().request('/', { headers: { 'Accept-Language': 'sv-SE,sv;q=0.9,en;q=0.8' } });
    expect(await swedish.text()).toBe(builtFile('/landing.sv.html').toString());
    expect(swedish.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    // The visitor's choice (the header's switch) goes before the browser's languages, as in the app.
    const chosen = await product().request('/', { headers: { 'Accept-Language': 'sv', Cookie: 'language=en' } });
    expect(await chosen.text()).toBe(builtFile('/landing.en.html').toString());
    const compressed = await product().request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await body(compressed)).equals(builtFile('/landing.en.html'))).toBe(true);
    expect(await (await product().request('/?view=demo')).text()).toBe(web.indexHtml);
  });

  it('when an applicant link (any other single segment) is opened, then the applicant’s own light page answers 200, always revalidated', async () => {
    const applicantHtml = readFileSync(join(web.root, 'applicant.html'), 'utf8');
    expect(applicantHtml).not.toBe(web.indexHtml);
    for (const link of ['/acmecorp?code=abc123', '/acmecorp/', '/applicant.html', '/login2?code=x']) {
      const response = await product().request(link);
      expect(response.status, link).toBe(200);
      expect(response.headers.get('cache-control'), link).toBe('no-cache');
      expect(await response.text(), link).toBe(applicantHtml);
    }
  });

  it("when a company's public link (/apply/{token}) is opened, then the app's page answers 200, and /apply alone or with more segments is no route", async () => {
    const response = await product().request('/apply/Xq3_9-abcDEFghiJKLmn');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(web.indexHtml);
    for (const path of ['/apply/Xq3_9-abcDEFghiJKLmn/more', '/apply/a.b']) expect((await product().request(path)).status, path).toBe(404);
  });

  it('when a shared result (/shared/{token}) is opened, then the app answers 200, tells search engines to keep out and browsers to send no referrer on', async () => {
    const response = await product().request(`/shared/${'Ab3_-'.repeat(8)}abc`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(web.indexHtml);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    // The token is in the address: a link followed from the page must not carry it away.
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await product().request('/shared/abc/more')).status).toBe(404);
  });

  it('when a path that is no route is opened, then the app answers 404, so the screen and the status both say not found', async () => {
    // An account view is a query of /login, never a path under it (web/src/features/account/account-view.ts).
    for (const path of ['/a/b', '/login/extra', '/login/results?q=Ada', '/acmecorp/results?code=abc123', '/register/step/2']) {
      const response = await product().request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=UTF-8');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toBe(web.indexHtml);
    }
  });

  it('when a missing file under /assets is asked for, then a plain 404, never the app (a script tag would run HTML as code)', async () => {
    for (const path of ['/assets/missing.js', '/assets/missing.css', '/assets/', '/assets/deeper/missing.js']) {
      const response = await product().request(path, { headers: { 'Accept-Encoding': chromeAcceptEncoding } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('text/plain; charset=UTF-8');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).not.toContain('<');
    }
  });

  it('when /index.html is opened, then it goes to the main page', async () => {
    const response = await product().request('/index.html');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('given a search engine', () => {
  it('when it reads /robots.txt, then it may index the landing page and nothing else: no applicant link, no account page', async () => {
    const response = await product().request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const rules = (await response.text()).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual(['User-agent: *', 'Allow: /$', 'Disallow: /']);
  });

  it('when it reaches any page but the landing page, then the answer says not to index it', async () => {
    const app = product();
    expect((await app.request('/')).headers.get('x-robots-tag')).toBeNull();
    for (const path of ['/acmecorp?code=abc123', '/login', '/register', '/authlink?mode=verifyEmail&oobCode=x', '/a/b']) {
      expect((await app.request(path)).headers.get('x-robots-tag'), path).toBe('noindex');
    }
  });
});

describe('given a browser asking for the icon', () => {
  it('when it asks for /favicon.ico, then it gets an icon file, not the app', async () => {
    const response = await product().request('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    // Every .ico starts with reserved 0, type 1 (icon).
    expect([...(await body(response)).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('when it asks for /favicon.svg, then it gets the SVG', async () => {
    const response = await product().request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await response.text()).toContain('<svg');
  });
});
