import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every accepted mail, parsed, in the order it arrived. */
  mails: ParsedMail[];
  /** The first mail, received already or later, that matches; rejects after `timeoutMs`. */
  waitForMail(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Refuses the next `count` messages with this SMTP reply code (4xx: try later, 5xx: never). */
  refuseNext(count: number, code?: number): void;
  /** Answers the next `count` messages only after `ms`: a slow server, for mails in flight. */
  delayNext(count: number, ms: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (no TLS, any or no login) on a free port of 127.0.0.1.
 * The worker sends to it exactly as it would to Mailpit or a provider.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const mails: ParsedMail[] = [];
  const waiting = new Set<(mail: ParsedMail) => void>();
  const refusals: number[] = [];
  const delays: number[] = [];

  // Reads the whole message (smtp-server needs the stream consumed), then accepts or refuses it.
  async function receive(stream: Readable): Promise<void> {
    const mail = await simpleParser(stream);
    const delay = delays.shift();
    if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
    const refusal = refusals.shift();
    if (refusal !== undefined) {
      const message = refusal < 500 ? 'Mailbox busy, try again later' : 'Mailbox unavailable';
      throw Object.assign(new Error(message), { responseCode: refusal });
    }
    mails.push(mail);
    for (const notify of waiting) notify(mail);
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A client that keeps its pooled connection open must not hold up close() for long.
    closeTimeout: 1000,
    onData(stream, _session, callback) {
      receive(stream).then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // Errors of single connections (a client going away) are part of testing, not a failure.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(predicate, timeoutMs = 10_000) {
      const found = mails.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const notify = (mail: ParsedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiting.delete(notify);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.delete(notify);
          const seen = mails.map((mail) => JSON.stringify(mail.subject ?? '')).join(', ') || 'none';
          reject(new Error(`No matching mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiting.add(notify);
      });
    },
    refuseNext(count, code = 451) {
      for (let index = 0; index < count; index++) refusals.push(code);
    },
    delayNext(count, ms) {
      for (let index = 0; index < count; index++) delays.push(ms);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
