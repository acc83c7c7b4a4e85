import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { minify, type Plugin } from 'vite';

/**
 * web/public/theme.js is copied as written, its comments included: every page loads it before
 * anything else, the applicant's too, whose JavaScript has a budget (80 KiB gzip,
 * docs/decisions/0015-applicant-page-of-its-own.md). Minified by the bundler's own minifier (Vite's `minify`, from rolldown)
 * after the copy and before vite-plugin-compression2 reads it: 1.2 KiB gzip became 0.5.
 */
export function minifyPublicScripts(names: readonly string[]): Plugin {
  let outDir = '';
  return {
    name: 'typetest:minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: `--outDir` may be absolute (server/src/main.int.test.ts builds into a temporary directory).
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      for (const name of names) {
        const path = join(outDir, name);
        const { code, errors } = await minify(name, await readFile(path, 'utf8'));
        if (errors.length > 0) this.error(`${name} does not minify: ${errors.map((error) => error.message).join('; ')}`);
        await writeFile(path, code);
      }
    },
  };
}
