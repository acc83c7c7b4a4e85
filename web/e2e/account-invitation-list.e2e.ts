import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe.ts';
import { registerCompany, unique, verifyThroughWelcomeMail, type TestCompany } from './support/account-company.ts';
import { mailsTo } from './support/account-mail.ts';
import { openAccountAs, openFromMenu, startSignedOut, toast } from './support/account-page.ts';
import { invitationMail, linkWorks } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

const sendButton = 'Save new applicants & send invitations via e-mail';

async function openInvite(company: TestCompany): Promise<Page> {
  await openAccountAs(e2e.page, e2e.product, company);
  await openFromMenu(e2e.page, 'Invite applicants');
  return e2e.page;
}

const rowCount = (page: Page) => page.getByRole('group', { name: /^Applicant \d+$/ }).count();
const awaitingList = (page: Page) => page.getByRole('region', { name: 'Current applicants awaiting results' });

describe('given a company inviting applicants from a pasted list', () => {
  it('when it pastes 20 applicants and sends, then they go in two submits with a progress line; when the second answer is lost, sending again goes on and no one gets two mails', async () => {
    const company = await registerCompany(e2e.product);
    await verifyThroughWelcomeMail(e2e.product, company);
    const page = await openInvite(company);
    const marker = unique();
    const applicants = Array.from({ length: 20 }, (_, i) => ({ fullName: `Applicant ${i + 1}`, email: `applicant${i + 1}.${marker}@applicants.example` }));
    // Half as "Name, e-mail", half as "Name <e-mail>", as lists get copied from a sheet or a mail program.
    const list = applicants.map(({ fullName, email }, i) => (i % 2 === 0 ? `${fullName}, ${email}` : `${fullName} <${email}>`)).join('\n');

    await page.getByText('Invite from a list', { exact: true }).click();
    await page.getByLabel('Paste a list').fill(list);
    await page.getByRole('button', { name: 'Add to the rows' }).click();
    await toast(page, '20 applicants added to the rows. Check them, then send.').waitFor();
    expect(await rowCount(page)).toBe(20);
    await page.getByText('20 applicants: they are sent 15 at a time.', { exact: true }).waitFor();

    // The first submit goes through; the second is held until the progress line has been read,
    // then committed by the server with its answer lost on the way back.
    const submits: unknown[] = [];
    let releaseSecond = () => {};
    const secondHeld = new Promise<void>((resolve) => (releaseSecond = resolve));
    await page.route('**/api/db/sendinvitation', async (route) => {
      submits.push(route.request().postDataJSON());
      if (submits.length !== 2) return route.continue();
      await secondHeld;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: sendButton }).click();
    await page.getByRole('status').filter({ hasText: 'Sent 15 of 20' }).waitFor();
    releaseSecond();
    await page.getByText('Sent 15 of 20. The rest are still in the rows: press send again to go on.', { exact: true }).waitFor();
    await expect.poll(() => rowCount(page)).toBe(5);

    // Sending again sends the same submit (the same key): answered as sent, no one invited twice.
    await page.unroute('**/api/db/sendinvitation');
    await page.route('**/api/db/sendinvitation', (route) => {
      submits.push(route.request().postDataJSON());
      return route.continue();
    });
    await page.getByRole('button', { name: sendButton }).click();
    await toast(page, 'Invitation sent').waitFor();
    expect(await rowCount(page)).toBe(1);
    const [first, second, third] = submits as { ca: unknown[]; submitKey: string }[];
    expect([first?.ca.length, second?.ca.length, third?.ca.length]).toEqual([15, 5, 5]);
    expect(third?.submitKey).toBe(second?.submitKey);
    expect(first?.submitKey).not.toBe(second?.submitKey);

    await expect.poll(() => awaitingList(page).getByRole('listitem').count()).toBe(20);
    const last = applicants[19]!;
    await invitationMail(e2e.product, last.email, company.textFolder);
    for (const { email } of applicants) expect(mailsTo(e2e.product, email).length, email).toBeLessThanOrEqual(1);
    await expect.poll(() => applicants.filter(({ email }) => mailsTo(e2e.product, email).length === 1).length, { timeout: 15_000 }).toBe(20);
  });

  it('when an uploaded CSV file has wrong rows, then each wrong row says what is wrong, the modal names the first, and nothing is sent', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openInvite(company);
    await page.getByText('Invite from a list', { exact: true }).click();
    // A CSV file as a Swedish spreadsheet saves it: semicolons, a header, the name in two columns.
    const csv = 'Förnamn;Efternamn;E-post\nAda;Lovelace;\nAlan;Turing;alan@example\nGrace;Hopper;grace@applicants.example\n';
    await page.getByLabel('Upload a CSV file').setInputFiles({ name: 'applicants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await toast(page, '3 applicants added to the rows. Check them, then send.').waitFor();
    await page.getByRole('button', { name: sendButton }).click();
    const modal = page.getByRole('dialog', { name: 'Empty email' });
    await modal.getByText('You need to insert a email for Ada Lovelace', { exact: true }).waitFor();
    await modal.getByRole('button', { name: 'Understood' }).click();
    await page.getByText('alan@example is not a valid e-mail, please check and try again.', { exact: true }).waitFor();
    await page.getByText('2 rows need a change before anything is sent.', { exact: true }).waitFor();
    await awaitingList(page).getByText('No current applicants right now, do some invitations!', { exact: true }).waitFor();
  });
});

describe("given a company's public link for a job advert", () => {
  it('when it turns the link on and a person enters their name and e-mail on its page, then the person gets their own invitation by mail, and the company lists them', async () => {
    const company = await registerCompany(e2e.product);
    await verifyThroughWelcomeMail(e2e.product, company);
    const page = await openInvite(company);
    await page.getByRole('button', { name: 'Turn on the public link' }).click();
    const field = page.getByLabel('Your public link');
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${e2e.product.url}/apply/[\\w-]{20,}$`));

    const person = { fullName: 'Margaret Hamilton', email: `margaret.${unique()}@applicants.example` };
    await page.goto(link);
    await page.getByRole('heading', { name: `Apply to ${company.companyName}` }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByLabel('Full name').fill(person.fullName);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await page.getByText(`Check your inbox: the link to the test is on its way to ${person.email}. It may take a minute.`, { exact: true }).waitFor();

    const { mail, link: personal } = await invitationMail(e2e.product, person.email, company.textFolder);
    expect(mail.html).toContain(person.fullName);
    expect(await linkWorks(e2e.product, personal)).toBe(true);

    // Turned off, the same page says so and takes nothing.
    await page.goto(`${e2e.product.url}/login`);
    await openFromMenu(page, 'Invite applicants');
    await awaitingList(page).getByText(person.email).waitFor();
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByText('The public link is off.', { exact: true }).waitFor();
    await page.goto(link);
    await page.getByText('This link is not in use any more. Ask the company for a new one.', { exact: true }).waitFor();
  });
});
