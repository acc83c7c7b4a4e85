import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

/** The web app's sources: its pages (*.html) and public/, which the build copies as they are. */
const webSources = fileURLToPath(new URL('../../../web', import.meta.url));
const webDist = path.join(webSources, 'dist');

/** How long to wait for a build that is being written while the copy is taken. */
const settleTimeoutMs = 90_000;
/** vite-plugin-compression2's threshold in web/vite.config.ts: smaller files get no .br or .gz. */
const compressionThresholdBytes = 1024;
const retryPauseMs = 500;

export interface BuiltWeb {
  /** The copy's directory, to serve as `webRoot`. */
  readonly root: string;
  /** Its index.html. */
  readonly indexHtml: string;
}

/**
 * For a test file of what the server sends: a private copy of web/dist as `npm run build` left
 * it, taken before the tests and removed after them. The tests read the real build, but a
 * rebuild of web/dist by someone else during the run (Vite empties the folder first) can no
 * longer take files away from under them: the copy is only accepted once it is a whole build.
 */
export function useBuiltWebCopy(): BuiltWeb {
  let copy: { root: string; indexHtml: string } | undefined;
  let tempDir: string | undefined;

  beforeAll(async () => {
    if (!existsSync(webDist)) throw new Error('web/dist is missing: run `npm run build` before these tests (npm test does).');
    tempDir = await mkdtemp(path.join(tmpdir(), 'typetest-web-dist-'));
    copy = await copyWholeBuild(path.join(tempDir, 'dist'));
  });

  afterAll(async () => {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  const ready = () => {
    if (!copy) throw new Error('useBuiltWebCopy: used before its beforeAll ran');
    return copy;
  };
  return {
    get root() {
      return ready().root;
    },
    get indexHtml() {
      return ready().indexHtml;
    },
  };
}

/** Copies web/dist to `target` until a copy is a whole build no one wrote to meanwhile. */
async function copyWholeBuild(target: string): Promise<{ root: string; indexHtml: string }> {
  const deadline = Date.now() + settleTimeoutMs;
  let problem = '';
  for (;;) {
    await rm(target, { recursive: true, force: true });
    try {
      const before = await listing(webDist);
      await cp(webDist, target, { recursive: true });
      const after = await listing(webDist);
      problem = before === after ? await incompleteness(target) : 'web/dist changed while it was copied';
      if (!problem) return { root: target, indexHtml: await readFile(path.join(target, 'index.html'), 'utf8') };
    } catch (error) {
      // A file listed, then removed by a rebuild before it was copied.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      problem = (error as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`no whole build in web/dist after ${settleTimeoutMs / 1000} s: ${problem}`);
    await sleep(retryPauseMs);
  }
}

/** Every file under `dir` with its size and modification time, one a line. */
async function listing(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const lines = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const { size, mtimeMs } = await stat(file);
        return `${path.relative(dir, file)} ${size} ${mtimeMs}`;
      }),
  );
  return lines.sort().join('\n');
}

/**
 * What a copy lacks to be a whole build ('' when nothing): each page the build makes (one per
 * web/*.html) and every file it names, the .br and .gz the build makes beside the app's script
 * and stylesheet (index.html's), and every file of web/public.
 */
async function incompleteness(root: string): Promise<string> {
  const pages = (await readdir(webSources)).filter((name) => name.endsWith('.html'));
  const needed: string[] = [...pages];
  for (const page of pages.filter((name) => existsSync(path.join(root, name)))) {
    const html = await readFile(path.join(root, page), 'utf8');
    needed.push(...[...html.matchAll(/(?:src|href)="\/([^"?#]+)"/g)].map((match) => match[1] ?? ''));
    if (page !== 'index.html') continue;
    // The app's own scripts and stylesheets have compressed copies, but for one under the
    // compression threshold (web/vite.config.ts: 1 KiB), which is served as it is.
    const own = [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="stylesheet"[^>]* href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    const compressed = own.filter((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).size >= compressionThresholdBytes);
    needed.push(...compressed.flatMap((file) => [`${file}.br`, `${file}.gz`]));
  }
  const webPublic = path.join(webSources, 'public');
  if (existsSync(webPublic)) needed.push(...(await readdir(webPublic, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name));
  const missing = needed.filter((file) => !existsSync(path.join(root, file)));
  return missing.length > 0 ? `missing ${missing.join(', ')}` : '';
}
