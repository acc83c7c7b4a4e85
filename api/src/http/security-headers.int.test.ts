import { describe, expect, it } from 'vitest';
import { loadConfig } from '@typetest/platform';
import { createApp } from '../app.ts';
import { useBuiltWebCopy } from '../testing/built-web.ts';
import { useTestApi } from '../testing/test-api.ts';

const api = useTestApi();
// A copy of web/dist of the file's own, so a rebuild during the run takes nothing away.
const web = useBuiltWebCopy();

function product(env: Record<string, string> = {}) {
  return createApp({ db: api.db, redis: api.redis, config: loadConfig(env), webRoot: web.root });
}

/** The policy's directives by name, each with its sources. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('given the web app', () => {
  it('when a page is fetched, then its Content-Security-Policy lets only same-origin scripts run: no inline script, no eval', async () => {
    const response = await product().request('/');
    expect(directives(response.headers.get('content-security-policy'))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'font-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('when a file, an API answer or a missing page is fetched, then it carries the same policy', async () => {
    const app = product();
    const policy = (await app.request('/')).headers.get('content-security-policy');
    expect(policy).toContain("script-src 'self'");
    for (const path of ['/robots.txt', '/a/b', '/assets/missing.js', '/api/health']) {
      expect((await app.request(path)).headers.get('content-security-policy'), path).toBe(policy);
    }
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = (response: Response) => response.headers.get('strict-transport-security');

  it('given a request over https, then the browser is told to keep to https', async () => {
    expect(hsts(await product().request('https://typetest.example/'))).toBe('max-age=15552000; includeSubDomains');
  });

  it('given a request over plain http, then it is never sent', async () => {
    expect(hsts(await product().request('http://typetest.example/'))).toBeNull();
    expect(hsts(await product({ TRUST_PROXY: '1' }).request('http://typetest.example/'))).toBeNull();
  });

  it('given a trusted proxy that received https, then it is sent; a proxy that received http, then not', async () => {
    const app = product({ TRUST_PROXY: '1' });
    expect(hsts(await app.request('http://typetest.example/', { headers: { 'X-Forwarded-Proto': 'https' } }))).toBe('max-age=15552000; includeSubDomains');
    // Each proxy on the way appends what it received; the first is what the browser used.
    expect(hsts(await app.request('http://typetest.example/', { headers: { 'X-Forwarded-Proto': 'https, http' } }))).not.toBeNull();
    expect(hsts(await app.request('http://typetest.example/', { headers: { 'X-Forwarded-Proto': 'http' } }))).toBeNull();
  });

  it('given no trusted proxy, when a request over http claims X-Forwarded-Proto https, then it is not believed', async () => {
    const response = await product({ TRUST_PROXY: 'off' }).request('http://typetest.example/', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(hsts(response)).toBeNull();
  });
});
