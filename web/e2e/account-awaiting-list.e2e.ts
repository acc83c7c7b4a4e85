import { en, sv } from '@typetest/events/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, logInThroughApi, registerCompany, unique, verifyThroughWelcomeMail, type TestCompany } from './support/account-company.ts';
import { startSignedOut, storeTokens } from './support/account-page.ts';
import { inviteThroughApi, linkParts } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';
import { humanKeystrokeLog } from '@typetest/events/testing';
import { score } from '@typetest/events/scoring';

/** Each test in a browser of its own: its language and its screen. */
const e2e = useProductInBrowser({ browserPerTest: true });

const applicant = (fullName: string) => ({ fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}.${unique()}@applicants.example` });

/** The company's Invite applicants view, signed in, in a browser speaking `locale` on a screen `width` wide. */
async function openInviteView(company: TestCompany, locale: string, width: number): Promise<Page> {
  const page = await e2e.openBrowser({ locale, viewport: { width, height: 800 } });
  await startSignedOut(page, e2e.product);
  await storeTokens(page, await logInThroughApi(e2e.product, company.loginEmail, company.password));
  await page.goto(`${e2e.product.url}/login`);
  const words = locale.startsWith('sv') ? sv : en;
  await page.getByRole('button', { name: words.account.menu.invite, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: words.account.menu.invite, exact: true }).waitFor();
  return page;
}

/** The applicant behind `link` opens test `stage` and types its first key (the page says so to the server). */
async function beginsTest(link: string, stage: number): Promise<void> {
  const next = await callApi(e2e.product, '/api/applicant/getnexttext', linkParts(link));
  expect((next.body.data as { nextStep: number }).nextStep).toBe(stage);
  const started = await callApi(e2e.product, '/api/applicant/stagestarted', { ...linkParts(link), stage });
  expect(started.status).toBe(200);
}

/**
 * The applicant behind `link` types their current test whole, as a person would, and sends it; with
 * `claimedWpmOff`, the page claims another speed than it typed, which the server refuses.
 */
async function typesTest(link: string, stage: number, { claimedWpmOff = 0, seed = 1 } = {}): Promise<number> {
  await beginsTest(link, stage);
  const next = await callApi(e2e.product, '/api/applicant/getnexttext', linkParts(link));
  const { currentText } = next.body.data as { currentText: string };
  const keystrokes = humanKeystrokeLog(currentText, { msPerKey: 120, seed });
  const answer = await callApi(e2e.product, '/api/applicant/stagefinished', { ...linkParts(link), stage, wpm: score(currentText, keystrokes).wpm + claimedWpmOff, keystrokes });
  return answer.status;
}

const listItems = (page: Page) => page.getByRole('region', { name: en.account.invite.awaiting }).getByRole('listitem');

describe('given applicants invited in two sends, some of them typing', () => {
  it('when the company opens Invite applicants, then the newest send comes first, each send in the order entered, and each says how far they are', async () => {
    const company = await registerCompany(e2e.product);
    await verifyThroughWelcomeMail(e2e.product, company);
    const [ada, grace, alan] = [applicant('Ada Lovelace'), applicant('Grace Hopper'), applicant('Alan Turing')];
    const [adaLink = '', graceLink = '', alanLink = ''] = await inviteThroughApi(e2e.product, company, [ada, grace, alan]);
    const mary = applicant('Mary Jackson');
    await inviteThroughApi(e2e.product, company, [mary]);
    for (const link of [adaLink, graceLink, alanLink]) await callApi(e2e.product, '/api/applicant/submitauth', linkParts(link));
    // Ada has begun test 1; Grace typed test 1 whole but it was refused; Alan did test 1 and has begun test 2.
    await beginsTest(adaLink, 1);
    expect(await typesTest(graceLink, 1, { claimedWpmOff: 40 })).not.toBe(200);
    expect(await typesTest(alanLink, 1, { seed: 2 })).toBe(200);
    await beginsTest(alanLink, 2);

    const page = await openInviteView(company, 'en-US', 1280);

    await expect
      .poll(() =>
        listItems(page).evaluateAll((items) =>
          items.map((item) => [item.querySelector('.account-awaiting__email')?.textContent, item.querySelector('.account-awaiting__progress')?.textContent]),
        ),
      )
      .toEqual([
        [mary.email, 'Not started yet'],
        [ada.email, 'Started test 1 of 3'],
        [grace.email, 'Started test 1 of 3'],
        [alan.email, 'Started test 2 of 3'],
      ]);
  });
});

describe('given a Swedish company with applicants awaiting results, on a 375 px phone', () => {
  it('when it opens Bjud in kandidater, then each row keeps its text and its buttons ("Skicka påminnelse" too) inside it, and the list inside its card', async () => {
    const company = await registerCompany(e2e.product, { language: 'sv' });
    await inviteThroughApi(e2e.product, company, [applicant('Ada Lovelace'), applicant('Alan Turing with a rather long name for a narrow screen')]);

    const page = await openInviteView(company, 'sv-SE', 375);

    const region = page.getByRole('region', { name: sv.account.invite.awaiting });
    await region.getByText(sv.account.invite.sendReminder, { exact: true }).first().waitFor();
    const outside = await region.evaluate((list) => {
      const box = (element: Element) => element.getBoundingClientRect();
      const main = list.closest('main') ?? document.body;
      const card = box(main);
      const sticking: string[] = [];
      const inside = (element: Element, within: DOMRect, where: string) => {
        const own = box(element);
        if (own.left < within.left - 0.5 || own.right > within.right + 0.5) {
          sticking.push(
            `${element.tagName} "${element.textContent?.trim().slice(0, 30)}" (${Math.round(own.left)}-${Math.round(own.right)}) outside its ${where} (${Math.round(within.left)}-${Math.round(within.right)})`,
          );
        }
      };
      // The card's padding is its own: what is inside it keeps to its content box.
      const style = getComputedStyle(main);
      const content = new DOMRect(
        card.left + Number.parseFloat(style.paddingLeft),
        card.top,
        card.width - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
        card.height,
      );
      inside(list, content, 'card');
      for (const row of list.querySelectorAll('li')) {
        for (const part of row.querySelectorAll('span, button')) inside(part, box(row), 'row');
      }
      return sticking;
    });
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
