import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { Window } from 'happy-dom';
import { build, type Plugin, type Rollup } from 'vite';
import type { Language } from '@typetest/events/i18n/languages';

/** The prerendered landing page of each language, beside index.html; the server answers `/` with the visitor's (api/src/http/spa.ts). */
export const landingPageFile = (language: Language) => `landing.${language}.html`;

const languagesPrerendered: Language[] = ['en', 'sv'];

/** The module whose chunk is the landing route's code (web/src/app/routes.tsx). */
const landingModule = /\/features\/landing\/landing-page\.tsx$/;

/** The module whose chunk is a language's words (web/src/shared/i18n/page-words.ts): the page's own is preloaded. */
const wordsModule = (language: Language) => new RegExp(`/shared/i18n/page-words-${language}\\.ts$`);

/** The weights the landing page's first screen uses (web/src/shared/ui/fonts.css), latin subset, which holds å ä ö. */
const firstScreenFonts = /^assets\/inter-latin-(400|600)-normal-[^/]+\.woff2$/;

/**
 * After the app's build, `/` rendered to HTML in each language (docs/decisions/0070-landing-page-prerendered.md):
 * index.html with the landing page's markup in #root, its stylesheets inline (the app's and the
 * landing route's: the first paint waits for no request), the first screen's two fonts preloaded,
 * and the landing route's scripts named for preloading, so hydration waits for no chain of imports.
 * The page is rendered by web/src/prerender.tsx, built for Node with Vite into a temporary folder.
 */
export function prerenderLanding(): Plugin {
  let root = '';
  let logLevel: 'info' | 'warn' | 'error' | 'silent' = 'info';
  return {
    name: 'typetest:prerender-landing',
    apply: (config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      logLevel = config.logLevel ?? 'info';
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(root, 'dist');
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const landing = chunks.find((chunk) => chunk.facadeModuleId !== null && landingModule.test(chunk.facadeModuleId));
      if (!landing) throw new Error('The build has no chunk of the landing route (web/src/features/landing/landing-page.tsx).');

      // The landing chunk and every chunk it imports, with their stylesheets.
      const scripts = new Set<string>();
      const stylesheets = new Set<string>();
      const visit = (chunk: Rollup.OutputChunk) => {
        if (scripts.has(chunk.fileName)) return;
        scripts.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(css);
        for (const name of chunk.imports) {
          const imported = bundle[name];
          if (imported?.type === 'chunk') visit(imported);
        }
      };
      visit(landing);
      const fonts = Object.keys(bundle).filter((name) => firstScreenFonts.test(name));

      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const markup = await renderInNode(root, logLevel);
      for (const language of languagesPrerendered) {
        let html = indexHtml.replace('<html lang="en">', `<html lang="${language}">`);
        // The entry's stylesheets inline, where their links were.
        const linked = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g)];
        for (const [link, file] of linked) {
          if (!file) continue;
          html = html.replace(link, `<style>${await readFile(path.join(outDir, file), 'utf8')}</style>`);
          stylesheets.delete(file);
        }
        const words = chunks.find((chunk) => chunk.facadeModuleId !== null && wordsModule(language).test(chunk.facadeModuleId));
        if (!words) throw new Error(`The build has no chunk of the words in ${language} (web/src/shared/i18n/page-words-${language}.ts).`);
        const landingStyles = await Promise.all([...stylesheets].map((file) => readFile(path.join(outDir, file), 'utf8')));
        const preloads = [
          ...fonts.map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`),
          ...[...scripts, words.fileName].filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...landingStyles.map((css) => `<style>${css}</style>`),
        ];
        html = html.replace('</head>', `    ${preloads.join('\n    ')}\n  </head>`);
        // The page paints without its scripts: they are named in a <meta> and started by theme.js
        // once the first frame is painted (web/public/theme.js), so they never compete with what the
        // first paint needs on a slow line. The module scripts the build put in <head> go there too.
        const deferred: string[] = [];
        html = html.replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
          deferred.unshift(src);
          return '';
        });
        html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
          deferred.push(href);
          return '';
        });
        if (deferred.length === 0) throw new Error('index.html names no module script for the prerendered landing page.');
        html = html.replace('</head>', `  <meta name="typetest-scripts" content="${deferred.join(' ')}">\n  </head>`);
        const { page, description } = markup[language];
        // Search results show the description in the page's language, not index.html's English one.
        html = html.replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeAttribute(description)}" />`);
        html = html.replace('<div id="root"></div>', `<div id="root" data-prerendered="${language}">${page}</div>`);
        if (!html.includes(page)) throw new Error('index.html lacks <div id="root"></div> for the prerendered landing page.');
        await writeFile(path.join(outDir, landingPageFile(language)), html);
      }
    },
  };
}

type Markup = Record<Language, { page: string; description: string }>;

/** web/src/prerender.tsx built for Node, then run in a happy-dom window: a first visit, signed out, light theme. */
async function renderInNode(root: string, logLevel: 'info' | 'warn' | 'error' | 'silent'): Promise<Markup> {
  // Under node_modules, so Node finds react and the rest from there when it imports the build.
  const cache = path.join(root, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const outDir = await mkdtemp(path.join(cache, 'prerender-'));
  const window = new Window({ url: 'http://localhost/' });
  const globals = { window, document: window.document, navigator: window.navigator, localStorage: window.localStorage, sessionStorage: window.sessionStorage };
  const saved = Object.keys(globals).map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  try {
    await build({
      configFile: false,
      root,
      logLevel: logLevel === 'info' || logLevel === 'warn' ? 'error' : logLevel,
      plugins: [react()],
      // The workspace's own packages are TypeScript source: bundled, not imported by Node.
      ssr: { noExternal: [/^@typetest\//] },
      build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'prerender.mjs' } } },
    });
    for (const [name, value] of Object.entries(globals)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
    const { renderLanding, landingDescription } = (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as typeof import('./src/prerender.tsx');
    const markup = {} as Markup;
    // One at a time: the page's language and translator are module state, set by each render.
    for (const language of languagesPrerendered) markup[language] = { page: await renderLanding(language), description: await landingDescription(language) };
    return markup;
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    await window.happyDOM.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
