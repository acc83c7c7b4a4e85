import { describe, expect, it } from 'vitest';
import { changeLoginEmail, companyOf, linkInMailTo, logIn, registerCompany } from './support/auth-link-accounts.ts';
import { expectAccessibleInBothThemes, expectFitsPhone, focusedText, openDialog } from './support/auth-link-screen.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser();

describe('given a company whose login e-mail was changed by someone else', () => {
  it('when the old address opens the recover link from its mail, then "Email reset!" shows, the button leads to /login, and the old address logs in again', async () => {
    const company = await registerCompany(e2e.product);
    const takenOver = `taken-over-${company.loginEmail}`;
    await changeLoginEmail(e2e.product, company, takenOver);
    expect((await logIn(e2e.product, company.loginEmail, company.password)).status).toBe(401);

    const link = await linkInMailTo(e2e.product, company.loginEmail, '/authlink?mode=recoverEmail&oobCode=');
    const page = e2e.page;
    await page.goto(`${e2e.product.url}${link}`);

    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Email reset!' }).waitFor();
    expect((await dialog.textContent())?.includes('Your e-mail was reset.')).toBe(true);
    await expect.poll(() => focusedText(page)).toBe('Take me to login page');
    expect(await page.getByRole('heading', { level: 1, name: 'Restore your e-mail' }).count()).toBe(1);
    await expectAccessibleInBothThemes(page);
    await expectFitsPhone(page);

    await dialog.getByRole('button', { name: 'Take me to login page' }).click();
    await page.waitForURL(`${e2e.product.url}/login`);

    expect((await logIn(e2e.product, company.loginEmail, company.password)).status).toBe(200);
    expect((await logIn(e2e.product, takenOver, company.password)).status).toBe(401);
  });
});

describe('given a company whose login and results e-mail were both moved by someone else', () => {
  it('when the old address opens the recover link, then "Email reset!" shows, the results e-mail of that moment is back, and the sign-in that moved them is over', async () => {
    const company = await registerCompany(e2e.product);
    const intruder = await changeLoginEmail(e2e.product, company, `taken-over-${company.loginEmail}`, { resultsEmail: `loot-${company.loginEmail}` });

    const link = await linkInMailTo(e2e.product, company.loginEmail, '/authlink?mode=recoverEmail&oobCode=');
    const page = e2e.page;
    await page.goto(`${e2e.product.url}${link}`);
    await openDialog(page).getByRole('heading', { name: 'Email reset!' }).waitFor();

    const owner = await logIn(e2e.product, company.loginEmail, company.password);
    expect(await companyOf(e2e.product, owner.accessToken!)).toMatchObject({ loginEmail: company.loginEmail, emailForReceivingResults: company.loginEmail });
    expect((await logIn(e2e.product, `taken-over-${company.loginEmail}`, company.password)).status).toBe(401);
    await expect(companyOf(e2e.product, intruder)).rejects.toThrow(/answered 401/);
  });
});
