import type { ParsedMail } from 'mailparser';
import type { TestProduct } from './product.ts';

/** Mails the account page causes, as the test SMTP server received them. */

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((entry) => entry.address ?? ''));
}

/** The first mail to `address` whose subject starts with `subject`. */
export function mailTo(product: TestProduct, address: string, subject: string, timeoutMs = 15_000): Promise<ParsedMail> {
  return product.mailbox.waitForMail((mail) => recipients(mail).includes(address) && (mail.subject ?? '').startsWith(subject), timeoutMs);
}

/** Every mail to `address` received so far. */
export function mailsTo(product: TestProduct, address: string): ParsedMail[] {
  return product.mailbox.messages.filter((mail) => recipients(mail).includes(address));
}

/**
 * The mail's link whose path is `path` (e.g. "/login"), moved to the running product: mails link
 * to PUBLIC_URL, and the test product listens on a port of its own.
 */
export function linkIn(mail: ParsedMail, product: TestProduct, path: string): string {
  const html = typeof mail.html === 'string' ? mail.html : '';
  for (const [, href = ''] of html.matchAll(/href="([^"]+)"/g)) {
    const url = new URL(href.replaceAll('&amp;', '&'));
    if (url.pathname === path) return `${product.url}${url.pathname}${url.search}`;
  }
  throw new Error(`no ${path} link in the mail "${mail.subject ?? ''}"`);
}
