import type { MailText } from './mail-i18n.ts';
import { oneLine, unlinkable } from './mail-parts.tsx';

/** Longer company names are cut in the sender's name: mail clients show a short one, and it must stay the product's. */
const companyNameInSender = 40;

/**
 * The From of a mail: MAIL_FROM as configured, or, for a mail the product sends for a company (an
 * invitation), MAIL_FROM's address with the company's name and the product's beside it ("Acme AB via
 * Typetest", in the words of `text`, the recipient's), never the company's text alone: the recipient
 * sees who invited them and who sent it (docs/decisions/0067-the-company-s-brand-in-invitations.md).
 */
export function senderOf(mailFrom: string, onBehalfOf: string | undefined, text: MailText): string | { name: string; address: string } {
  if (onBehalfOf === undefined) return mailFrom;
  const parsed = /^\s*(?:"([^"]*)"|([^<"]*?))\s*<([^<>\s]+)>\s*$/.exec(mailFrom);
  const address = parsed?.[3] ?? mailFrom.trim();
  const sender = (parsed?.[1] ?? parsed?.[2] ?? '').trim() || text('common.productName');
  const company = oneLine(onBehalfOf);
  const shown =
    [...company].length > companyNameInSender
      ? `${[...company]
          .slice(0, companyNameInSender - 1)
          .join('')
          .trimEnd()}…`
      : company;
  // An address or URL in the name would look like the sender's own address: made no address, as in the body.
  return { name: oneLine(text('common.senderFor', { sender, companyName: unlinkable(shown) })), address };
}
