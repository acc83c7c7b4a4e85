import { demoText } from '@typetest/events/typing/demo-text';
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut, toast } from './support/account-page.ts';
import { pressContinue, screen, typeLikeAPerson } from './support/applicant-page.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { invitationMail } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

const texts = ['Please type this first text.', 'And now a second one, quickly.'];
const expiredSentence = 'The links expire when used. If you are supposed to redo the test, please contact your potential employer to get a new link.';

/** axe in both themes on the screen as it is now. */
async function checkBothThemes(page: Page, view: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The page follows the system's theme as it changes; let its colour transitions end first.
    await page.evaluate(async () => {
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      await Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      );
    });
    try {
      await expectNoSeriousViolations(page);
    } catch (error) {
      throw new Error(`${view} (${colorScheme}): ${(error as Error).message}`);
    }
  }
}

/** The results mail to `to` about `fullName`, once the test's SMTP server has it. */
async function resultsMail(to: string, fullName: string): Promise<ParsedMail> {
  const about = (mail: ParsedMail) => mail.subject?.includes(fullName) === true && JSON.stringify(mail.to).includes(to);
  return e2e.product.mailbox.waitForMail(about, 15_000);
}

describe('given a company that invites two applicants in its account', () => {
  // The suite's longest journey (three tests typed key by key, screens checked in two themes): 45 s here, so more than the usual minute.
  it('when one takes the whole test through the link in their mail, reloading half-way, then the company gets the results by mail and in its history, the link is used up, and the other, removed, has no working link', async () => {
    const company = await registerCompany(e2e.product, { texts });
    const ada = { fullName: 'Ada Lovelace', email: `ada.${unique()}@applicants.example` };
    const alan = { fullName: 'Alan Turing', email: `alan.${unique()}@applicants.example` };

    // The company invites both from Invite applicants.
    const account = e2e.page;
    await openAccountAs(account, e2e.product, company);
    await openFromMenu(account, 'Invite applicants');
    const row = (n: number) => account.getByRole('group', { name: `Applicant ${n}`, exact: true });
    await row(1).getByLabel('Applicant e-mail').fill(ada.email);
    await row(1).getByLabel('Full name').fill(ada.fullName);
    await account.getByRole('button', { name: '+ 1 applicant' }).click();
    await row(2).getByLabel('Applicant e-mail').fill(alan.email);
    await row(2).getByLabel('Full name').fill(alan.fullName);
    await account.getByRole('button', { name: 'Save new applicants & send invitations via e-mail' }).click();
    await toast(account, 'Invitation sent').waitFor();

    // Ada opens the link in her mail, in a page of her own.
    const { link: adaLink } = await invitationMail(e2e.product, ada.email, company.textFolder);
    const { link: alanLink } = await invitationMail(e2e.product, alan.email, company.textFolder);
    const applicant = await e2e.browser.context.newPage();
    applicant.setDefaultTimeout(15_000);
    await applicant.goto(adaLink);
    await screen(applicant, 'Welcome');
    await applicant.getByText(`${company.companyName} has invited you to a typing test.`, { exact: true }).waitFor();
    await applicant.getByText('The test has three parts. Your results, words per minute (WPM) and accuracy, are sent to your potential employer.').waitFor();
    // The rules, before she begins.
    await applicant.getByText('The test takes about 5 minutes, and you need a keyboard.', { exact: true }).waitFor();
    await applicant
      .getByText('If you reload the page during a test, that test starts again from the beginning, and your potential employer is told it was restarted.', { exact: true })
      .waitFor();
    await applicant
      .getByText('Type each text yourself, key by key: pasted text, dictation and scripts are refused. After 5 refused attempts at one test, the link stops working.', {
        exact: true,
      })
      .waitFor();
    await checkBothThemes(applicant, 'Welcome');
    await pressContinue(applicant, 'Continue to the introduction test');

    // The unmeasured introduction, on the fixed sentence, with a typo put right.
    await screen(applicant, 'Introduction test');
    expect(await applicant.getByTestId('typing-status').textContent()).toBe('Test not started');
    await checkBothThemes(applicant, 'Introduction test');
    await typeLikeAPerson(applicant, demoText, [3]);
    await screen(applicant, 'Introduction complete');
    await applicant.getByText('You are about to do test 1/3.').waitFor();
    await checkBothThemes(applicant, 'Introduction complete');
    await pressContinue(applicant);

    // Test 1/3 on the company's first text, with a typo put right.
    await screen(applicant, 'Test 1/3');
    await applicant
      .getByText(texts[0] ?? '', { exact: true })
      .first()
      .waitFor();
    await typeLikeAPerson(applicant, texts[0] ?? '', [5]);
    await screen(applicant, 'Almost there');
    await applicant.getByText('You just completed test 1/3, you are about to do test 2/3.').waitFor();
    await checkBothThemes(applicant, 'Almost there');

    // She reloads: the server remembers test 1/3.
    await applicant.reload();
    await screen(applicant, 'Welcome back');
    await applicant.getByText('You have previously done test 1/3, continue at test 2/3', { exact: true }).waitFor();
    // The rules again, before she goes on.
    await applicant.getByText('The test takes about 5 minutes, and you need a keyboard.', { exact: true }).waitFor();
    await applicant.getByText(/After 5 refused attempts at one test, the link stops working\.$/).waitFor();
    await checkBothThemes(applicant, 'Welcome back');
    await pressContinue(applicant);

    // Test 2/3 on the second text, test 3/3 on the first again (the texts cycle).
    await screen(applicant, 'Test 2/3');
    await typeLikeAPerson(applicant, texts[1] ?? '', [2, 9]);
    await screen(applicant, 'Almost there');
    await applicant.getByText('You just completed test 2/3, you are about to do test 3/3.').waitFor();
    await pressContinue(applicant);
    await screen(applicant, 'Test 3/3');
    await applicant
      .getByText(texts[0] ?? '', { exact: true })
      .first()
      .waitFor();
    await checkBothThemes(applicant, 'Test 3/3');
    await typeLikeAPerson(applicant, texts[0] ?? '');
    await screen(applicant, 'Complete');
    await applicant.getByText(`You have completed all 3 tests. Your result was forwarded to ${company.companyName}. You can close this page.`).waitFor();
    await checkBothThemes(applicant, 'Complete');

    // The company's results address gets her results.
    const mail = await resultsMail(company.loginEmail, ada.fullName);
    expect(mail.text).toContain(ada.email);

    // The link is used up.
    await applicant.reload();
    await screen(applicant, 'Invalid link');
    await applicant.getByText('The URL you entered is invalid.').waitFor();
    await applicant.getByText(expiredSentence).waitFor();
    await checkBothThemes(applicant, 'Invalid link');

    // The company finds her in the history by name and by today's date, with the figures of the mail.
    await account.getByRole('button', { name: 'My account' }).click();
    await openFromMenu(account, 'Applicant results & history');
    const card = account.getByRole('row').filter({ hasText: ada.email });
    await account.getByLabel('Search by name or e-mail').fill('lovel');
    await card.waitFor();
    // The table's cells: the tick to compare, e-mail, then WPM.
    const wpm = `${await card.getByRole('cell').nth(2).textContent()} WPM`;
    expect(mail.text).toContain(wpm);
    await account.getByLabel('Search by name or e-mail').fill('');
    const today = await account.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await account.getByLabel('Search by date').fill(today);
    await card.waitFor();
    await account.getByLabel('Search by date').fill('2001-01-01');
    await account.getByText('No results', { exact: true }).waitFor();

    // Alan is removed; his link no longer works.
    await account.getByRole('button', { name: 'My account' }).click();
    await openFromMenu(account, 'Invite applicants');
    const awaiting = account.getByRole('region', { name: 'Current applicants awaiting results' });
    await awaiting.getByText(alan.email).waitFor();
    // The list shown first may be the one of the last visit; it is refetched, and Ada, finished, leaves it.
    await expect.poll(() => awaiting.getByText(ada.email).count()).toBe(0);
    await account.getByRole('button', { name: `Remove ${alan.email}`, exact: true }).click();
    await account.getByRole('dialog', { name: 'Remove applicant' }).getByRole('button', { name: 'Remove', exact: true }).click();
    await toast(account, 'Applicant removed').waitFor();
    await applicant.goto(alanLink);
    await screen(applicant, 'Invalid link');
    await applicant.getByText(expiredSentence).waitFor();
    await applicant.close();
  }, 150_000);
});
