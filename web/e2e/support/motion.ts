import type { Locator, Page } from 'playwright-core';

/**
 * Once nothing on the page moves any more: every transition and finite animation has finished (a
 * toast slid in, the page made room for it), as a person sees things come to rest. Endless ones (a
 * spinner) do not count. `document.getAnimations()` brings styles up to date first, so a transition
 * a change has just started is seen.
 */
export async function motionFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/** Where `locator` rests once it shows and nothing moves any more. */
export async function restingBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await locator.waitFor();
  await motionFinished(locator.page());
  const box = await locator.boundingBox();
  if (!box) throw new Error('it is not on the screen');
  return box;
}

/**
 * Once the page has nothing left to do: its handlers have run and it has been idle (no task, no
 * frame due) twice over. What a click was going to start (a request, a toast) has started by then.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => requestIdleCallback(() => resolve()));
      }),
  );
}
