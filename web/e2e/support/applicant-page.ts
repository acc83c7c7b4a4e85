import type { Page } from 'playwright-core';
import { backspace } from '@typetest/events/scoring';
import { demoText } from '@typetest/events/typing/demo-text';

/** The applicant's page (`/{textFolder}?code=`) driven as an applicant would: by headings, buttons and keys. */

/** The screen whose level-1 heading is `name`, once it shows. */
export async function screen(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

export async function pressContinue(page: Page, label = 'Continue'): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
}

/**
 * Types `text` into the typing area key by key at a person's uneven pace (40 to 110 ms between
 * keys, on the page's real clock: the server compares the log with the time it saw pass), making a
 * wrong key and putting it right with Backspace at each of `typosAt`.
 */
export async function typeLikeAPerson(page: Page, text: string, typosAt: readonly number[] = []): Promise<void> {
  await page.getByLabel('Typing area').focus();
  let step = 0;
  const pause = () => page.waitForTimeout(40 + ((step++ * 37) % 71));
  for (const [index, character] of [...text].entries()) {
    if (typosAt.includes(index)) {
      await page.keyboard.type(character === 'x' ? 'z' : 'x');
      await pause();
      await page.keyboard.press(backspace);
      await pause();
    }
    await page.keyboard.type(character);
    await pause();
  }
}

/** Opens the link and goes through the welcome and the (unmeasured, so typed at once) introduction to test 1/3. */
export async function openTestOne(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await screen(page, 'Welcome');
  await pressContinue(page, 'Continue to the introduction test');
  await screen(page, 'Introduction test');
  await page.getByLabel('Typing area').focus();
  await page.keyboard.type(demoText);
  await screen(page, 'Introduction complete');
  await pressContinue(page);
  await screen(page, 'Test 1/3');
}
