import { en, sv } from '@typetest/events/i18n';
import { score, type Keystroke } from '@typetest/events/scoring';
import { demoText } from '@typetest/events/typing/demo-text';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phone } from './support/browser.ts';
import { restingBox } from './support/motion.ts';
import { typeOnPhoneKeyboard } from './support/phone-keyboard.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';
import { settledText } from './support/text.ts';

/** The contact form's refusals as an English-speaking visitor reads them (the schema carries their catalogue keys). */
const contactMessages = en.contact;

/** The landing page's screens on a 375 px wide phone with a touch screen. */
const e2e = useProductInBrowser({ browserOptions: phone });

/** What would make a screen awkward on a phone: sideways scrolling, controls off screen or too small to tap. */
async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
    for (const control of document.querySelectorAll<HTMLElement>('main button, main input, main textarea, header button, header a')) {
      const box = control.getBoundingClientRect();
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.id;
      if (box.left < 0 || box.right > width) problems.push(`${name} is cut off (${Math.round(box.left)}..${Math.round(box.right)})`);
      if (box.height < 40 || box.width < 40) problems.push(`${name} is ${Math.round(box.width)}x${Math.round(box.height)} px, small to tap`);
    }
    return problems;
  });
}

/** Whether a tap in the middle of the header's dark-mode toggle reaches the toggle (and not a toast over it). */
async function toggleCanBeTapped(page: Page): Promise<boolean> {
  const box = await page.getByRole('button', { name: 'Dark mode' }).boundingBox();
  if (!box) return false;
  return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') === 'Dark mode', {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
}

const toasts = () => e2e.page.getByRole('status');

/** Opens the landing page and taps one of its menu buttons. */
async function tapOnMenu(name: 'I want to know more' | 'Try the typing test') {
  await e2e.page.goto(e2e.product.url);
  await e2e.page.getByRole('button', { name }).tap();
}

describe('given a visitor on a 375 px phone', () => {
  it('when they go through the menu, the contact form, its confirmation and the demo, then every screen fits the width and every control is big enough to tap', async () => {
    await e2e.page.goto(e2e.product.url);
    await e2e.page.getByRole('button', { name: 'I want to know more' }).waitFor();
    expect(await phoneProblems(e2e.page)).toEqual([]);

    await e2e.page.getByRole('button', { name: 'I want to know more' }).tap();
    await e2e.page.getByRole('heading', { name: 'Let us contact you' }).waitFor();
    expect(await phoneProblems(e2e.page)).toEqual([]);

    await e2e.page.getByLabel('Phone number').fill('+46 70 987 65 43');
    await e2e.page.getByRole('button', { name: 'Call me' }).tap();
    await e2e.page.getByTestId('contact-confirmation').waitFor();
    expect(await phoneProblems(e2e.page)).toEqual([]);

    await e2e.page.getByRole('button', { name: 'Back', exact: true }).tap();
    await e2e.page.getByRole('button', { name: 'Try the typing test' }).tap();
    await e2e.page.getByRole('heading', { name: 'Try the typing test' }).waitFor();
    expect(await phoneProblems(e2e.page)).toEqual([]);
  });

  it('when they use the back gesture on the contact form, then they are on the landing menu, still on the site', async () => {
    await tapOnMenu('I want to know more');
    await e2e.page.getByRole('heading', { name: 'Let us contact you' }).waitFor();

    await e2e.page.goBack();
    await e2e.page.getByRole('button', { name: 'I want to know more' }).waitFor();
    expect(new URL(e2e.page.url()).origin).toBe(new URL(e2e.product.url).origin);
  });

  it('when the contact form shows an error, then the toast sits below the header, and it is gone once the request went through', async () => {
    await tapOnMenu('I want to know more');
    await e2e.page.getByRole('button', { name: 'Call me' }).tap();
    await toasts().filter({ hasText: contactMessages.phoneMissing }).waitFor();

    const header = await e2e.page.locator('header').boundingBox();
    const toast = await restingBox(toasts().first());
    expect(toast.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? Infinity));
    expect(await toggleCanBeTapped(e2e.page)).toBe(true);

    await e2e.page.getByLabel('Phone number').fill('+46 70 987 65 44');
    await e2e.page.getByRole('button', { name: 'Call me' }).tap();
    await e2e.page.getByTestId('contact-confirmation').waitFor();
    await toasts().first().waitFor({ state: 'detached', timeout: 2_000 });
    expect(await toggleCanBeTapped(e2e.page)).toBe(true);
  });
});

describe('given a visitor trying the demo on a phone', () => {
  it('when the demo opens, then it says to tap the text, not click it', async () => {
    await tapOnMenu('Try the typing test');
    const hint = e2e.page.getByText(/the text and start typing/);
    expect(await settledText(hint, 'Tap the text and start typing. The timer starts with your first key.')).toBe(
      'Tap the text and start typing. The timer starts with your first key.',
    );
  });

  it('when they type the sentence on a keyboard whose keys say only "Unidentified", then every character counts once and the result is what scoring makes of those keystrokes', async () => {
    const keyIntervalMs = 200;
    await e2e.page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    await e2e.page.clock.pauseAt(new Date('2026-03-02T09:00:05Z'));
    await tapOnMenu('Try the typing test');
    await e2e.page.getByLabel('Typing area').tap();

    const log: Keystroke[] = [];
    await typeOnPhoneKeyboard(e2e.page, demoText, async () => {
      log.push({ key: demoText[log.length] ?? '', at: log.length * keyIntervalMs });
      await e2e.page.clock.runFor(keyIntervalMs);
    });

    const expected = score(demoText, log);
    expect(expected.accuracy).toBe(100);
    expect(await settledText(e2e.page.getByTestId('typing-status'), 'Test complete')).toBe('Test complete');
    expect(await settledText(e2e.page.getByTestId('wpm'), `${expected.wpm} WPM`)).toBe(`${expected.wpm} WPM`);
    expect(await e2e.page.getByTestId('accuracy').textContent()).toBe('100% accuracy');
  });

  it("when the keyboard's clipboard chip or dictation puts the rest of the text in at once, then nothing of it is typed and the visitor is told why", async () => {
    await tapOnMenu('Try the typing test');
    await e2e.page.getByLabel('Typing area').tap();
    await typeOnPhoneKeyboard(e2e.page, 'This');

    await e2e.page.keyboard.insertText(demoText.slice(4));
    expect(await e2e.page.locator('.typed-passage .char.correct, .typed-passage .char.wrong').count()).toBe(4);
    expect(await e2e.page.getByTestId('typing-status').textContent()).not.toBe('Test complete');
    expect(await settledText(e2e.page.getByTestId('typing-note'), 'Type the text key by key; pasted or dictated text is not accepted.')).toBe(
      'Type the text key by key; pasted or dictated text is not accepted.',
    );

    // The next key press counts again, and the note goes.
    await typeOnPhoneKeyboard(e2e.page, ' ');
    expect(await settledText(e2e.page.getByTestId('typing-note'), '')).toBe('');
    expect(await e2e.page.locator('.typed-passage .char.correct').count()).toBe(5);
  });
});

describe.each([
  ['en', 'light'],
  ['en', 'dark'],
  ['sv', 'light'],
  ['sv', 'dark'],
] as const)('given a visitor on a 375 px phone reading the landing page in %s, %s', (language, theme) => {
  const words = { en, sv }[language].landing;

  it('when they scroll through it, then it shows the demonstration, the call to register, the three steps, a sample result labelled as one, why to trust it, the beta terms and a way to be contacted, all fitting the width and big enough to tap', async () => {
    await e2e.page.context().addCookies([
      { name: 'language', value: language, url: e2e.product.url },
      { name: 'darkMode', value: String(theme === 'dark'), url: e2e.product.url },
    ]);
    await e2e.page.goto(e2e.product.url);
    await e2e.page.getByRole('heading', { name: words.contactHeading }).waitFor();

    expect(await e2e.page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      words.demoHeading,
      words.stepsHeading,
      words.sampleHeading,
      words.trustHeading,
      words.betaHeading,
      words.contactHeading,
    ]);
    await e2e.page.getByRole('button', { name: words.registerCompany }).waitFor();
    await e2e.page
      .getByRole('article', { name: `${words.sampleLabel} ${words.sampleApplicant}` })
      .getByText(words.sampleIntegrityHeading)
      .waitFor();
    expect(await phoneProblems(e2e.page)).toEqual([]);
  });
});
