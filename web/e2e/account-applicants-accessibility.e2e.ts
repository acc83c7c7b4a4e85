import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut } from './support/account-page.ts';
import { finishTests, inviteThroughApi } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';
import { screenChecks } from './support/screen-check.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

const screens = screenChecks();
const check = screens.check;

const applicant = (name: string) => ({ fullName: name, email: `${name.split(' ')[0]?.toLowerCase() ?? 'applicant'}.${unique()}@applicants.example` });

describe.each([
  ['light', 1280],
  ['dark', 1280],
  ['light', 375],
  ['dark', 375],
] as const)('given Invite applicants and the history in the %s theme, %i px wide', (theme, width) => {
  it('when axe checks the form, its modal, the list, its confirmation, the results (one flagged) and "No results", then it finds nothing serious or critical', async () => {
    screens.reset();
    const company = await registerCompany(e2e.product);
    const ada = applicant('Ada Lovelace');
    const alan = applicant('Alan Turing with a rather long name for a narrow screen');
    const [adaLink = ''] = await inviteThroughApi(e2e.product, company, [ada, alan]);
    // Typed nearly like a metronome, each test to a rhythm of its own (one rhythm twice is refused as
    // one log sent twice): the server flags it, so the results show its flag.
    await finishTests(e2e.product, adaLink, { jitter: 0.03 });

    const page = e2e.page;
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: theme });
    await openAccountAs(page, e2e.product, company);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);

    await openFromMenu(page, 'Invite applicants');
    await page.getByRole('region', { name: 'Current applicants awaiting results' }).getByText(alan.email).waitFor();
    await page.getByRole('button', { name: '+ 1 applicant' }).click();
    await check(page, 'Invite applicants with two rows and an applicant awaiting results', width);

    await page.getByRole('group', { name: 'Applicant 2', exact: true }).getByLabel('Applicant e-mail').fill('grace@applicants.example');
    await page.getByRole('button', { name: 'Save new applicants & send invitations via e-mail' }).click();
    const modal = page.getByRole('dialog', { name: 'Empty name' });
    await modal.waitFor();
    await check(page, 'the "Empty name" modal', width);
    await modal.getByRole('button', { name: 'Understood' }).click();
    await modal.waitFor({ state: 'hidden' });
    await check(page, 'the form with its wrong field marked', width);

    await page.getByRole('button', { name: `Remove ${alan.email}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove applicant' });
    await confirm.waitFor();
    await check(page, 'the remove confirmation', width);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'My account' }).click();
    await openFromMenu(page, 'Applicant results & history');
    // The flag is a disclosure: opened, it says why in words.
    await page.getByText('Worth a second look').click();
    await page
      .getByText('The time between keys was nearly as even as a metronome’s; typing by hand usually varies more, seen in none of the 669 real typists we measured.', {
        exact: true,
      })
      .waitFor();
    await check(page, 'the history with a flagged result', width);

    await page.getByLabel('Search by name or e-mail').fill('nobody-by-that-name');
    await page.getByText('No results', { exact: true }).waitFor();
    await check(page, 'the history with "No results"', width);
    expect(screens.checked).toHaveLength(6);
  });
});
