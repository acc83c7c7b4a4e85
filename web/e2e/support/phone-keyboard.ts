import type { Page } from 'playwright-core';

/**
 * Types like a phone's on-screen keyboard: each key's keydown says only "Unidentified" (key code
 * 229) and its character arrives as an input event, as Android keyboards do. Sent through
 * Chromium's own input pipeline (DevTools protocol), so the events are the browser's, not a script's.
 */
export async function typeOnPhoneKeyboard(page: Page, text: string, afterEachKey?: () => Promise<void>): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  try {
    for (const character of text) {
      const key = { key: 'Unidentified', code: '', windowsVirtualKeyCode: 229, nativeVirtualKeyCode: 229 };
      await devtools.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, text: character, unmodifiedText: character });
      await devtools.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
      await afterEachKey?.();
    }
  } finally {
    await devtools.detach();
  }
}
