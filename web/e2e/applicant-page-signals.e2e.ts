import { score } from '@typetest/events/scoring';
import { humanKeystrokeLog } from '@typetest/events/testing';
import { describe, expect, it } from 'vitest';
import { callApi, registerCompany, unique, type TestCompany } from './support/account-company.ts';
import { openAccountAs, openFromMenu } from './support/account-page.ts';
import { openTestOne, screen, typeLikeAPerson } from './support/applicant-page.ts';
import { inviteThroughApi, linkParts } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({
  setUpPage(page) {
    page.setDefaultTimeout(15_000);
  },
});

const text = 'Type me now, then send it.';

/** A fresh applicant's personal link, invited through the API by a company whose one text is `text`. */
async function givenALink(company: TestCompany, fullName: string): Promise<string> {
  const [link = ''] = await inviteThroughApi(e2e.product, company, [{ fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}.${unique()}@applicants.example` }]);
  return link;
}

describe('given an applicant on test 1/3 whose keys a page script dispatches (an extension, a console snippet)', () => {
  it('when the script has typed the whole text, then the test is refused in words that say keys were sent by a script, and taken again', async () => {
    const company = await registerCompany(e2e.product, { texts: [text] });
    const page = e2e.page;
    await openTestOne(page, await givenALink(company, 'Robo Typist'));

    await page.getByLabel('Typing area').evaluate(async (area, whole) => {
      for (const key of whole) {
        area.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        // A person's pace, so only where the keys came from gives the script away.
        await new Promise((resolve) => setTimeout(resolve, 60 + ((key.charCodeAt(0) * 37) % 90)));
      }
    }, text);

    await page
      .getByText(
        'Test 1/3 was not recorded: some of its keys were sent by a script or a browser extension, not typed on a keyboard. Please turn such tools off and take test 1/3 again, typing the text yourself, key by key.',
        { exact: true },
      )
      .waitFor();
    await page.getByRole('button', { name: 'Take test 1/3 again' }).waitFor();
  });
});

describe('given an applicant who switches to another tab and tries to paste during test 1/3', () => {
  it('when the three tests are recorded, then the company sees on the result page that they left the test page and tried to paste, and the replay marks both', async () => {
    const company = await registerCompany(e2e.product, { texts: [text] });
    const fullName = 'Wanda Wander';
    const link = await givenALink(company, fullName);
    const page = e2e.page;
    await openTestOne(page, link);

    await typeLikeAPerson(page, text.slice(0, 8));
    // Another tab in front for a while, then back to the test. Playwright tells every page it has
    // the focus (focus emulation); turned off, the test page loses it to the other tab as in a
    // person's browser (headless Chromium keeps both pages visible, so the blur is what it sees).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
    const other = await page.context().newPage();
    await other.bringToFront();
    await page.waitForFunction(() => !document.hasFocus());
    await other.waitForTimeout(1_200);
    await page.bringToFront();
    await page.waitForFunction(() => document.hasFocus());
    await other.close();
    await page.getByLabel('Typing area').focus();
    await page.keyboard.press('ControlOrMeta+V');
    await page.getByText('Type the text key by key; pasted or dictated text is not accepted.', { exact: true }).waitFor();
    await typeLikeAPerson(page, text.slice(8));
    await screen(page, 'Almost there');

    // Tests 2 and 3 as a person would type them, straight through the API.
    const applicant = linkParts(link);
    for (const seed of [2, 3]) {
      const next = (await callApi(e2e.product, '/api/applicant/getnexttext', applicant)).body.data as { nextStep: number; currentText: string };
      const keystrokes = humanKeystrokeLog(next.currentText, { msPerKey: 120, seed: Number.parseInt(unique(), 16) + seed });
      const finished = await callApi(e2e.product, '/api/applicant/stagefinished', {
        ...applicant,
        stage: next.nextStep,
        wpm: score(next.currentText, keystrokes).wpm,
        keystrokes,
      });
      expect(finished.status).toBe(200);
    }

    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Applicant results & history');
    await page.getByRole('button', { name: `View result of ${fullName}` }).click();
    await page.getByRole('heading', { level: 1, name: fullName }).waitFor();

    await page.getByText(/^Test 1: the applicant left the test page once, \d+ s in all\.$/).waitFor();
    await page.getByText('Test 1: the applicant tried once to paste or drop text, which the page refused.', { exact: true }).waitFor();
    const marks = page.getByRole('region', { name: 'Test 1', exact: true }).locator('[data-mark]');
    expect((await marks.allTextContents()).map((mark) => mark.replace(/\d+/g, 'N'))).toEqual(
      expect.arrayContaining(['Left the test page at N s, for N second', 'Tried to paste at N s'].map((words) => expect.stringMatching(words))),
    );
  });
});
