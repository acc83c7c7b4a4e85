import { describe, expect, it } from 'vitest';
import { score } from '@typetest/events/scoring';
import { humanKeystrokeLog } from '@typetest/events/testing';
import { callApi, registerCompany, unique, type TestCompany } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut } from './support/account-page.ts';
import { inviteThroughApi, linkParts } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

const text = 'Send the contract by Friday.';

/** An applicant who took the three tests through their link. */
async function givenFinishedApplicant(company: TestCompany, fullName: string) {
  const email = `${fullName.split(' ')[0]!.toLowerCase()}.${unique()}@applicants.example`;
  const [link] = await inviteThroughApi(e2e.product, company, [{ fullName, email }]);
  const applicant = linkParts(link!);
  const seed = Number.parseInt(unique(), 16);
  for (let test = 1; test <= 3; test++) {
    const next = await callApi(e2e.product, '/api/applicant/getnexttext', applicant);
    const issued = next.body.data as { nextStep: number; currentText: string };
    const keystrokes = humanKeystrokeLog(issued.currentText, { msPerKey: 120, seed: seed + test });
    const finished = await callApi(e2e.product, '/api/applicant/stagefinished', {
      ...applicant,
      stage: issued.nextStep,
      wpm: score(issued.currentText, keystrokes).wpm,
      keystrokes,
    });
    if (finished.status !== 200) throw new Error(`stagefinished answered ${finished.status} ${JSON.stringify(finished.body)}`);
  }
  return { fullName, email };
}

describe('given a company whose applicant finished the three tests', () => {
  it('when it erases their personal data from the result page, then the page and the history say "Erased applicant" with the figures, and the replay is gone', async () => {
    const company = await registerCompany(e2e.product, { texts: [text] });
    const applicant = await givenFinishedApplicant(company, 'Hedda Gabler');
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Applicant results & history');
    const wpm = await page
      .getByRole('row', { name: new RegExp(applicant.fullName) })
      .locator('td')
      .nth(2)
      .textContent();
    await page.getByRole('button', { name: `View result of ${applicant.fullName}` }).click();
    await page.getByRole('heading', { level: 1, name: applicant.fullName }).waitFor();

    await page.getByRole('button', { name: 'Erase personal data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase personal data' });
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();

    await page.getByRole('heading', { level: 1, name: 'Erased applicant' }).waitFor();
    expect(await page.getByText(applicant.email).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Replay' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to Applicant results & history' }).click();
    const row = page.getByRole('row', { name: /Erased applicant/ });
    await row.waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe(wpm);
    expect(await page.getByText(applicant.fullName).count()).toBe(0);
  });
});
