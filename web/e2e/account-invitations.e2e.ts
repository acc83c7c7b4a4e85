import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany, unique, verifyThroughWelcomeMail, type TestCompany } from './support/account-company.ts';
import { linkIn, mailTo } from './support/account-mail.ts';
import { openAccountAs, openFromMenu, startSignedOut, toast } from './support/account-page.ts';
import { invitationMail, inviteThroughApi, linkWorks, outboxLink } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

const sendButton = 'Save new applicants & send invitations via e-mail';
const emptyList = 'No current applicants right now, do some invitations!';

async function openInvite(company: TestCompany): Promise<Page> {
  await openAccountAs(e2e.page, e2e.product, company);
  await openFromMenu(e2e.page, 'Invite applicants');
  return e2e.page;
}

/** Row `n` (from 1) of the form: its group is named "Applicant n" for screen readers. */
const row = (page: Page, n: number) => page.getByRole('group', { name: `Applicant ${n}`, exact: true });
const emailField = (page: Page, n: number) => row(page, n).getByLabel('Applicant e-mail');
const nameField = (page: Page, n: number) => row(page, n).getByLabel('Full name');
const rowCount = (page: Page) => page.getByRole('group', { name: /^Applicant \d+$/ }).count();

/** Types the rows, adding rows with "+ 1 applicant" as a company would. */
async function typeRows(page: Page, rows: readonly (readonly [string, string])[]) {
  for (const [index, [email, name]] of rows.entries()) {
    if (index > 0 && (await rowCount(page)) <= index) await page.getByRole('button', { name: '+ 1 applicant' }).click();
    await emailField(page, index + 1).fill(email);
    await nameField(page, index + 1).fill(name);
  }
}

/** The section listing the applicants awaiting results. */
const awaitingList = (page: Page) => page.getByRole('region', { name: 'Current applicants awaiting results' });
const listed = (page: Page) => awaitingList(page).getByRole('listitem');

function applicant(name: string) {
  return { fullName: name, email: `${name.split(' ')[0]?.toLowerCase() ?? 'applicant'}.${unique()}@applicants.example` };
}

describe('given a company on Invite applicants', () => {
  it('when it invites two applicants, then "Invitation sent", the form is one blank row, both are listed, and each gets a mail with a personal link', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openInvite(company);
    await awaitingList(page).getByText(emptyList, { exact: true }).waitFor();
    // The first row has no X: there is always a row to type in.
    expect(await row(page, 1).getByRole('button').count()).toBe(0);
    expect(await emailField(page, 1).getAttribute('placeholder')).toBe('applicant@example.com');

    const ada = applicant('Ada Lovelace');
    const alan = applicant('Alan Turing');
    await typeRows(page, [
      [ada.email, ada.fullName],
      [alan.email, alan.fullName],
    ]);
    await row(page, 2).getByRole('button', { name: 'Remove applicant 2' }).waitFor();
    await page.getByRole('button', { name: sendButton }).click();

    await toast(page, 'Invitation sent').waitFor();
    expect(await rowCount(page)).toBe(1);
    expect(await emailField(page, 1).inputValue()).toBe('');
    expect(await nameField(page, 1).inputValue()).toBe('');
    await expect.poll(() => listed(page).count()).toBe(2);
    for (const invited of [ada, alan]) {
      const item = listed(page).filter({ hasText: invited.email });
      await item.getByText(invited.fullName, { exact: true }).waitFor();
      await item.getByText('Not started yet', { exact: true }).waitFor();
    }

    for (const invited of [ada, alan]) {
      const { mail, link } = await invitationMail(e2e.product, invited.email, company.textFolder);
      expect(link).toMatch(new RegExp(`^${e2e.product.url}/${company.textFolder}\\?code=[\\w-]{20,}$`));
      expect(mail.html).toContain(invited.fullName);
      // The product's words, with the company's name inside them and shown as data.
      expect(mail.subject).toBe(`Invitation to a typing test from ${company.companyName}`);
      expect(mail.from?.value[0]?.name).toBe(`${company.companyName} via Typetest`);
      expect(mail.text).toContain(`Company: ${company.companyName}\n`);
      expect(await linkWorks(e2e.product, link)).toBe(true);
    }
  });

  it('when each of SPEC’s six checks fails in turn, then each shows its modal once with SPEC’s words, nothing is sent, and the wrong field is marked', async () => {
    const company = await registerCompany(e2e.product);
    const invited = applicant('Grace Hopper');
    await inviteThroughApi(e2e.product, company, [invited]);
    const page = await openInvite(company);
    await listed(page).filter({ hasText: invited.email }).waitFor();
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/db/sendinvitation')) sends.push(request.postData() ?? '');
    });

    const ada = applicant('Ada Lovelace');
    const cases: { rows: [string, string][]; title: string; message: string; wrong: 'email' | 'name'; n: number }[] = [
      { rows: [['', '']], title: 'No applicant', message: 'You need to enter at least 1 applicant', wrong: 'email', n: 1 },
      { rows: [['', 'Ada Lovelace']], title: 'Empty email', message: 'You need to insert a email for Ada Lovelace', wrong: 'email', n: 1 },
      { rows: [[ada.email, '']], title: 'Empty name', message: `You need to insert a full name for the email ${ada.email}`, wrong: 'name', n: 1 },
      {
        rows: [
          [ada.email, ada.fullName],
          [invited.email.toUpperCase(), invited.fullName],
        ],
        title: 'Duplicate Email ❗️',
        message: `Email ${invited.email.toUpperCase()} exists on another invited applicant`,
        wrong: 'email',
        n: 2,
      },
      {
        rows: [
          [ada.email, ada.fullName],
          [ada.email, 'Ada again'],
        ],
        title: 'Email appears twice in the list',
        message: `Email ${ada.email} is attempted to be added twice`,
        wrong: 'email',
        n: 2,
      },
      { rows: [['ada@localhost', 'Ada Lovelace']], title: 'Invalid email', message: 'ada@localhost is not a valid e-mail, please check and try again.', wrong: 'email', n: 1 },
    ];

    for (const given of cases) {
      // Each case starts from one blank row.
      while ((await rowCount(page)) > 1) await page.getByRole('button', { name: `Remove applicant ${await rowCount(page)}` }).click();
      await typeRows(page, given.rows);
      await page.getByRole('button', { name: sendButton }).click();

      const modal = page.getByRole('dialog', { name: given.title });
      await modal.getByText(given.message, { exact: true }).waitFor();
      expect(await page.getByRole('dialog').count(), given.title).toBe(1);
      await modal.getByRole('button', { name: 'Understood' }).click();
      await modal.waitFor({ state: 'hidden' });

      // Closed, the modal leaves the wrong field marked, with the focus in it.
      const wrong = given.wrong === 'email' ? emailField(page, given.n) : nameField(page, given.n);
      expect(await wrong.getAttribute('aria-invalid'), given.title).toBe('true');
      await expect.poll(() => wrong.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(await page.locator('[aria-invalid="true"]').count(), given.title).toBe(1);
    }
    expect(sends).toEqual([]);
    expect(await listed(page).count()).toBe(1);
  });

  it('when "+ 1 applicant" is pressed up to 15 rows, then it is disabled with the reason, and an X takes its row away', async () => {
    const company = await registerCompany(e2e.product);
    const page = await openInvite(company);
    const add = page.getByRole('button', { name: '+ 1 applicant' });
    for (let n = 2; n <= 15; n++) await add.click();
    expect(await rowCount(page)).toBe(15);
    expect(await add.isDisabled()).toBe(true);
    await page.getByText('You can invite up to 15 applicants at a time. Send these invitations first, then add more.', { exact: true }).waitFor();
    const why = await add.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${why ?? ''}"]`).textContent()).toContain('up to 15 applicants');

    await emailField(page, 15).fill('last@applicants.example');
    await page.getByRole('button', { name: 'Remove applicant 15' }).click();
    expect(await rowCount(page)).toBe(14);
    expect(await add.isEnabled()).toBe(true);
  });

  it('when an invitation is sent again, then "Invitation re-sent", a second mail brings a new link, and the first link stops working', async () => {
    const company = await registerCompany(e2e.product);
    const ada = applicant('Ada Lovelace');
    const [first = ''] = await inviteThroughApi(e2e.product, company, [ada]);
    const page = await openInvite(company);

    await page.getByRole('button', { name: `Resend the invitation to ${ada.email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Resend invitation' });
    await confirm.getByText(`Send the invitation to ${ada.fullName} (${ada.email}) again?`, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Resend' }).click();
    await toast(page, 'Invitation re-sent').waitFor();
    await confirm.waitFor({ state: 'hidden' });

    const second = await outboxLink(e2e.product, ada.email, company.textFolder);
    expect(second).not.toBe(first);
    expect(await linkWorks(e2e.product, second)).toBe(true);
    expect(await linkWorks(e2e.product, first)).toBe(false);
    // Still awaiting results, still listed once.
    expect(await listed(page).filter({ hasText: ada.email }).count()).toBe(1);

    // Two mails: the invitation with the first link, then the one sent again with the new link.
    expect((await invitationMail(e2e.product, ada.email, company.textFolder, 1)).link).toBe(first);
    expect((await invitationMail(e2e.product, ada.email, company.textFolder, 2)).link).toBe(second);
  });

  it('when an applicant is removed (after a Cancel), then "Applicant removed", the list no longer has them, and their link stops working', async () => {
    const company = await registerCompany(e2e.product);
    const ada = applicant('Ada Lovelace');
    const alan = applicant('Alan Turing');
    const [adaLink = '', alanLink = ''] = await inviteThroughApi(e2e.product, company, [ada, alan]);
    const page = await openInvite(company);
    await expect.poll(() => listed(page).count()).toBe(2);

    const removeAda = page.getByRole('button', { name: `Remove ${ada.email}`, exact: true });
    await removeAda.click();
    const confirm = page.getByRole('dialog', { name: 'Remove applicant' });
    await confirm.getByText(`Remove ${ada.fullName} (${ada.email})? Their link will stop working.`, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await listed(page).count()).toBe(2);

    await removeAda.click();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await toast(page, 'Applicant removed').waitFor();
    await expect.poll(() => listed(page).count()).toBe(1);
    expect(await listed(page).filter({ hasText: ada.email }).count()).toBe(0);
    // The X went with its row: the list's heading has the focus, not the page's start.
    await expect.poll(() => page.getByRole('heading', { name: 'Current applicants awaiting results' }).evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await linkWorks(e2e.product, adaLink)).toBe(false);
    expect(await linkWorks(e2e.product, alanLink)).toBe(true);

    await page.getByRole('button', { name: `Remove ${alan.email}`, exact: true }).click();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await awaitingList(page).getByText(emptyList, { exact: true }).waitFor();
  });
});

describe('given a company whose e-mail is not verified, with 2 applicants invited', () => {
  it('when it sends 2 more, then the view said only 1 is left, the modal refuses in words, and "Send the verification e-mail again" sends the link; verified, it may send them', async () => {
    const company = await registerCompany(e2e.product);
    await inviteThroughApi(e2e.product, company, [applicant('Ada Lovelace'), applicant('Alan Turing')]);
    const page = await openInvite(company);
    await expect.poll(() => listed(page).count()).toBe(2);
    const allowance = `Until you verify your e-mail address ${company.loginEmail}, you can invite at most 3 applicants (new links and reminders count too). Invitations left: 1.`;
    await page.getByText(allowance, { exact: true }).waitFor();

    const grace = applicant('Grace Hopper');
    const edsger = applicant('Edsger Dijkstra');
    await typeRows(page, [
      [grace.email, grace.fullName],
      [edsger.email, edsger.fullName],
    ]);
    await page.getByRole('button', { name: sendButton }).click();
    const modal = page.getByRole('dialog', { name: 'Verify your e-mail address first' });
    await modal.getByText(`${allowance} Open the link in the e-mail we sent you, or send the verification e-mail again.`, { exact: true }).waitFor();
    await modal.getByRole('button', { name: 'Understood' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(await listed(page).count()).toBe(2);
    // What was typed stays, to send once the e-mail is verified.
    expect(await emailField(page, 2).inputValue()).toBe(edsger.email);

    await page.getByRole('button', { name: 'Send the verification e-mail again' }).click();
    await toast(page, `A verification e-mail is on its way to ${company.loginEmail}.`).waitFor();
    const verification = await mailTo(e2e.product, company.loginEmail, 'Verify your e-mail address for Typetest');
    expect(new URL(linkIn(verification, e2e.product, '/login')).searchParams.get('vc')).toBeTruthy();
    await verifyThroughWelcomeMail(e2e.product, company);

    // Verified (in another tab, say): the next visit to the view has no allowance left to tell.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Invite applicants', exact: true }).waitFor();
    await expect.poll(() => listed(page).count()).toBe(2);
    expect(await page.getByText(allowance, { exact: true }).count()).toBe(0);
    await typeRows(page, [
      [grace.email, grace.fullName],
      [edsger.email, edsger.fullName],
    ]);
    await page.getByRole('button', { name: sendButton }).click();
    await toast(page, 'Invitation sent').waitFor();
    await expect.poll(() => listed(page).count()).toBe(4);
  });
});
