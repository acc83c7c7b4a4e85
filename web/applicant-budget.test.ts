import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The applicant's page loads at most 80 KiB of JavaScript, gzipped
 * (docs/decisions/0015-applicant-page-of-its-own.md). Read from the build `npm test` makes before
 * it runs the tests: the scripts applicant.html names and every module they import statically,
 * each gzipped at the strongest level, as the build's .gz files are. What is imported lazily (the
 * other language's words) is not counted: an applicant loads it only when the page changes
 * language. `npm run bench` measures the same in Chromium, from the link to test 1/3.
 */
const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const budget = 80 * 1024;

/** The file `name` in web/dist and every script it imports statically, all the way down. */
function scriptsFrom(names: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const waiting = [...names];
  for (let name = waiting.pop(); name !== undefined; name = waiting.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(`${dist}${name}`, 'utf8');
    const folder = name.slice(0, name.lastIndexOf('/') + 1);
    // Static imports only: `import "./x.js"` and `from "./x.js"`, never `import("./x.js")`.
    for (const [, path] of code.matchAll(/(?:\bimport|\bfrom)\s*["']\.\/([^"']+\.js)["']/g)) waiting.push(`${folder}${String(path)}`);
  }
  return seen;
}

describe("the applicant's page", () => {
  it('loads at most 80 KiB of JavaScript, gzipped, before its first test', () => {
    // Given the built applicant page
    expect(existsSync(`${dist}applicant.html`), 'web/dist/applicant.html is missing: run `npm run build` first').toBe(true);
    const html = readFileSync(`${dist}applicant.html`, 'utf8');
    const named = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map(([, src]) => String(src));

    // When its scripts and their static imports are gzipped, as the server sends them
    const scripts = scriptsFrom(named);
    const gzipped = [...scripts].map((name) => ({ name, bytes: gzipSync(readFileSync(`${dist}${name}`), { level: 9 }).length }));
    const total = gzipped.reduce((sum, { bytes }) => sum + bytes, 0);

    // Then the entry and the blocking theme script are among them, and together they fit the budget
    expect(named).toContain('theme.js');
    expect(named.some((name) => /^assets\/applicant-[\w-]+\.js$/.test(name))).toBe(true);
    const listing = gzipped.map(({ name, bytes }) => `${name}: ${(bytes / 1024).toFixed(2)} KiB`).join(', ');
    expect(total, `${(total / 1024).toFixed(2)} KiB gzip (${listing})`).toBeLessThanOrEqual(budget);
  });
});
