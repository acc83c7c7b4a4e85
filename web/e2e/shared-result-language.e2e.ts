import { en, sv } from '@typetest/events/i18n';
import { describe, expect, it } from 'vitest';
import { callApi, logInThroughApi, registerCompany } from './support/account-company.ts';
import { givenFinishedApplicants } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

/** Each test a first visit in a browser of its own, in the language it pins. */
const e2e = useProductInBrowser({ browserPerTest: true });

describe('given a Swedish company that shares a result with a colleague', () => {
  it("when the colleague's browser speaks English, then the shared page is in English, not the company's Swedish; the language switch turns it Swedish, and it stays so", async () => {
    const company = await registerCompany(e2e.product, { language: 'sv', texts: ['Skicka avtalet senast på fredag, tack.'] });
    const email = `grace.${company.textFolder}@applicants.example`;
    await givenFinishedApplicants(e2e.product, company, [{ fullName: 'Grace Hopper', email }]);
    const { applicantId } = await e2e.product.db.selectFrom('applicants').select('applicant_id as applicantId').where('email', '=', email).executeTakeFirstOrThrow();
    const { accessToken } = await logInThroughApi(e2e.product, company.loginEmail, company.password);
    const made = await callApi(e2e.product, '/api/db/shareresult', { applicantId }, accessToken);
    const { token } = made.body.data as { token: string };

    const page = await e2e.openBrowser({ locale: 'en-GB' });
    await page.goto(`${e2e.product.url}/shared/${token}`);

    await page.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByText(new RegExp(`^Shared by ${company.companyName}\\. Read-only`)).waitFor();
    await page.getByRole('button', { name: en.resultLinks.print }).waitFor();

    await page.getByRole('group', { name: en.common.language }).getByRole('button', { name: 'Svenska' }).click();
    await page.getByText(new RegExp(`^Delat av ${company.companyName}\\. Endast läsning`)).waitFor();
    await page.reload();
    await page.getByRole('button', { name: sv.resultLinks.print }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
  });
});
