import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { callApi, logInThroughApi, registerCompany, unique } from './support/account-company.ts';
import { openTestOne, pressContinue, screen, typeLikeAPerson } from './support/applicant-page.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { launchBrowser, phone } from './support/browser.ts';
import { inviteThroughApi, linkWorks } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({
  setUpPage(page) {
    page.setDefaultTimeout(15_000);
  },
});

const text = 'Type me now.';
const invalidUrl = 'The URL you entered is invalid.';
const expiredSentence = 'The links expire when used. If you are supposed to redo the test, please contact your potential employer to get a new link.';

/** A fresh applicant's personal link, invited through the API by a company whose one text is `companyText`. */
async function givenALink(companyText = text): Promise<string> {
  const company = await registerCompany(e2e.product, { texts: [companyText] });
  const [link = ''] = await inviteThroughApi(e2e.product, company, [{ fullName: 'Grace Hopper', email: `grace.${unique()}@applicants.example` }]);
  return link;
}

describe('given a link that is not a working personal link', () => {
  it('when the code is missing, then the invalid-link screen says so without the sentence about used links', async () => {
    await e2e.page.goto(`${e2e.product.url}/somecompany`);
    await screen(e2e.page, 'Invalid link');
    await e2e.page.getByText(invalidUrl, { exact: true }).waitFor();
    expect(await e2e.page.getByText(expiredSentence).count()).toBe(0);
    await expectNoSeriousViolations(e2e.page);
  });

  it('when the code is unknown, then the invalid-link screen adds that links expire when used', async () => {
    await e2e.page.goto(`${e2e.product.url}/somecompany?code=${'A'.repeat(43)}`);
    await screen(e2e.page, 'Invalid link');
    await e2e.page.getByText(expiredSentence, { exact: true }).waitFor();
  });

  it.each([
    ['missing', '/somecompany'],
    ['unknown', `/somecompany?code=${'A'.repeat(43)}`],
  ])('when the code is %s, then the screen has a link back to the main page, and it leads there', async (_, address) => {
    await e2e.page.goto(`${e2e.product.url}${address}`);
    await screen(e2e.page, 'Invalid link');

    await e2e.page.getByRole('link', { name: 'Back to the main page' }).click();
    await e2e.page.getByRole('button', { name: 'Try the typing test' }).waitFor();
    expect(new URL(e2e.page.url()).pathname).toBe('/');
  });
});

describe('given an applicant on test 1/3', () => {
  it('when the server refuses the test (here: a WPM claim altered on the way), then they are told why, and take it again on a fresh start, told it is attempt 2 of 5, even after a reload, until it is recorded', async () => {
    const link = await givenALink();
    const page = e2e.page;
    let altered = 0;
    await page.route('**/api/applicant/stagefinished', async (route) => {
      if (altered++ > 0) return route.continue();
      const body = route.request().postDataJSON() as { wpm: number };
      await route.continue({ postData: JSON.stringify({ ...body, wpm: body.wpm + 40 }) });
    });
    await openTestOne(page, link);
    await typeLikeAPerson(page, text);

    await page.getByText('Test 1/3 could not be checked, so it was not recorded. Please take test 1/3 again.', { exact: true }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Take test 1/3 again' }).click();
    expect(await page.getByTestId('typing-status').textContent()).toBe('Test not started');
    expect(await page.locator('.typed-passage .char.correct, .typed-passage .char.wrong').count()).toBe(0);
    await page.getByText('Attempt 2 of 5', { exact: true }).waitFor();

    // Reloaded, the page comes back to test 1/3, still on the second attempt.
    await page.reload();
    await screen(page, 'Test 1/3');
    await page.getByText('Attempt 2 of 5', { exact: true }).waitFor();

    await typeLikeAPerson(page, text);
    await screen(page, 'Almost there');
    expect(altered).toBe(2);
  });

  it('when the server refuses the fifth attempt, then they are told it was the last the link allows, and no button offers to take the test again', async () => {
    const link = await givenALink();
    const page = e2e.page;
    await page.route('**/api/applicant/stagefinished', async (route) => {
      const body = route.request().postDataJSON() as { wpm: number };
      await route.continue({ postData: JSON.stringify({ ...body, wpm: body.wpm + 40 }) });
    });
    await openTestOne(page, link);
    const retake = page.getByRole('button', { name: 'Take test 1/3 again' });
    for (let attempt = 1; attempt <= 4; attempt++) {
      await typeLikeAPerson(page, text);
      await retake.click();
      await page.getByText(`Attempt ${attempt + 1} of 5`, { exact: true }).waitFor();
    }
    await typeLikeAPerson(page, text);

    await page.getByText(/That was the last attempt this link allows/).waitFor();
    expect(await retake.count()).toBe(0);
    expect(await page.getByRole('alert').getByRole('button').count()).toBe(0);
  });

  it("when they reload the page mid-test, then they are back in test 1/3, not at the welcome, told it starts again; typed from the start, it is recorded and the company's list says one test was restarted", async () => {
    const company = await registerCompany(e2e.product, { texts: [text] });
    const email = `grace.${unique()}@applicants.example`;
    const [link = ''] = await inviteThroughApi(e2e.product, company, [{ fullName: 'Grace Hopper', email }]);
    const page = e2e.page;
    await openTestOne(page, link);
    const started = page.waitForResponse('**/api/applicant/stagestarted');
    await typeLikeAPerson(page, text.slice(0, 4));
    expect((await started).status()).toBe(200);

    // Reloaded before test 1 is recorded, the page comes back to test 1, from zero.
    await page.reload();
    await screen(page, 'Test 1/3');
    await page.getByText('You left test 1/3 before it was finished, so it starts again from the beginning.', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Welcome' }).count()).toBe(0);
    expect(await page.getByTestId('typing-status').textContent()).toBe('Test not started');
    await typeLikeAPerson(page, text);
    await screen(page, 'Almost there');

    const { accessToken } = await logInThroughApi(e2e.product, company.loginEmail, company.password);
    const list = await callApi(e2e.product, '/api/db/getapplicantcodeswithnames', {}, accessToken);
    expect(list.body.data).toMatchObject([{ email, stagesFinished: 1, restarts: 1, refusals: 0, locked: false }]);
  });

  it('when the finished test cannot be sent (no connection), then the typing is kept and "Send again" records it without typing it again', async () => {
    const link = await givenALink();
    const page = e2e.page;
    let attempts = 0;
    await page.route('**/api/applicant/stagefinished', (route) => (attempts++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    await openTestOne(page, link);
    await typeLikeAPerson(page, text);

    await page.getByText('Test 1/3 was not sent. Your typing is kept: you do not need to type the text again.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send again' }).click();
    await screen(page, 'Almost there');
    await page.getByText('You just completed test 1/3, you are about to do test 2/3.').waitFor();
    expect(attempts).toBe(2);
  });

  it('when the introduction is lost on the way and then fails on the server, then the page sends it again before test 1, keeps it once, and the test is recorded without noIntroduction', async () => {
    const link = await givenALink();
    const page = e2e.page;
    let attempts = 0;
    await page.route('**/api/applicant/introductionfinished', (route) => {
      attempts++;
      if (attempts === 1) return route.abort('internetdisconnected');
      return attempts === 2 ? route.fulfill({ status: 503, body: '' }) : route.continue();
    });
    await openTestOne(page, link);
    expect(attempts).toBe(3);
    await typeLikeAPerson(page, text);
    await screen(page, 'Almost there');

    const { rows } = await sql<{ event_type: string; flags: string[] | null }>`
      SELECT event_type, data->'flags' AS flags FROM events
      WHERE stream_id = (SELECT stream_id FROM events WHERE event_type = 'StageFinished' ORDER BY position DESC LIMIT 1)
        AND event_type IN ('IntroductionFinished', 'StageFinished')
      ORDER BY stream_version
    `.execute(e2e.product.db);
    expect(rows).toEqual([
      { event_type: 'IntroductionFinished', flags: null },
      { event_type: 'StageFinished', flags: [] },
    ]);
  });

  it('when a script or a phone keyboard puts the whole text in with one input event, then nothing is typed and the applicant is told to type key by key', async () => {
    const link = await givenALink();
    const page = e2e.page;
    await openTestOne(page, link);
    await page.getByLabel('Typing area').evaluate((area, whole) => {
      area.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: whole, bubbles: true }));
    }, text);
    await page.getByText('Type the text key by key; pasted or dictated text is not accepted.', { exact: true }).waitFor();
    expect(await page.getByTestId('typing-status').textContent()).toBe('Test not started');
    expect(await linkWorks(e2e.product, link)).toBe(true);
  });

  it("when the company's text holds an emoji and a math letter (two UTF-16 units each), then each shows whole, one key types it, it counts as correct, and the test is recorded", async () => {
    const astralText = 'Yes 👍 to 𝑥.';
    const link = await givenALink(astralText);
    const page = e2e.page;
    await openTestOne(page, link);
    const characters = page.locator('.typed-passage .char');
    // One span per character (code point), the emoji and the letter each whole in theirs.
    expect(await characters.allTextContents()).toEqual([...astralText]);
    expect(await characters.nth(4).textContent()).toBe('👍');

    await typeLikeAPerson(page, 'Yes ');
    expect(await characters.nth(4).getAttribute('class')).toBe('char next');
    // One insertText input event, as an emoji keyboard or picker gives it.
    await page.keyboard.insertText('👍');
    await expect.poll(() => characters.nth(4).getAttribute('class')).toBe('char correct');
    expect(await characters.nth(5).getAttribute('class')).toBe('char next');
    expect(await page.locator('.typed-passage .char.correct').count()).toBe(5);
    expect(await page.locator('.typed-passage .char.wrong').count()).toBe(0);

    await typeLikeAPerson(page, ' to ');
    await page.keyboard.insertText('𝑥');
    await expect.poll(() => characters.nth(9).getAttribute('class')).toBe('char correct');
    await typeLikeAPerson(page, '.');
    // The server scored the same log to the same WPM, so the test is recorded.
    await screen(page, 'Almost there');
  });

  it("when the company's text was pasted from a word processor (a line break, curly quotes, a long dash, an ellipsis), then it shows as a keyboard writes it and typing it with ordinary keys is all correct", async () => {
    const link = await givenALink('“Hi,”\n\nit’s done — by May…');
    const page = e2e.page;
    await openTestOne(page, link);
    const typeable = '"Hi," it\'s done - by May...';
    expect((await page.locator('.typed-passage .char').allTextContents()).join('')).toBe(typeable);

    await typeLikeAPerson(page, typeable.slice(0, -1));
    expect(await page.locator('.typed-passage .char.wrong').count()).toBe(0);
    expect(await page.locator('.typed-passage .char.correct').count()).toBe(typeable.length - 1);
    await typeLikeAPerson(page, '.');
    await screen(page, 'Almost there');
  });

  it('when the company removes them meanwhile, then finishing the test shows the invalid-link screen', async () => {
    const company = await registerCompany(e2e.product, { texts: [text] });
    const email = `grace.${unique()}@applicants.example`;
    const [link = ''] = await inviteThroughApi(e2e.product, company, [{ fullName: 'Grace Hopper', email }]);
    const page = e2e.page;
    await openTestOne(page, link);

    const { accessToken } = await logInThroughApi(e2e.product, company.loginEmail, company.password);
    const list = await callApi(e2e.product, '/api/db/getapplicantcodeswithnames', {}, accessToken);
    const [awaiting] = list.body.data as { applicantCode: string }[];
    await callApi(e2e.product, '/api/db/deleteapplicant', { currentApplicantCode: awaiting?.applicantCode }, accessToken);

    await typeLikeAPerson(page, text);
    await screen(page, 'Invalid link');
    await page.getByText(expiredSentence, { exact: true }).waitFor();
  });
});

describe('given an applicant on a 375 px phone with a touch screen', () => {
  it('when they open their link and start the introduction, then each screen fits the width and the hint says to tap', async () => {
    const link = await givenALink();
    const phoneBrowser = await launchBrowser(phone);
    try {
      const page = await phoneBrowser.context.newPage();
      page.setDefaultTimeout(15_000);
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth);
      await page.goto(link);
      await screen(page, 'Welcome');
      expect(await fits()).toBeLessThanOrEqual(375);
      await expectNoSeriousViolations(page);
      await pressContinue(page, 'Continue to the introduction test');
      await screen(page, 'Introduction test');
      await page.getByText('Tap the text and start typing. The timer starts with your first key.', { exact: true }).waitFor();
      expect(await fits()).toBeLessThanOrEqual(375);
      await expectNoSeriousViolations(page);
    } finally {
      await phoneBrowser.close();
    }
  });
});
