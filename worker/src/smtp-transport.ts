import nodemailer from 'nodemailer';

/**
 * A pooled SMTP transport from SMTP_URL: connections kept open and reused, so a burst of mails
 * does not open one connection each. As many as mails are sent at once (`connections`,
 * MAIL_CONCURRENCY): with fewer (nodemailer's default is 5), a sender holds its outbox row and its
 * Postgres connection while its mail waits for a free one. The timeouts bound how long a sender
 * holds its outbox row while a server does not answer.
 */
export function createSmtpTransport(smtpUrl: string, { connections = 5 }: { connections?: number } = {}) {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export type SmtpTransport = ReturnType<typeof createSmtpTransport>;

/**
 * The server SMTP_URL names, as `host:port` (nodemailer's default port when it gives none: 465
 * for smtps, else 587), for log lines: never its user or password.
 */
export function smtpServerOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `${url.hostname}:${port}`;
}
