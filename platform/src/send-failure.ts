import type { NodemailerError } from 'nodemailer';

export interface SendFailure {
  /** True when sending the same mail again would fail the same way. */
  permanent: boolean;
  /** What went wrong in full, for the outbox row's last_error (operators read it). */
  message: string;
  /** What went wrong without any address in it: safe to put into Redis and logs. */
  summary: string;
}

function asNodemailerError(error: unknown): NodemailerError {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Sorts a failed send into permanent and transient. The server's reply decides when there is one:
 * 5xx is permanent (bad or unknown address, refused), 4xx transient (try later; nodemailer counts
 * 503 "bad sequence" as transient too). Without a reply, an address nodemailer itself refuses
 * (EENVELOPE) is permanent; anything else (connection refused, timeouts, DNS) is transient.
 */
export function classifySendFailure(thrown: unknown): SendFailure {
  const error = asNodemailerError(thrown);
  if (typeof error.responseCode === 'number') {
    const code = error.responseCode;
    const permanent = error.permanent ?? (code >= 500 && code < 600 && code !== 503);
    return { permanent, message: error.message, summary: `SMTP server replied ${code} (${permanent ? 'permanent' : 'transient'})` };
  }
  if (error.code === 'EENVELOPE') {
    return { permanent: true, message: error.message, summary: 'recipient address refused (EENVELOPE, permanent)' };
  }
  // Which connection failed and how ("connect ECONNREFUSED 127.0.0.1:25"): the message, without any address in it.
  const how = error.message.split('\n')[0]?.replace(/[^\s<>@]+@[^\s<>@]+/g, '<address>');
  return { permanent: false, message: error.message, summary: `${error.code ?? error.name}: ${how} (transient)` };
}
