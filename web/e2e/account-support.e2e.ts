import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { mailTo } from './support/account-mail.ts';
import { openAccountAs, openFromMenu, startSignedOut, toast, welcomeHeading } from './support/account-page.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

/** The test product's OPERATOR_EMAIL. */
const operators = 'operators@typetest.test';

describe('given a signed-in company on Contact support', () => {
  it('when it sends a title and details, then "Submitted!" and "Your e-mail has been sent.", and the operators get the message with replies going to the company', async () => {
    const company = await registerCompany(e2e.product);
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Contact support');
    await page.getByText(`Replies will be sent to ${company.loginEmail}.`, { exact: true }).waitFor();

    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    const title = `Invoice question ${unique()}`;
    await page.getByLabel(/^Title/).fill(title);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/^Details/).fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/^Details/).fill('Can we get the invoice\nby e-mail instead?');
    await submit.click();

    await toast(page, 'Submitted!').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Your e-mail has been sent.' }).waitFor();

    const mail = await mailTo(e2e.product, operators, `Support request from ${company.companyName}: ${title}`);
    expect(mail.replyTo?.value.map((address) => address.address)).toEqual([company.loginEmail]);
    expect(mail.text).toContain('by e-mail instead?');

    await page.getByRole('button', { name: 'Back to My account' }).click();
    await welcomeHeading(page, company).waitFor();
  });
});
