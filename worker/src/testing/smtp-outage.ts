import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export interface SmtpOutage {
  /** An smtp:// URL that reaches the server while it is up. */
  url: string;
  /** The server goes away: open connections are cut and new ones refused (ECONNREFUSED). */
  down(): Promise<void>;
  /** It is back, on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A port in front of a test SMTP server that can go down and come back, as a mail provider's does
 * in an outage: while down, nothing listens there.
 */
export async function startSmtpOutage(smtpUrl: string): Promise<SmtpOutage> {
  const target = new URL(smtpUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const up = async () => {
    const listening = createServer((client) => {
      const upstream = connect(Number(target.port), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    port = (listening.address() as AddressInfo).port;
    server = listening;
  };
  const down = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await up();
  return { url: `smtp://127.0.0.1:${port}`, up, down, close: down };
}
