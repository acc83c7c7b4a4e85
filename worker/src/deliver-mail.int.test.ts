import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commitContactRequest, requestByEmail } from './testing/contact-request.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { waitUntil } from './testing/wait-until.ts';

let harness: MailHarness;
beforeAll(async () => {
  // A retry waits 0.5 to 1 s: long enough to look at the row between two attempts.
  harness = await startMailHarness({ env: { MAIL_BACKOFF_MS: '1000' } });
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

const withMarker = (marker: string) => (mail: ParsedMail) => (mail.text ?? '').includes(marker);

/** The Postgres sessions of this test's database that sit in an open transaction, with their last statement. */
async function openTransactions(): Promise<{ pid: number; query: string }[]> {
  const { rows } = await sql<{ pid: number; query: string }>`
    SELECT pid, query FROM pg_stat_activity
    WHERE datname = current_database() AND state = 'idle in transaction' AND pid <> pg_backend_pid()
  `.execute(harness.db);
  return rows;
}

/**
 * The sender's open transaction: the one whose last statement stamped a mail's `sent_at`. The
 * relay's poll (relay.ts) may sit in a transaction of its own at that moment, between its claim
 * of pending mails and its commit; that one is not the sender's.
 */
async function sendersTransaction(): Promise<{ pid: number; query: string } | undefined> {
  return (await openTransactions()).find((transaction) => transaction.query.includes('"sent_at"'));
}

describe('sending one outbox mail', () => {
  it('given the SMTP server has the mail and has not answered, then the sender has already written it sent: after the OK only the commit is left', async () => {
    harness.smtp.delayNext(1, 1500);
    const id = await commitContactRequest(harness.db, requestByEmail('answer-pending'));
    await waitUntil('the server holds the mail', async () => harness.smtp.heldAnswers() === 1);

    const sender = await sendersTransaction();
    expect(sender?.query).toMatch(/^update "mail_outbox" set "status" = \$1/);

    await harness.smtp.waitForMail(withMarker('answer-pending'));
    expect(await outboxStatus(id, 'sent')).toMatchObject({ attempts: 1, lastError: null });
  });

  it('given the SMTP server says "try later" once, then the failed attempt is recorded, not marked sent, and the retry sends the mail with the same Message-ID', async () => {
    harness.smtp.refuseNext(1, 451);
    const id = await commitContactRequest(harness.db, requestByEmail('refused-then-sent'));

    const afterFailure = await waitUntil('the failed attempt is recorded', async () => {
      const mail = await harness.outboxMail(id);
      return mail.attempts === 1 && mail;
    });
    expect(afterFailure).toMatchObject({ status: 'queued', sentAt: null, lastError: expect.stringContaining('451') });

    const delivered = await harness.smtp.waitForMail(withMarker('refused-then-sent'));
    expect(await outboxStatus(id, 'sent')).toMatchObject({ attempts: 2, sentAt: expect.any(Date) });
    const [refused] = harness.smtp.refusedMails.filter(withMarker('refused-then-sent'));
    expect(refused?.messageId).toBeDefined();
    expect(delivered.messageId).toBe(refused?.messageId);
  });

  it("given Postgres drops the sender's connection after the SMTP server has the mail, then the mail goes out again with the same Message-ID and its row ends sent", async () => {
    harness.smtp.delayNext(1, 1000);
    const id = await commitContactRequest(harness.db, requestByEmail('commit-lost'));
    await waitUntil('the server holds the mail', async () => harness.smtp.heldAnswers() === 1);
    const sender = await sendersTransaction();
    if (!sender) throw new Error('No sender transaction is open');

    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await sql`SELECT pg_terminate_backend(${sender.pid})`.execute(harness.db);

    await waitUntil('the mail arrived twice', async () => harness.mailsWith('commit-lost').length === 2);
    // The lost attempt was rolled back with its transaction: the row counts one attempt, the one committed.
    expect(await outboxStatus(id, 'sent')).toMatchObject({ attempts: 1, lastError: null });
    const [first, second] = harness.mailsWith('commit-lost');
    expect(first?.messageId).toMatch(/^<.+\.contactRequest@localhost>$/);
    expect(second?.messageId).toBe(first?.messageId);
    await harness.waitForQueueIdle();
    expect(harness.mailsWith('commit-lost')).toHaveLength(2);
    // The process lives on and says once what happened.
    expect(warnings.mock.calls.filter(([line]) => String(line).includes('connection lost while in use'))).toHaveLength(1);
    warnings.mockRestore();
  });
});
