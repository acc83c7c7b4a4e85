import nodemailer from 'nodemailer';
import { classifySendFailure } from './send-failure.ts';

export type SmtpProbe = { reachable: true } | { reachable: false; problem: string };

/**
 * Whether the SMTP server takes connections now: connect, greet (and log in when SMTP_URL has a
 * user), quit, within `timeoutMs`. What went wrong is said as the sender logs it, with no address.
 */
export async function probeSmtp(smtpUrl: string, timeoutMs = 3000): Promise<SmtpProbe> {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  try {
    await transport.verify();
    return { reachable: true };
  } catch (error) {
    return { reachable: false, problem: classifySendFailure(error).summary };
  } finally {
    transport.close();
  }
}
