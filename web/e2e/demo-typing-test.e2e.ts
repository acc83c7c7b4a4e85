import { backspace, score, type Keystroke } from '@typetest/events/scoring';
import { demoText } from '@typetest/events/typing/demo-text';
import { describe, expect, it } from 'vitest';
import { useProductInBrowser } from './support/product-in-browser.ts';
import { settledText } from './support/text.ts';

/** Time between two keystrokes. The page's clock is stopped and moved on by exactly this much. */
const keyIntervalMs = 250;

const e2e = useProductInBrowser({
  async setUpPage(page, product) {
    // The page's clocks (Date, performance.now, timers) stand still unless the test moves them, so
    // every keystroke's time is known and the expected WPM can be computed from the same log.
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:05Z'));
    await page.goto(product.url);
    await page.getByRole('button', { name: 'Try the typing test' }).click();
    await page.getByRole('heading', { name: 'Try the typing test' }).waitFor();
  },
});

const status = () => e2e.page.getByTestId('typing-status');
/** What the paper shows as typed: its black (correct) and red (wrong) characters. */
const typedCharacters = () => e2e.page.locator('.typed-passage .char.correct, .typed-passage .char.wrong');
const wrongCharacters = () => e2e.page.locator('.typed-passage .char.wrong');
const startOver = () => e2e.page.getByRole('button', { name: 'Start over' });
const note = () => e2e.page.getByTestId('typing-note');
const refusedNote = 'Type the text key by key; pasted or dictated text is not accepted.';

/** Dispatches input events on the typing area as a script (or an input method) would, one per entry. */
async function dispatchInput(events: readonly { inputType: string; data: string | null; isComposing?: boolean }[]) {
  await e2e.page.getByLabel('Typing area').evaluate((area, list) => {
    for (const init of list) area.dispatchEvent(new InputEvent('input', { ...init, bubbles: true }));
  }, events);
}

/**
 * Types `keys` one by one, `keyIntervalMs` apart on the page's clock, and returns the keystroke
 * log the page should have recorded, timed from the first of them.
 */
async function typeKeys(keys: readonly string[], log: Keystroke[] = []): Promise<Keystroke[]> {
  for (const key of keys) {
    if (key === backspace) await e2e.page.keyboard.press(backspace);
    else await e2e.page.keyboard.type(key);
    log.push({ key, at: log.length * keyIntervalMs });
    await e2e.page.clock.runFor(keyIntervalMs);
  }
  return log;
}

describe('given a visitor trying the demo typing test', () => {
  it('when nothing has been typed yet, then the typing area has focus and the test has not started', async () => {
    expect(await settledText(status(), 'Test not started')).toBe('Test not started');
    await expect.poll(() => e2e.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Typing area');
    expect(await e2e.page.getByText(demoText, { exact: true }).count()).toBeGreaterThan(0);
    // A mouse is the main pointer here, so the hint says to click.
    expect(await e2e.page.getByText('Click the text and start typing. The timer starts with your first key.').count()).toBe(1);
  });

  it('when they type the whole sentence with one typo fixed by Backspace, then the WPM and accuracy shown are what the scoring module makes of those keystrokes', async () => {
    const typoAt = 12;
    const keys = [...demoText.slice(0, typoAt).split(''), 'x', backspace, ...demoText.slice(typoAt).split('')];
    expect(demoText[typoAt]).not.toBe('x');

    // The first ten characters, all correct, take 10 x 250 ms on the clock: 2 words in 2.5 s.
    const log = await typeKeys(keys.slice(0, 10));
    expect(await settledText(status(), '2 s · 48 WPM')).toBe('2 s · 48 WPM');

    await typeKeys(keys.slice(10, typoAt + 1), log);
    expect(await wrongCharacters().count()).toBe(1);
    await typeKeys(keys.slice(typoAt + 1), log);

    const expected = score(demoText, log);
    // 105 correct characters over 106 steps of 250 ms (26.5 s) is 47.5, so 48 WPM; 105 of the 106
    // character keystrokes were right, so 99%.
    expect(expected).toEqual({ wpm: 48, accuracy: 99 });
    expect(await settledText(status(), 'Test complete')).toBe('Test complete');
    expect(await settledText(e2e.page.getByTestId('wpm'), `${expected.wpm} WPM`)).toBe(`${expected.wpm} WPM`);
    expect(await settledText(e2e.page.getByTestId('accuracy'), `${expected.accuracy}% accuracy`)).toBe(`${expected.accuracy}% accuracy`);
    expect(await wrongCharacters().count()).toBe(0);
  });

  it('when they keep typing after the last character, then nothing changes', async () => {
    await typeKeys(demoText.split(''));
    const wpm = await e2e.page.getByTestId('wpm').textContent();
    await e2e.page.clock.runFor(60_000);
    await typeKeys(['a', backspace, 'b']);
    expect(await settledText(status(), 'Test complete')).toBe('Test complete');
    expect(await e2e.page.getByTestId('wpm').textContent()).toBe(wpm);
    expect(await typedCharacters().count()).toBe(demoText.length);
  });

  it('when they press Start over mid-test, then the test is back to not started and typing begins afresh', async () => {
    await typeKeys('This iz'.split(''));
    expect(await typedCharacters().count()).toBe(7);

    await e2e.page.getByRole('button', { name: 'Start over' }).click();
    expect(await settledText(status(), 'Test not started')).toBe('Test not started');
    expect(await typedCharacters().count()).toBe(0);
    expect(await e2e.page.getByRole('button', { name: 'Start over' }).count()).toBe(0);

    // Focus went back to the typing area: the next key is the first character of a new attempt.
    await typeKeys(['T']);
    expect(await typedCharacters().count()).toBe(1);
    expect(await wrongCharacters().count()).toBe(0);
  });

  it('when they press Try again after finishing, then the result disappears and a new attempt can start', async () => {
    await typeKeys(demoText.split(''));
    await e2e.page.getByTestId('wpm').waitFor();

    await e2e.page.getByRole('button', { name: 'Try again' }).click();
    expect(await settledText(status(), 'Test not started')).toBe('Test not started');
    expect(await e2e.page.getByTestId('wpm').count()).toBe(0);
    expect(await e2e.page.getByTestId('accuracy').count()).toBe(0);
    expect(await typedCharacters().count()).toBe(0);

    await typeKeys(['T', 'h']);
    expect(await typedCharacters().count()).toBe(2);
  });

  it('when Backspace is pressed with nothing typed, then the timer starts again from the next character', async () => {
    await typeKeys(['T', backspace]);
    await e2e.page.clock.runFor(5_000);
    expect(await settledText(status(), '5 s · 0 WPM')).toBe('5 s · 0 WPM');

    await typeKeys([backspace]);
    expect(await settledText(status(), 'Test not started')).toBe('Test not started');
    await e2e.page.clock.runFor(30_000);
    await typeKeys(['T']);
    expect(await settledText(status(), '0 s')).toBe('0 s');
  });

  it('when Backspace is pressed with nothing typed and no timer running, then there is nothing to start over', async () => {
    await typeKeys([backspace, backspace]);
    expect(await settledText(status(), 'Test not started')).toBe('Test not started');
    expect(await startOver().count()).toBe(0);

    // Typed and removed again, the timer still runs: Start over is offered until Backspace resets it.
    await typeKeys(['T', backspace]);
    await startOver().waitFor();
    await typeKeys([backspace]);
    expect(await settledText(status(), 'Test not started')).toBe('Test not started');
    expect(await startOver().count()).toBe(0);
  });

  it('when they press keys that type nothing (Shift, Control, Alt, Meta, arrows, Enter, F2, PrintScreen), then the text and the timer stay as they were', async () => {
    await typeKeys('This'.split(''));
    const before = await status().textContent();

    for (const key of ['Shift', 'Control', 'Alt', 'Meta', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'Enter', 'F2', 'PrintScreen']) {
      await e2e.page.keyboard.press(key);
    }
    expect(await typedCharacters().count()).toBe(4);
    expect(await wrongCharacters().count()).toBe(0);
    expect(await status().textContent()).toBe(before);

    // The typing area still has the keys: the next character lands right after "This".
    await typeKeys([' ']);
    expect(await typedCharacters().count()).toBe(5);
    expect(await wrongCharacters().count()).toBe(0);
  });

  it('when they try to paste the text in or copy it out, then the browser is stopped and nothing is typed', async () => {
    await e2e.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.product.url });
    await e2e.page.evaluate(async (text) => {
      await navigator.clipboard.writeText(text);
      // Record, after the page's own handlers ran, whether the clipboard events were cancelled.
      const seen: Record<string, boolean> = {};
      Object.assign(window, { clipboardEventsSeen: seen });
      for (const type of ['paste', 'copy']) {
        window.addEventListener(type, (event) => (seen[type] = event.defaultPrevented));
      }
    }, demoText);

    await e2e.page.getByLabel('Typing area').focus();
    await e2e.page.keyboard.press('Control+V');
    await e2e.page.keyboard.press('Control+A');
    await e2e.page.keyboard.press('Control+C');

    expect(await e2e.page.evaluate(() => Reflect.get(window, 'clipboardEventsSeen'))).toEqual({ paste: true, copy: true });
    expect(await settledText(status(), 'Test not started')).toBe('Test not started');
    expect(await settledText(note(), refusedNote)).toBe(refusedNote);
    expect(await typedCharacters().count()).toBe(0);
  });
});

describe('given text that no single key press typed', () => {
  it('when one input event carries the rest of the sentence, then none of it is typed and the visitor is told why', async () => {
    await typeKeys('This'.split(''));
    await dispatchInput([{ inputType: 'insertText', data: demoText.slice(4) }]);

    expect(await typedCharacters().count()).toBe(4);
    expect(await status().textContent()).not.toBe('Test complete');
    expect(await e2e.page.getByTestId('wpm').count()).toBe(0);
    expect(await settledText(note(), refusedNote)).toBe(refusedNote);
  });

  it("when a keyboard inserts a whole word without key presses (the browser's own input event), then none of it is typed", async () => {
    await e2e.page.keyboard.insertText('This is');
    expect(await typedCharacters().count()).toBe(0);
    expect(await settledText(status(), 'Test not started')).toBe('Test not started');
    expect(await settledText(note(), refusedNote)).toBe(refusedNote);
  });

  it('when even one character arrives pasted, dropped, autocorrected, yanked or composed by an input method, then it is not typed', async () => {
    await dispatchInput(['insertFromPaste', 'insertFromDrop', 'insertReplacementText', 'insertFromYank', 'insertCompositionText'].map((inputType) => ({ inputType, data: 'T' })));
    await dispatchInput([{ inputType: 'insertText', data: 'T', isComposing: true }]);
    expect(await settledText(note(), refusedNote)).toBe(refusedNote);
    expect(await typedCharacters().count()).toBe(0);

    // A single character from a phone keyboard's input event is a key press: it counts, and the note goes.
    await dispatchInput([{ inputType: 'insertText', data: 'T' }]);
    expect(await settledText(note(), '')).toBe('');
    expect(await typedCharacters().count()).toBe(1);
  });

  it('when a keyboard sends both a key and an input event for the same character, then it counts once', async () => {
    // Some phone keyboards insert a character even though its keydown was handled and prevented.
    await e2e.page.getByLabel('Typing area').evaluate((area) => {
      for (const character of ['T', 'h']) {
        area.dispatchEvent(new KeyboardEvent('keydown', { key: character, bubbles: true, cancelable: true }));
        area.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: character, bubbles: true }));
        area.dispatchEvent(new KeyboardEvent('keyup', { key: character, bubbles: true }));
      }
    });
    expect(await settledText(e2e.page.locator('.typed-passage .char.correct').last(), 'h')).toBe('h');
    expect(await typedCharacters().count()).toBe(2);
    expect(await wrongCharacters().count()).toBe(0);
  });
});
