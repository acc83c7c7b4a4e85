import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every accepted mail, parsed, in the order it arrived. */
  mails: ParsedMail[];
  /** Every mail refused (refuseNext), parsed, in the order it arrived. */
  refusedMails: ParsedMail[];
  /** The first mail, received already or later, that matches; rejects after `timeoutMs`. */
  waitForMail(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Refuses the next `count` messages with this SMTP reply code (4xx: try later, 5xx: never), and the server's words (real ones often quote the address). */
  refuseNext(count: number, code?: number, message?: string): void;
  /**
   * Answers the next `count` messages only after `ms`: a slow server, for mails in flight. A
   * message whose client hangs up before the answer is not kept (the server never said OK).
   */
  delayNext(count: number, ms: number): void;
  /** Answers every message from now on at once: delays set up with delayNext and not used yet are dropped. */
  cancelDelays(): void;
  /** How many messages the server has received in full and not answered yet (delayNext). */
  heldAnswers(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (no TLS, any or no login) on a free port of 127.0.0.1.
 * The worker sends to it exactly as it would to Mailpit or a provider.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const mails: ParsedMail[] = [];
  const refusedMails: ParsedMail[] = [];
  const waiting = new Set<(mail: ParsedMail) => void>();
  const refusals: { code: number; message: string | undefined }[] = [];
  const delays: number[] = [];
  let held = 0;
  /** Connections (session ids) whose client went away, and what waits for one to go. */
  const hungUp = new Set<string>();
  const onHangUp = new Map<string, () => void>();

  /** Waits `ms` before answering; false when the client hung up before then. */
  async function holdAnswer(sessionId: string, ms: number): Promise<boolean> {
    if (hungUp.has(sessionId)) return false;
    held++;
    try {
      return await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(true), ms);
        onHangUp.set(sessionId, () => {
          clearTimeout(timer);
          resolve(false);
        });
      });
    } finally {
      onHangUp.delete(sessionId);
      held--;
    }
  }

  // Reads the whole message (smtp-server needs the stream consumed), then accepts or refuses it.
  async function receive(stream: Readable, sessionId: string): Promise<void> {
    const mail = await simpleParser(stream);
    const delay = delays.shift();
    if (delay !== undefined && !(await holdAnswer(sessionId, delay))) throw new Error('The client hung up before the answer');
    const refusal = refusals.shift();
    if (refusal !== undefined) {
      refusedMails.push(mail);
      const message = refusal.message ?? (refusal.code < 500 ? 'Mailbox busy, try again later' : 'Mailbox unavailable');
      throw Object.assign(new Error(message), { responseCode: refusal.code });
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
    onData(stream, session, callback) {
      receive(stream, session.id).then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    onClose(session) {
      hungUp.add(session.id);
      onHangUp.get(session.id)?.();
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
    refusedMails,
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
    refuseNext(count, code = 451, message) {
      for (let index = 0; index < count; index++) refusals.push({ code, message });
    },
    delayNext(count, ms) {
      for (let index = 0; index < count; index++) delays.push(ms);
    },
    cancelDelays() {
      delays.length = 0;
    },
    heldAnswers: () => held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The addresses of a received mail's To (or Reply-To) header, without their display names. */
export function addressesOf(field: ParsedMail['to'] | ParsedMail['replyTo']): (string | undefined)[] {
  return (Array.isArray(field) ? field : field ? [field] : []).flatMap((list) => list.value.map((address) => address.address));
}
