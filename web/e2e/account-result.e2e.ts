import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { applicantDataSchema } from '@typetest/events/applicant';
import { score } from '@typetest/events/scoring';
import { humanKeystrokeLog } from '@typetest/events/testing';
import { callApi, registerCompany, unique, type TestCompany } from './support/account-company.ts';
import { mailTo } from './support/account-mail.ts';
import { loginHeading, logInInBrowser, openAccountAs, openFromMenu, startSignedOut, toast } from './support/account-page.ts';
import { inviteThroughApi, linkParts } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';
import { openInTheme, screenChecks } from './support/screen-check.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

const text = 'Send the contract by Friday.';

/**
 * An applicant who takes the three tests through their link as a person would, but in test 1
 * types "contrakt" and leaves it: one error left, for the result page to mark. Each test has
 * its own rhythm (seed): the same log twice would be refused as copied.
 */
async function givenApplicantWithAnError(company: TestCompany, fullName: string) {
  const email = `${fullName.split(' ')[0]!.toLowerCase()}.${unique()}@applicants.example`;
  const [link] = await inviteThroughApi(e2e.product, company, [{ fullName, email }]);
  const applicant = linkParts(link!);
  const seed = Number.parseInt(unique(), 16);
  for (let test = 1; test <= 3; test++) {
    const next = await callApi(e2e.product, '/api/applicant/getnexttext', applicant);
    const issued = next.body.data as { nextStep: number; currentText: string };
    const typed = test === 1 ? issued.currentText.replace('contract', 'contrakt') : issued.currentText;
    const keystrokes = humanKeystrokeLog(typed, { msPerKey: 120, seed: seed + test });
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

/** The results mail's "View result" link, on the running product. */
async function viewResultLink(company: TestCompany, fullName: string): Promise<string> {
  const mail = await mailTo(e2e.product, company.loginEmail, `${fullName}: `);
  const href = /href="([^"]*\/login\?result=[^"]+)"/.exec(String(mail.html))?.[1];
  if (!href) throw new Error('the results mail has no "View result" link');
  const url = new URL(href.replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}

const testSection = (page: Page, n: number) => page.getByRole('region', { name: `Test ${n}`, exact: true });

/** The figure under its label in a test's list of figures. */
const figure = (page: Page, n: number, label: string) => testSection(page, n).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

describe('given a company whose applicant finished the three tests, leaving one typo in the first', () => {
  it('when it opens the result from the history, then it sees the figures and the marked text, and replays the first test: play, pause, scrub to the end', async () => {
    const company = await registerCompany(e2e.product, { texts: [text] });
    const applicant = await givenApplicantWithAnError(company, 'Grace Hopper');
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Applicant results & history');

    await page.getByRole('button', { name: `View result of ${applicant.fullName}` }).click();

    await page.getByRole('heading', { level: 1, name: applicant.fullName }).waitFor();
    await page.getByText(applicant.email, { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('button', { name: 'Applicant results & history' }).waitFor();
    expect(await figure(page, 1, 'Errors left').textContent()).toBe('1');
    expect(await figure(page, 2, 'Errors left').textContent()).toBe('0');
    expect(await figure(page, 1, 'Characters typed').textContent()).toBe(String([...text].length));
    // The typed "k" is marked, and a screen reader hears what the text had there.
    expect(await testSection(page, 1).locator('mark').allTextContents()).toEqual(['k']);
    await testSection(page, 1).getByText('(text: c)').waitFor({ state: 'attached' });
    await testSection(page, 1)
      .getByRole('img', { name: /^WPM every 5 seconds: / })
      .waitFor();

    const replay = testSection(page, 1);
    // Characters typed over the paper so far: right or wrong, as the applicant's own paper marks them.
    const typedOnPaper = async () => (await replay.locator('.result-replay .char.correct, .result-replay .char.wrong').allTextContents()).join('').length;
    expect(await typedOnPaper()).toBe(0);
    await replay.getByRole('button', { name: '4x' }).click();
    expect(await replay.getByRole('button', { name: '4x' }).getAttribute('aria-pressed')).toBe('true');
    await replay.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(typedOnPaper).toBeGreaterThan(3);
    await replay.getByRole('button', { name: 'Pause', exact: true }).click();
    const paused = await typedOnPaper();
    await page.waitForTimeout(300);
    expect(await typedOnPaper()).toBe(paused);
    expect(paused).toBeLessThan([...text].length);

    const scrubber = replay.getByRole('slider', { name: 'Position in the replay' });
    await scrubber.focus();
    await page.keyboard.press('End');
    await expect.poll(typedOnPaper).toBe([...text].length);
    // The paper shows the text, as the applicant saw it: the "c" where a "k" was typed, marked wrong.
    expect(await replay.locator('.result-replay .char.wrong').allTextContents()).toEqual(['c']);
    expect(await scrubber.getAttribute('aria-valuetext')).toMatch(/^(\d+) of \1 seconds$/);
    await page.keyboard.press('Home');
    await expect.poll(typedOnPaper).toBe(0);

    // An access request: the file holds who they are, the mails, and every key of each test, the "k" too.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download applicant data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^typetest-applicant-grace-hopper-\d{4}-\d{2}-\d{2}\.json$/);
    const file = applicantDataSchema.parse(JSON.parse(await readFile((await download.path())!, 'utf8')));
    expect(file.applicant).toMatchObject({ fullName: applicant.fullName, email: applicant.email, status: 'completed' });
    expect(file.mails.map((mail) => mail.kind)).toEqual(['applicantInvitation', 'applicantResults']);
    expect(file.tests.map((test) => test.stage)).toEqual([1, 2, 3]);
    expect(file.tests[0]!.keystrokes.map((keystroke) => keystroke.key).join('')).toContain('contrakt');
    await toast(page, 'Applicant data downloaded').waitFor();

    await page.getByRole('button', { name: 'Back to Applicant results & history' }).click();
    await page.getByRole('heading', { level: 1, name: 'Applicant results & history' }).waitFor();
  });

  it('when it moves the replay with the keys, then an arrow moves it a second, Page Up / Page Down ten, and its end is the Duration shown', async () => {
    const company = await registerCompany(e2e.product, { texts: [text] });
    const applicant = await givenApplicantWithAnError(company, 'Mary Jackson');
    const page = e2e.page;
    await page.goto(`${e2e.product.url}${await viewResultLink(company, applicant.fullName)}`);
    await logInInBrowser(page, company.loginEmail, company.password);
    await page.getByRole('heading', { level: 1, name: applicant.fullName }).waitFor();
    const duration = Number.parseInt((await figure(page, 1, 'Duration').textContent()) ?? '', 10);
    const scrubber = testSection(page, 1).getByRole('slider', { name: 'Position in the replay' });
    const position = async () => ({ ms: Number(await scrubber.inputValue()), said: await scrubber.getAttribute('aria-valuetext') });
    await scrubber.focus();

    await page.keyboard.press('ArrowRight');
    expect(await position()).toEqual({ ms: 1_000, said: `1 of ${duration} seconds` });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect(await position()).toEqual({ ms: 1_000, said: `1 of ${duration} seconds` });
    // The test took a few seconds: ten on is its end, ten back its start.
    await page.keyboard.press('PageUp');
    expect((await position()).said).toBe(`${duration} of ${duration} seconds`);
    expect(await scrubber.inputValue()).toBe(await scrubber.getAttribute('max'));
    await page.keyboard.press('PageDown');
    expect(await position()).toEqual({ ms: 0, said: `0 of ${duration} seconds` });
    await page.keyboard.press('End');
    expect((await position()).said).toBe(`${duration} of ${duration} seconds`);
  });

  it('when it follows "View result" in the results mail while signed out, then it logs in and lands on that result', async () => {
    const company = await registerCompany(e2e.product, { texts: [text] });
    const applicant = await givenApplicantWithAnError(company, 'Alan Turing');
    const link = await viewResultLink(company, applicant.fullName);
    const page = e2e.page;

    await page.goto(`${e2e.product.url}${link}`);
    await loginHeading(page).waitFor();
    await logInInBrowser(page, company.loginEmail, company.password);

    await page.getByRole('heading', { level: 1, name: applicant.fullName }).waitFor();
    await testSection(page, 3).waitFor();
  });
});

describe('given a result with an error left and a replay half played', () => {
  const screens = screenChecks();
  let company: TestCompany;
  let link = '';
  // Colours depend on the theme and overflow on the width, so two pairs see both.
  it.each([
    ['light', 1280],
    ['dark', 375],
  ] as const)('when axe checks it in the %s theme, %i px wide, then it finds nothing serious, and nothing sticks out sideways', async (theme, width) => {
    if (!link) {
      company = await registerCompany(e2e.product, { texts: [text] });
      const applicant = await givenApplicantWithAnError(company, 'Ada Lovelace');
      link = await viewResultLink(company, applicant.fullName);
    }
    const page = await openInTheme(e2e, link, theme, width);
    await logInInBrowser(page, company.loginEmail, company.password);
    await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
    const scrubber = testSection(page, 1).getByRole('slider', { name: 'Position in the replay' });
    await scrubber.focus();
    await page.keyboard.press('PageUp');

    await screens.check(page, 'result view', width);
  });
});
