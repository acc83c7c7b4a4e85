import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built SPA from web/dist and answers under /api on the same origin. In
// development the Vite server stands in for the SPA half and hands /api to a locally running API.
const api = { '/api': 'http://localhost:3000' };

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: api },
  preview: { proxy: api },
});
