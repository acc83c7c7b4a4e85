import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { asMailboxAddress } from '@typetest/events';
import { commitCompanyMail, registerTestCompany } from './testing/company-mails.ts';
import { testOperatorEmail } from './testing/contact-request.ts';
import { startMailHarness, type MailHarness } from './testing/mail-harness.ts';
import { addressesOf } from '@typetest/platform/testing';
import { waitUntil } from './testing/wait-until.ts';

let harness: MailHarness;
beforeAll(async () => {
  harness = await startMailHarness({ env: { PUBLIC_URL: 'https://typetest.example' } });
  await harness.startWorker();
});
afterAll(async () => {
  await harness?.close();
});

const mailTo = (recipient: string, subject: string) => harness.smtp.waitForMail((mail) => mail.subject === subject && addressesOf(mail.to).includes(recipient));

const sent = (id: string) => waitUntil(`mail ${id} is sent`, async () => (await harness.outboxMail(id)).status === 'sent');

/** The link is in the plain text in full, and behind the HTML's button (its `&` escaped). */
function expectLink(mail: ParsedMail, link: string) {
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
}

describe('account mails through the real sender', () => {
  it('given a company registers, then its login e-mail gets the welcome mail with the verification link', async () => {
    const { company, welcomeId } = await registerTestCompany(harness.db, 'welcome');

    const mail = await mailTo('welcome@acme.example', 'Welcome to Typetest, Acme welcome');
    expectLink(mail, 'https://typetest.example/authlink?mode=verifyEmail&oobCode=welcome-welcome');
    // No link to the company's address alone (it shows "invalid"): applicants use their personal links.
    expect(mail.text).toContain('Applicants take your typing test through a personal link each');
    expect(mail.text).not.toContain(`https://typetest.example/${company.textFolder}`);
    await sent(welcomeId);
  });

  it('given a company asks for the verification link again, then it gets the link to the login page', async () => {
    const { company } = await registerTestCompany(harness.db, 'verifyagain');

    const id = await commitCompanyMail(
      harness.db,
      company,
      { type: 'EmailVerificationRequested', data: { companyId: company.companyId, email: company.loginEmail } },
      { kind: 'emailVerification', recipient: company.loginEmail, payload: { companyName: company.companyName, email: company.loginEmail, verifyCode: 'vc-again' } },
    );

    const mail = await mailTo('verifyagain@acme.example', 'Verify your e-mail address for Typetest');
    expectLink(mail, 'https://typetest.example/login?vc=vc-again');
    await sent(id);
  });

  it('given a company forgot its password, then its login e-mail gets the reset link', async () => {
    const { company } = await registerTestCompany(harness.db, 'forgot');

    const id = await commitCompanyMail(
      harness.db,
      company,
      { type: 'PasswordResetRequested', data: { companyId: company.companyId, email: company.loginEmail } },
      { kind: 'passwordReset', recipient: company.loginEmail, payload: { companyName: company.companyName, email: company.loginEmail, resetCode: 'fpc-forgot' } },
    );

    const mail = await mailTo('forgot@acme.example', 'Reset your Typetest password');
    expectLink(mail, 'https://typetest.example/login?fpc=fpc-forgot');
    await sent(id);
  });

  it('given a company changes its login e-mail, then the old address gets the link that restores it', async () => {
    const { company } = await registerTestCompany(harness.db, 'changed');
    const previousEmail = company.loginEmail;

    const id = await commitCompanyMail(
      harness.db,
      company,
      { type: 'LoginEmailChanged', data: { companyId: company.companyId, previousEmail, loginEmail: 'new-changed@acme.example', reason: 'changedInSettings' } },
      {
        kind: 'loginEmailChanged',
        recipient: previousEmail,
        payload: { companyName: company.companyName, previousEmail, loginEmail: 'new-changed@acme.example', recoverCode: 'recover-changed' },
      },
    );

    const mail = await mailTo('changed@acme.example', 'The login e-mail of Acme changed was changed');
    expectLink(mail, 'https://typetest.example/authlink?mode=recoverEmail&oobCode=recover-changed');
    expect(mail.text).toContain('to new-changed@acme.example');
    await sent(id);
  });

  it('given a company contacts support, then the operators get its message, and replying answers the company', async () => {
    const { company } = await registerTestCompany(harness.db, 'support');

    const id = await commitCompanyMail(
      harness.db,
      company,
      { type: 'SupportRequested', data: { companyId: company.companyId, title: 'Invoices', details: 'Line one\nLine two', contactMethod: 'email', email: company.loginEmail } },
      {
        kind: 'supportRequest',
        recipient: testOperatorEmail,
        replyTo: asMailboxAddress(company.loginEmail),
        payload: {
          companyId: company.companyId,
          companyName: company.companyName,
          contactName: company.contactName,
          loginEmail: company.loginEmail,
          title: 'Invoices',
          details: 'Line one\nLine two',
          requestedAt: new Date().toISOString(),
        },
      },
    );

    const mail = await mailTo(testOperatorEmail, 'Support request from Acme support: Invoices');
    expect(addressesOf(mail.replyTo)).toEqual(['support@acme.example']);
    expect(mail.text).toContain(`Company id: ${company.companyId}`);
    expect(mail.text).toContain('Line one\nLine two');
    await sent(id);
  });
});
