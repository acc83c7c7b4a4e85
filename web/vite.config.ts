import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { applicantChunks } from './applicant-chunks.ts';
import { minifyPublicScripts } from './minify-public-scripts.ts';
import { prerenderLanding } from './prerender-plugin.ts';

// The API serves the built SPA from web/dist and answers under /api on the same origin. In
// development the Vite server stands in for the SPA half and hands /api to a locally running API.
const api = { '/api': 'http://localhost:3000' };
const chunks = applicantChunks({ app: 'src/main.tsx', applicant: 'src/applicant-main.tsx' });

export default defineConfig({
  plugins: [
    react(),
    chunks.plugin,
    // A .br and a .gz beside every script and stylesheet, made once at build time at the
    // strongest setting; the API sends the one the browser accepts (api/src/http/spa.ts).
    // Files under 1 KiB fit in a packet as they are; index.html is answered from memory.
    // landing.en.html and landing.sv.html: `/` rendered at build time (docs/decisions/0070-landing-page-prerendered.md).
    prerenderLanding(),
    minifyPublicScripts(['theme.js']),
    compression({ include: /\.(js|css|svg)$/, threshold: 1024, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Two pages: the app, and the applicant's own light page, which the server answers
    // applicant links with (api/src/http/spa.ts).
    // No report of how long plugins took: on a busy machine it fills `npm start`'s first screen
    // (its build runs with --logLevel warn, so real warnings and errors still show).
    rollupOptions: {
      input: { app: 'index.html', applicant: 'applicant.html' },
      checks: { bundlerTimings: false },
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunks.groups } },
    },
    // No modulepreload polyfill: every browser the product supports preloads modules itself
    // (Chrome 66, Firefox 115, Safari 17), and one without it still loads every module through
    // its imports, a little later. It cost the applicant page 0.3 KiB gzip of its 80 KiB budget
    // (bench: "applicant page JavaScript").
    modulePreload: { polyfill: false },
  },
  server: { proxy: api },
  preview: { proxy: api },
});
