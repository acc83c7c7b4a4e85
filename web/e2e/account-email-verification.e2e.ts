import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany, type TestCompany } from './support/account-company.ts';
import { linkIn, mailTo } from './support/account-mail.ts';
import { logInInBrowser, loginHeading, openAccountAs, startSignedOut, toast, welcomeHeading } from './support/account-page.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

const unverifiedNotice = (page: Page, company: TestCompany) => page.getByText(`Your e-mail address ${company.loginEmail} is not verified yet.`, { exact: false });

/** Signs in, asks for the verification mail again from the menu's notice, and answers the mail's /login?vc= link. */
async function verificationLinkSentAgain(company: TestCompany): Promise<string> {
  const page = e2e.page;
  await openAccountAs(page, e2e.product, company);
  await unverifiedNotice(page, company).waitFor();
  await page.getByRole('button', { name: 'Send the verification e-mail again' }).click();
  await toast(page, `A verification e-mail is on its way to ${company.loginEmail}.`).waitFor();
  const mail = await mailTo(e2e.product, company.loginEmail, 'Verify your e-mail address for Typetest');
  return linkIn(mail, e2e.product, '/login');
}

describe('given a signed-in company whose e-mail is not verified', () => {
  it('when it opens the link of the verification mail sent again, then "E-mail verified!", the notice is gone and vc leaves the URL; opened again, "Your e-mail is already verified"', async () => {
    const company = await registerCompany(e2e.product);
    const link = await verificationLinkSentAgain(company);
    expect(new URL(link).searchParams.get('vc')).toBeTruthy();
    const page = e2e.page;

    await page.goto(link);
    await toast(page, 'E-mail verified!').waitFor();
    await welcomeHeading(page, company).waitFor();
    await page.waitForURL(`${e2e.product.url}/login`);
    await unverifiedNotice(page, company).waitFor({ state: 'detached' });

    await page.goto(link);
    await toast(page, 'Your e-mail is already verified').waitFor();
    await page.waitForURL(`${e2e.product.url}/login`);
  });
});

describe('given a signed-out company with a verification link', () => {
  it('when it opens the link, then it is told to log in first; once logged in, the e-mail is verified', async () => {
    const company = await registerCompany(e2e.product);
    const link = await verificationLinkSentAgain(company);
    const page = e2e.page;
    await page.getByRole('button', { name: 'Log out' }).click();
    await loginHeading(page).waitFor();

    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'You need to be logged in to verify your e-mail.' }).waitFor();
    await logInInBrowser(page, company.loginEmail, company.password);

    await toast(page, 'E-mail verified!').waitFor();
    await welcomeHeading(page, company).waitFor();
    await page.waitForURL(`${e2e.product.url}/login`);
    await unverifiedNotice(page, company).waitFor({ state: 'detached' });
  });
});

describe('given a verification link that is not this company’s', () => {
  it('when a signed-in company opens it, then "There was an issue verifying your e-mail." and vc leaves the URL', async () => {
    const company = await registerCompany(e2e.product);
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);

    await page.goto(`${e2e.product.url}/login?vc=made-up-code`);
    await toast(page, 'There was an issue verifying your e-mail.').waitFor();
    await page.waitForURL(`${e2e.product.url}/login`);
    await unverifiedNotice(page, company).waitFor();
  });
});
