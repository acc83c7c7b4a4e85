import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface FreezableProxy {
  /** `targetUrl` with its host and port swapped for the proxy's. */
  url: string;
  /** Stops forwarding in both directions; connections stay open and new ones are accepted. */
  freeze(): void;
  /** Forwards what was held, in order, and everything after it. */
  thaw(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a real server that can freeze: to its clients the server looks stuck
 * (as a SIGSTOPped Postgres, or a network dropping packets), while the server itself is untouched
 * and other tests keep using it.
 */
export async function startFreezableProxy(targetUrl: string): Promise<FreezableProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  const held: Array<() => void> = [];
  let frozen = false;
  const whenThawed = (action: () => void) => (frozen ? held.push(action) : action());

  const relay = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => whenThawed(() => to.write(chunk)));
    from.on('close', () => whenThawed(() => to.destroy()));
    from.on('error', () => {}); // the other side's close ends it
  };
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(targetUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as AddressInfo).port);

  return {
    url: proxied.toString(),
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const action of held.splice(0)) action();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
