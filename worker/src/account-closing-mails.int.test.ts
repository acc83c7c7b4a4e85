import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askToCloseAccount, byCompany, cancelClosingAccount, closeAccount, companyStream } from '@typetest/events';
import { commit } from '@typetest/events/store';
import { addressesOf } from '@typetest/platform/testing';
import { registerTestCompany, type TestCompany } from './testing/company-mails.ts';
import { testOperatorEmail } from './testing/contact-request.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { waitUntil } from './testing/wait-until.ts';

let harness: MailHarness;
beforeAll(async () => {
  harness = await startMailHarness({ env: { PUBLIC_URL: 'https://typetest.example' } });
});
afterAll(async () => {
  await harness?.close();
});

const metadataOf = (company: TestCompany) => byCompany(company.companyId, undefined);

/** The company's closing mails in the outbox, oldest first. */
const closingMails = (company: TestCompany) =>
  harness.db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'recipient', 'status'])
    .where('company_id', '=', company.companyId)
    .where('kind', 'in', ['accountClosingRequested', 'accountClosingCancelled'])
    .orderBy('created_at')
    .execute();

/** A company registered in Stockholm's time zone (its settings'), speaking `language`. */
async function companyInStockholm(marker: string, language: 'en' | 'sv') {
  const { company } = await registerTestCompany(harness.db, marker, language);
  await commit(harness.db, {
    streamId: companyStream(company.companyId),
    expectedVersion: company.version,
    events: [{ type: 'TimeZoneChanged', data: { companyId: company.companyId, timeZone: 'Europe/Stockholm' } }],
    metadata: metadataOf(company),
  });
  company.version += 1;
  return company;
}

// Half past eleven at night in UTC is already the next day in Stockholm: the mail says Stockholm's.
const closesAt = new Date('2026-12-28T23:30:00.000Z');

describe('account closing mails, before any worker runs', () => {
  it('given a company asked to close its account and its mail is still unsent when the account closes, then the mail is cancelled: its row is gone', async () => {
    const company = await companyInStockholm('unsentclosing', 'en');
    await askToCloseAccount(harness.db, { companyId: company.companyId, closesAt: new Date(Date.now() - 1000), metadata: metadataOf(company), operatorEmail: testOperatorEmail });
    const [unsent] = await closingMails(company);
    expect(unsent).toMatchObject({ kind: 'accountClosingRequested', recipient: company.loginEmail, status: 'pending' });

    const closed = await closeAccount(harness.db, { companyId: company.companyId, now: new Date(), metadata: { actor: 'schedule:account-closing' } });

    expect(closed).toMatchObject({ outcome: 'done', cancelledMailIds: expect.arrayContaining([unsent!.id]) });
    expect(await closingMails(company)).toEqual([]);
  });
});

describe('account closing mails through the real sender', () => {
  beforeAll(async () => {
    await harness.startWorker();
  });

  const mailTo = (recipient: string, subject: string) => harness.smtp.waitForMail((mail) => mail.subject === subject && addressesOf(mail.to).includes(recipient));
  const sent = (id: string) => waitUntil(`mail ${id} is sent`, async () => (await harness.outboxMail(id)).status === 'sent');

  it('given a company in Stockholm asks to close its account, then exactly one mail goes to its login e-mail, saying the day in Stockholm and how to cancel', async () => {
    const company = await companyInStockholm('closing', 'en');

    const asked = await askToCloseAccount(harness.db, { companyId: company.companyId, closesAt, metadata: metadataOf(company), operatorEmail: testOperatorEmail });

    expect(asked.outcome).toBe('done');
    const rows = await closingMails(company);
    expect(rows.map(({ kind, recipient }) => `${kind} ${recipient}`)).toEqual(['accountClosingRequested closing@acme.example']);
    const mail = await mailTo('closing@acme.example', 'The account of Acme closing on Typetest is closing');
    expect(mail.text).toContain('It closes on 29 December 2026 (Europe/Stockholm).');
    expect(mail.text).toContain('log in and press "Cancel closing"');
    expect(mail.html).toContain('href="https://typetest.example/login"');
    await sent(rows[0]!.id);
  });

  it('given a Swedish company cancels the closing it asked for, then each step put exactly one mail to its login e-mail, in Swedish', async () => {
    const company = await companyInStockholm('angrar', 'sv');
    await askToCloseAccount(harness.db, { companyId: company.companyId, closesAt, metadata: metadataOf(company), operatorEmail: testOperatorEmail });

    const cancelled = await cancelClosingAccount(harness.db, { companyId: company.companyId, metadata: metadataOf(company), operatorEmail: testOperatorEmail });

    expect(cancelled.outcome).toBe('done');
    const rows = await closingMails(company);
    expect(rows.map(({ kind, recipient }) => `${kind} ${recipient}`)).toEqual(['accountClosingRequested angrar@acme.example', 'accountClosingCancelled angrar@acme.example']);
    const closing = await mailTo('angrar@acme.example', 'Kontot för Acme angrar på Typetest avslutas');
    expect(closing.text).toContain('Det avslutas den 29 december 2026 (Europe/Stockholm).');
    const stays = await mailTo('angrar@acme.example', 'Kontot för Acme angrar på Typetest fortsätter att vara öppet');
    expect(stays.text).toContain('Avslutet av Typetest-kontot för Acme angrar är ångrat.');
    await Promise.all(rows.map((row) => sent(row.id)));
  });

  it('given a refused request (already closing) or a refused cancel (nothing to cancel), then no mail', async () => {
    const company = await companyInStockholm('refused', 'en');
    const ask = () => askToCloseAccount(harness.db, { companyId: company.companyId, closesAt, metadata: metadataOf(company), operatorEmail: testOperatorEmail });
    const cancel = () => cancelClosingAccount(harness.db, { companyId: company.companyId, metadata: metadataOf(company), operatorEmail: testOperatorEmail });

    expect(await cancel()).toEqual({ outcome: 'refused', reason: 'notClosing' });
    await ask();
    expect(await ask()).toEqual({ outcome: 'refused', reason: 'alreadyClosing' });

    expect((await closingMails(company)).map((row) => row.kind)).toEqual(['accountClosingRequested']);
  });
});
