import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { mailTo } from './support/account-mail.ts';
import { openAccountAs, openFromMenu, startSignedOut, toast } from './support/account-page.ts';
import { applicantLinksIn, invitationMail, linkWorks } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

const timeZone = 'Europe/Stockholm';

/** `days` after today in the company's time zone, as a date input writes it. */
function daysFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The day as the page writes dates: in its own locale, which the browser's language decides. */
function shownDay(page: Page, date: string): Promise<string> {
  return page.evaluate(
    ([isoDate, zone]) => {
      const locale = navigator.languages.find((tag) => tag.toLowerCase().startsWith('en-')) ?? 'en-GB';
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: zone }).format(new Date(`${isoDate}T12:00:00Z`));
    },
    [date, timeZone] as const,
  );
}

const awaitingList = (page: Page) => page.getByRole('region', { name: 'Current applicants awaiting results' });

describe('given a company whose default deadline is set in Account settings', () => {
  it('when it invites an applicant with a deadline and sends a reminder by hand, then the list shows the deadline and "Reminder sent", and the applicant’s new link replaces the old', async () => {
    const company = await registerCompany(e2e.product, { timeZone });
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);

    // Account settings: automatic reminders are on unless turned off; a default deadline of 10 days.
    await openFromMenu(page, 'Account settings');
    expect(await page.getByLabel('Send automatic reminders').isChecked()).toBe(true);
    await page.getByLabel('Default deadline (days)').fill('10');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const saved = page.getByRole('dialog', { name: 'Changes saved' });
    await saved.getByRole('button', { name: 'Understood' }).click();
    await saved.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Back', exact: true }).click();

    // Invite applicants starts from the default; the company picks a nearer day.
    await openFromMenu(page, 'Invite applicants');
    expect(await page.getByLabel('A date').isChecked()).toBe(true);
    const deadlineDate = page.getByLabel('Last day the link works');
    expect(await deadlineDate.inputValue()).toBe(daysFromToday(10));
    await deadlineDate.fill(daysFromToday(3));
    const ada = { fullName: 'Ada Lovelace', email: `ada.${unique()}@applicants.example` };
    await page.getByRole('group', { name: 'Applicant 1', exact: true }).getByLabel('Applicant e-mail').fill(ada.email);
    await page.getByRole('group', { name: 'Applicant 1', exact: true }).getByLabel('Full name').fill(ada.fullName);
    await page.getByRole('button', { name: 'Save new applicants & send invitations via e-mail' }).click();
    await toast(page, 'Invitation sent').waitFor();

    const listed = awaitingList(page).getByRole('listitem').filter({ hasText: ada.email });
    await listed.getByText(`Deadline: ${await shownDay(page, daysFromToday(3))}`, { exact: true }).waitFor();
    const { link: invitationLink } = await invitationMail(e2e.product, ada.email, company.textFolder);

    await listed.getByRole('button', { name: `Send reminder to ${ada.email}` }).click();
    const confirmation = page.getByRole('dialog', { name: 'Send reminder' });
    await confirmation.getByRole('button', { name: 'Send reminder' }).click();
    await toast(page, 'Reminder sent').waitFor();
    await listed.getByText(/^Reminder sent /).waitFor();
    await listed.getByText(`Deadline: ${await shownDay(page, daysFromToday(3))}`, { exact: true }).waitFor();

    const reminder = await mailTo(e2e.product, ada.email, `Reminder: your typing test for ${company.companyName}`);
    const [reminderLink] = applicantLinksIn(reminder, e2e.product, company.textFolder);
    expect(reminderLink).toBeDefined();
    expect(await linkWorks(e2e.product, reminderLink ?? '')).toBe(true);
    expect(await linkWorks(e2e.product, invitationLink)).toBe(false);
  });
});
