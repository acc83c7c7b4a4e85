import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, registerCompany, unique, type TestCompany } from './support/account-company.ts';
import { linkIn, mailTo } from './support/account-mail.ts';
import { logInInBrowser, loginHeading, openAccountAs, openFromMenu, startSignedOut, toast, welcomeHeading } from './support/account-page.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

async function openSettings(company: TestCompany): Promise<Page> {
  await openAccountAs(e2e.page, e2e.product, company);
  await openFromMenu(e2e.page, 'Account settings');
  return e2e.page;
}

/** Fields by their label; the star of a required field is not part of the name a test uses. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`));
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save changes' });

async function expectModal(page: Page, title: string, message: string) {
  const modal = page.getByRole('dialog', { name: title });
  await modal.getByText(message, { exact: true }).waitFor();
  await modal.getByRole('button', { name: 'Understood' }).click();
  await modal.waitFor({ state: 'hidden' });
}

describe('given a company on Account settings', () => {
  it('when it opens, then every field shows the stored company and Save changes waits until something differs', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openSettings(company);

    expect(await field(page, 'Company name').inputValue()).toBe(company.companyName);
    expect(await field(page, 'E-mail (username)').inputValue()).toBe(company.loginEmail);
    expect(await field(page, 'Contact full name').inputValue()).toBe(company.contactName);
    expect(await field(page, 'Your unique URL').inputValue()).toBe(company.textFolder);
    expect(await field(page, 'Street').inputValue()).toBe('Storgatan 1');
    expect(await field(page, 'Postal code & area').inputValue()).toBe('111 22 Stockholm');
    expect(await field(page, 'Org. no / VAT no').inputValue()).toBe('SE556677889901');
    expect(await page.getByLabel('I want to log in and receive results with the same e-mail address').isChecked()).toBe(true);
    expect(await page.getByLabel(/^E-mail for receiving results/).count()).toBe(0);
    expect(await saveButton(page).isDisabled()).toBe(true);

    await field(page, 'Company name').fill(`${company.companyName} Group`);
    expect(await saveButton(page).isEnabled()).toBe(true);
    await field(page, 'Company name').fill(company.companyName);
    expect(await saveButton(page).isDisabled()).toBe(true);

    // Unticked, a results address of its own appears, the login e-mail at first: still nothing differs.
    await page.getByLabel('I want to log in and receive results with the same e-mail address').uncheck();
    const resultsEmail = page.getByLabel(/^E-mail for receiving results/);
    expect(await resultsEmail.inputValue()).toBe(company.loginEmail);
    expect(await saveButton(page).isDisabled()).toBe(true);
    await resultsEmail.fill('');
    await resultsEmail.pressSequentially('HR@Acme.example');
    expect(await resultsEmail.inputValue()).toBe('hr@acme.example');
    expect(await saveButton(page).isEnabled()).toBe(true);
  });

  it('when a URL is typed, then only lower-cased letters and digits stay, the preview links to the public page, and the saved settings are there after a reload', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openSettings(company);
    const folder = `Acme-Shop ${unique()}!`;
    const expected = folder.toLowerCase().replace(/[^a-z0-9]/g, '');

    await field(page, 'Your unique URL').fill('');
    await field(page, 'Your unique URL').pressSequentially(folder);
    expect(await field(page, 'Your unique URL').inputValue()).toBe(expected);
    const preview = page.getByRole('link', { name: `${e2e.product.url}/${expected}` });
    expect(await preview.getAttribute('href')).toBe(`${e2e.product.url}/${expected}`);
    await field(page, 'Company name').fill(`${company.companyName} Group`);

    await saveButton(page).click();
    await expectModal(page, 'Changes saved', 'Your account settings are up to date.');
    expect(await saveButton(page).isDisabled()).toBe(true);

    // The view keeps its address (/login?view=settings) through the reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Account settings', exact: true }).waitFor();
    expect(await field(page, 'Company name').inputValue()).toBe(`${company.companyName} Group`);
    expect(await field(page, 'Your unique URL').inputValue()).toBe(expected);
  });

  it('when a reserved URL is typed, then the preview says why and shows it with 5 random characters, and those are what is saved', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openSettings(company);

    await field(page, 'Your unique URL').fill('Login');
    expect(await field(page, 'Your unique URL').inputValue()).toBe('login');
    await page.getByText('“login” is reserved by Typetest, so 5 random characters are added to it.', { exact: false }).waitFor();
    const preview = page.getByRole('link', { name: new RegExp(`^${e2e.product.url}/login[a-z0-9]{5}$`) });
    const previewed = (await preview.textContent()) ?? '';
    // The same characters however often the page renders: typing elsewhere changes nothing.
    await field(page, 'Company name').fill(`${company.companyName} Group`);
    expect(await preview.textContent()).toBe(previewed);

    await saveButton(page).click();
    await expectModal(page, 'Changes saved', 'Your account settings are up to date.');
    const saved = await e2e.product.db.selectFrom('companies').select('text_folder').where('company_id', '=', company.companyId).executeTakeFirstOrThrow();
    expect(`${e2e.product.url}/${saved.text_folder}`).toBe(previewed);
    expect(await field(page, 'Your unique URL').inputValue()).toBe(saved.text_folder);
  });

  it('when a field is emptied or an address lacks "@" and ".", then Save changes says so beside the field and saves nothing', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openSettings(company);
    await field(page, 'Contact full name').fill('');
    await field(page, 'E-mail (username)').fill('anna-at-acme');
    await saveButton(page).click();

    await page.getByText('E-mail address is not correctly formatted, please try again.').waitFor();
    await page.getByText('This field must not be empty.').waitFor();
    expect(await field(page, 'E-mail (username)').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => field(page, 'E-mail (username)').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await field(page, 'Contact full name').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('given a company whose time zone was stored by an old name (Asia/Calcutta, as a browser named it at registration)', () => {
  it('when Account settings opens, then it shows the current name, the zone field suggests current names only, 92.5 is taken as the least accuracy, and the reminder hint says the hours', async () => {
    const company = await registerCompany(e2e.product);
    await e2e.product.db.updateTable('companies').set({ time_zone: 'Asia/Calcutta' }).where('company_id', '=', company.companyId).execute();
    const page = await openSettings(company);

    const timeZone = field(page, 'Time zone');
    expect(await timeZone.inputValue()).toBe('Asia/Kolkata');
    expect(await saveButton(page).isDisabled()).toBe(true);
    // What the field suggests as one types (the browser's own list of the <datalist>).
    const suggestions = page.locator(`datalist#${await timeZone.getAttribute('list')} option`);
    const zones = await suggestions.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(zones.filter((zone) => /kolkata|calcutta/i.test(zone))).toEqual(['Asia/Kolkata']);
    expect(zones.filter((zone) => /kyiv|kiev/i.test(zone))).toEqual(['Europe/Kyiv']);
    await page.getByText('An applicant who has not started the test 48 hours after the invitation (or the latest new link) gets one reminder e-mail with a new link.').waitFor();

    await timeZone.fill('Europe/Kyiv');
    await field(page, 'Minimum accuracy').fill('92.5');
    await saveButton(page).click();
    await expectModal(page, 'Changes saved', 'Your account settings are up to date.');

    // The view keeps its address (/login?view=settings) through the reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Account settings', exact: true }).waitFor();
    expect(await field(page, 'Time zone').inputValue()).toBe('Europe/Kyiv');
    expect(await field(page, 'Minimum accuracy').inputValue()).toBe('92.5');
  });
});

describe('given two companies', () => {
  it('when the first takes the second one’s URL, then "URL already exists" says so, the URL field is marked and keeps what was typed', async () => {
    const other = await registerCompany(e2e.product);
    const company = await registerCompany(e2e.product);
    const page = await openSettings(company);

    await field(page, 'Your unique URL').fill(other.textFolder);
    await saveButton(page).click();
    await expectModal(page, 'URL already exists', 'Someone has already used the same URL, please choose another one.');

    expect(await field(page, 'Your unique URL').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Your unique URL').inputValue()).toBe(other.textFolder);
  });

  it('when the first takes the second one’s login e-mail, then "Email already exists" says so and the e-mail field is marked', async () => {
    const other = await registerCompany(e2e.product);
    const company = await registerCompany(e2e.product);
    const page = await openSettings(company);

    await field(page, 'E-mail (username)').fill(other.loginEmail);
    await field(page, 'Current password').fill(company.password);
    await saveButton(page).click();
    await expectModal(page, 'Email already exists', 'You are trying to change your e-mail to one that already exists on another account.');

    expect(await field(page, 'E-mail (username)').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'E-mail (username)').inputValue()).toBe(other.loginEmail);
  });
});

describe('given a company that changes its login e-mail', () => {
  it('when saved, then it is told where the verification and restore links went; the new address logs in, and the old one’s restore link brings the old address back', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openSettings(company);
    const newEmail = `boss.${unique()}@acme.example`;

    await field(page, 'E-mail (username)').fill(newEmail);
    await field(page, 'Current password').fill(company.password);
    await saveButton(page).click();
    await expectModal(
      page,
      'Changes saved',
      `We sent a verification link to ${newEmail}. We also sent a link to ${company.loginEmail} that restores the old address, in case the change was not yours.`,
    );
    await mailTo(e2e.product, newEmail, 'Verify your e-mail address');
    const restoreMail = await mailTo(e2e.product, company.loginEmail, `The login e-mail of ${company.companyName} was changed`);
    const restoreLink = new URL(linkIn(restoreMail, e2e.product, '/authlink'));

    // The new address is the login now, and the menu asks for it to be verified.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByText(`Your e-mail address ${newEmail} is not verified yet.`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await loginHeading(page).waitFor();
    await logInInBrowser(page, newEmail, company.password);
    await welcomeHeading(page, company).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();

    // The restore link is for /authlink (another screen); applied here as that screen does.
    const restored = await callApi(e2e.product, '/api/auth/applyactioncode', { mode: 'recoverEmail', oobCode: restoreLink.searchParams.get('oobCode') });
    expect(restored.status).toBe(200);

    await logInInBrowser(page, company.loginEmail, company.password);
    await welcomeHeading(page, company).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await logInInBrowser(page, newEmail, company.password);
    await toast(page, 'Wrong username or password').waitFor();
  });
});

describe('given a company that changes where its results go', () => {
  const sameEmailBox = (page: Page) => page.getByLabel('I want to log in and receive results with the same e-mail address');

  it('when only other fields change, then no password is asked for; when the results e-mail changes, Current password appears, and without it Save changes says so and saves nothing', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openSettings(company);

    await field(page, 'Company name').fill(`${company.companyName} Group`);
    expect(await field(page, 'Current password').count()).toBe(0);

    await sameEmailBox(page).uncheck();
    await field(page, 'E-mail for receiving results').fill(`results.${unique()}@elsewhere.example`);
    await field(page, 'Current password').waitFor();
    await saveButton(page).click();

    await page.getByText('Enter your current password to change an e-mail address.').waitFor();
    await expect.poll(() => field(page, 'Current password').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await field(page, 'Current password').getAttribute('aria-invalid')).toBe('true');

    // Back to the saved address: the password is not needed any more.
    await sameEmailBox(page).check();
    expect(await field(page, 'Current password').count()).toBe(0);
  });

  it('when a wrong password is given (someone holding a stolen sign-in), then it says so beside the field, and after a reload the results e-mail is as it was', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openSettings(company);

    await sameEmailBox(page).uncheck();
    await field(page, 'E-mail for receiving results').fill(`loot.${unique()}@evil.example`);
    await field(page, 'Current password').fill('not the password');
    await saveButton(page).click();

    await page.getByText('The current password is not correct. Nothing was changed.').waitFor();
    expect(await field(page, 'Current password').getAttribute('aria-invalid')).toBe('true');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Account settings', exact: true }).waitFor();
    expect(await sameEmailBox(page).isChecked()).toBe(true);
  });

  it('when the results e-mail is changed with the right password, then it is saved and the login e-mail is told where results go now', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openSettings(company);
    const newResults = `results.${unique()}@elsewhere.example`;

    await sameEmailBox(page).uncheck();
    await field(page, 'E-mail for receiving results').fill(newResults);
    await field(page, 'Current password').fill(company.password);
    await saveButton(page).click();
    await expectModal(page, 'Changes saved', 'Your account settings are up to date.');
    expect(await field(page, 'Current password').count()).toBe(0);

    const notice = await mailTo(e2e.product, company.loginEmail, `The results e-mail of ${company.companyName} was changed`);
    expect(notice.text).toContain(`now go to ${newResults} instead of ${company.loginEmail}.`);
  });
});
