import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequestMails, contactRequestStream, requestContact, type MailboxAddress } from '@typetest/events';
import { commit } from '@typetest/events/store';
import { commitContactRequest, testOperatorEmail } from './testing/contact-request.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';

let harness: MailHarness;
beforeAll(async () => {
  harness = await startMailHarness();
  await harness.startWorker();
});
afterAll(async () => {
  await harness?.close();
});

/** Where the operators' "Reply" goes: every address of the Reply-To header as received. */
function replyAddresses(mail: ParsedMail): string[] {
  const header = mail.headerLines.filter((line) => line.key === 'reply-to');
  if (header.length === 0) return [];
  return (mail.replyTo?.value ?? []).flatMap((entry) => [entry.address ?? '', ...(entry.group ?? []).map((member) => member.address ?? '')]);
}

/** Header lines other than Subject (which shows what the visitor typed) that name the third party. */
const headersNaming = (mail: ParsedMail, address: string) =>
  mail.headerLines.filter((line) => line.key !== 'subject' && line.line.toLowerCase().includes(address)).map((line) => line.line);

const hostileAddresses = [
  ['a list', 'ada@shop.example, third@party.example'],
  ['a group', 'undisclosed:ada@shop.example,third@party.example;'],
  ['a display name', '"Boss" <third@party.example>'],
  ['a comment', 'ada@shop.example (third@party.example)'],
  ['a CRLF pair', 'ada@shop.example\r\nBcc: third@party.example'],
  ['a CRLF pair with a second address', 'ada@shop.example\r\n third@party.example'],
] as const;

describe("the Reply-To of the operators' mail", () => {
  it('given a visitor types one plain address, then replying goes to exactly that address', async () => {
    await commitContactRequest(harness.db, { contactMethod: 'email', email: 'ada@shop.example', phoneNumber: '', details: 'plain-address' });

    const mail = await harness.smtp.waitForMail((received) => (received.text ?? '').includes('plain-address'));
    expect(replyAddresses(mail)).toEqual(['ada@shop.example']);
    expect(mail.replyTo?.value).toEqual([{ address: 'ada@shop.example', name: '' }]);
  });

  it.each(hostileAddresses)('given a visitor types %s as the address, then the mail has no Reply-To and no header names anyone else', async (_what, email) => {
    const marker = `hostile-${_what.replaceAll(' ', '-')}.`;
    await commitContactRequest(harness.db, { contactMethod: 'email', email, phoneNumber: '', details: marker });

    const mail = await harness.smtp.waitForMail((received) => (received.text ?? '').includes(marker));
    expect(replyAddresses(mail)).toEqual([]);
    expect(headersNaming(mail, 'third@party.example')).toEqual([]);
    expect(mail.to).toMatchObject({ value: [{ address: testOperatorEmail }] });
    expect(mail.cc).toBeUndefined();
    expect(mail.bcc).toBeUndefined();
  });

  it.each(hostileAddresses)('given an outbox mail stored with %s as its reply-to (before addresses were checked), then it is sent with no Reply-To', async (_what, replyTo) => {
    const marker = `stored-${_what.replaceAll(' ', '-')}.`;
    const contactRequestId = crypto.randomUUID();
    await commit(harness.db, {
      streamId: contactRequestStream(contactRequestId),
      expectedVersion: 0,
      events: [requestContact({ contactMethod: 'email', email: 'ada@shop.example', phoneNumber: '', details: marker }, contactRequestId)],
      metadata: { actor: 'visitor' },
      // What an outbox row written before the check holds: the visitor's text as it was typed.
      mails: (recorded) => contactRequestMails(recorded, testOperatorEmail).map((mail) => ({ ...mail, replyTo: replyTo as MailboxAddress })),
    });

    const mail = await harness.smtp.waitForMail((received) => (received.text ?? '').includes(marker));
    expect(replyAddresses(mail)).toEqual([]);
    expect(headersNaming(mail, 'third@party.example')).toEqual([]);
  });
});
