import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** Debian's chromium package; playwright's own browser downloads are not available here. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface TestBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * One Chromium per test worker (vitest.config.ts runs the browser files without isolation, so this
 * module lives as long as the worker): starting one costs about a second, a context a few
 * milliseconds. Playwright stops it when the worker process ends.
 */
let chromiumOfThisWorker: Promise<Browser> | undefined;

function workerChromium(): Promise<Browser> {
  if (!chromiumOfThisWorker) {
    const launched = chromium.launch({ executablePath, args, headless: true });
    chromiumOfThisWorker = launched;
    // A crashed browser is launched again for the next file rather than failing every test after it.
    const forget = () => {
      if (chromiumOfThisWorker === launched) chromiumOfThisWorker = undefined;
    };
    launched.then((browser) => browser.on('disconnected', forget), forget);
  }
  return chromiumOfThisWorker;
}

/**
 * A fresh browser context -- no cookies, storage or cache from any other test, as a new profile
 * would be -- in the worker's Chromium, closed by `close()`.
 */
export async function launchBrowser(options: BrowserContextOptions = {}): Promise<TestBrowser> {
  const browser = await workerChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  return {
    context,
    async close() {
      await context.close();
    },
  };
}

/** A 375 px wide phone with a touch screen: what Chromium's device emulation makes of a small iPhone. */
export const phone: BrowserContextOptions = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
