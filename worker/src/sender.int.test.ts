import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryFailedMails } from '@typetest/events';
import { commitContactRequest, requestByEmail, testOperatorEmail } from './testing/contact-request.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { waitUntil } from './testing/wait-until.ts';

let harness: MailHarness;
beforeAll(async () => {
  harness = await startMailHarness(); // MAIL_BACKOFF_MS 20, up to 200
  await harness.startWorker();
});
afterAll(async () => {
  await harness?.close();
});

const outboxStatus = (id: string, status: string) =>
  waitUntil(`mail ${id} is ${status}`, async () => {
    const mail = await harness.outboxMail(id);
    return mail.status === status && mail;
  });

describe('the mail sender', () => {
  it('given a visitor asks to be contacted by e-mail, when the request is committed, then the operators get one mail they can answer', async () => {
    const id = await commitContactRequest(harness.db, requestByEmail('first-contact'));

    const mail = await harness.smtp.waitForMail((received) => (received.text ?? '').includes('first-contact'));
    expect(mail.to).toMatchObject({ value: [{ address: testOperatorEmail }] });
    expect(mail.replyTo?.value.map((address) => address.address)).toEqual(['ada@shop.example']);
    expect(mail.subject).toBe('Contact request: by e-mail from ada@shop.example');
    expect(mail.text).toContain('Please show us the typing test. (first-contact)');
    expect(mail.text).toContain('ada@shop.example');
    expect(mail.html).toContain('Please show us the typing test. (first-contact)');
    expect(await outboxStatus(id, 'sent')).toMatchObject({ attempts: 1 });
    expect(harness.mailsWith('first-contact')).toHaveLength(1);
  });

  it('given a visitor asks to be called and gives no address, then the subject names the number and there is no reply-to', async () => {
    const id = await commitContactRequest(harness.db, { contactMethod: 'phone', email: '', phoneNumber: '+46 70 123 45 67', details: 'by-phone' });

    const mail = await harness.smtp.waitForMail((received) => (received.text ?? '').includes('by-phone'));
    expect(mail.subject).toBe('Contact request: by phone from +46 70 123 45 67');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('+46 70 123 45 67');
    await outboxStatus(id, 'sent');
  });

  it('given the SMTP server says "try later" (451) once, then the mail is sent on the next attempt, once', async () => {
    harness.smtp.refuseNext(1, 451);
    const id = await commitContactRequest(harness.db, requestByEmail('busy-server'));

    const sent = await outboxStatus(id, 'sent');
    expect(sent.attempts).toBe(2);
    expect(sent.lastError).toContain('451');
    await harness.waitForQueueIdle();
    expect(harness.mailsWith('busy-server')).toHaveLength(1);
  });

  it('given the SMTP server refuses the mail for good (550), then it is not retried and is marked failed; an operator retry then sends it', async () => {
    harness.smtp.refuseNext(1, 550);
    const id = await commitContactRequest(harness.db, requestByEmail('refused-for-good'));

    // A retry would succeed (only one refusal is set up) and leave the mail sent: failed proves none happened.
    const failed = await outboxStatus(id, 'failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('550');
    await harness.waitForQueueIdle();
    expect(harness.mailsWith('refused-for-good')).toHaveLength(0);

    expect(await retryFailedMails(harness.db, { ids: [id] })).toEqual([id]);

    await harness.smtp.waitForMail((received) => (received.text ?? '').includes('refused-for-good'));
    expect(await outboxStatus(id, 'sent')).toMatchObject({ attempts: 1 });
    await harness.waitForQueueIdle();
    expect(harness.mailsWith('refused-for-good')).toHaveLength(1);
  });

  it('given a recipient that is no e-mail address, then the mail fails at once without reaching the server', async () => {
    const id = await commitContactRequest(harness.db, requestByEmail('no-address'), 'operators-without-domain');

    const failed = await outboxStatus(id, 'failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/recipient/i);
  });

  it('given a sent mail, when operators retry failed mails, then it is not sent again', async () => {
    const id = await commitContactRequest(harness.db, requestByEmail('sent-once'));
    await outboxStatus(id, 'sent');

    expect(await retryFailedMails(harness.db, { ids: [id] })).toEqual([]);
    expect(await retryFailedMails(harness.db, 'all')).not.toContain(id);

    // The relay works in outbox order: once a later mail is out, a wrongly re-queued one would be too.
    const later = await commitContactRequest(harness.db, requestByEmail('after-the-retry'));
    await outboxStatus(later, 'sent');
    await harness.waitForQueueIdle();
    expect(harness.mailsWith('sent-once')).toHaveLength(1);
    expect(await harness.outboxMail(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
