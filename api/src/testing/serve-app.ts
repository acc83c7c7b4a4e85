import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface ServedApp {
  url: string;
  close(): Promise<void>;
}

/** Serves an app over real HTTP on a free port of 127.0.0.1, as `npm start` would. */
export async function serveOnFreePort(app: { fetch: Parameters<typeof serve>[0]['fetch'] }): Promise<ServedApp> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

/** A client of a served app with the app's own `request` (paths only), so the tests' helpers speak to it over real HTTP. */
export const overHttp = (served: ServedApp) => ({
  request: (input: RequestInfo | URL, init?: RequestInit) => fetch(typeof input === 'string' ? `${served.url}${input}` : input, init),
});
