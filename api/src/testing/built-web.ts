import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** web/dist as `npm run build` leaves it: tests of what the server sends read the real build. */
export function builtWebRoot(): string {
  const webRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url));
  if (!existsSync(webRoot)) throw new Error('web/dist is missing: run `npm run build` before these tests (npm test does).');
  return webRoot;
}
