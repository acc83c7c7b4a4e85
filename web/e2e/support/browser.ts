import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** Debian's chromium package; playwright's own browser downloads are not available here. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface TestBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * A real Chromium with a fresh profile (no cookies or storage from an earlier run), closed and
 * wiped by `close()`.
 */
export async function launchBrowser(options: BrowserContextOptions = {}): Promise<TestBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'typetest-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    args,
    headless: true,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
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
