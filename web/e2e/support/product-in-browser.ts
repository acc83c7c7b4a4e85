import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser.ts';
import { collectPageErrors, describePageAtFailure, recordApiFailures } from './page-errors.ts';
import { sharedTestProduct, startTestProduct, type TestProduct } from './product.ts';

export interface ProductInBrowserOptions {
  /**
   * Off (the default): one browser context for the whole file, and a fresh page in it before each
   * test. On: no context until a test calls `openBrowser()`, which opens one for that test alone,
   * so every test is a first visit with no cookies from another. Either way the context is new
   * (support/browser.ts: one Chromium per test worker).
   */
  browserPerTest?: boolean;
  /** The file's browser context (without `browserPerTest`): a phone's viewport and touch screen, say. */
  browserOptions?: BrowserContextOptions;
  /**
   * Runs on each test's page once its errors are being collected and before the test itself:
   * a stopped clock, a request recorder, the first `goto`.
   */
  setUpPage?: (page: Page, product: TestProduct) => Promise<void> | void;
  /**
   * The product's settings of the file's own, on top of the tests' (startTestProduct): the file
   * then gets a product of its own, stopped after it. Without, it uses its worker's
   * (sharedTestProduct).
   */
  env?: Record<string, string>;
}

/** What a test file works with; each getter throws until its hook has set it up. */
export interface ProductInBrowser {
  readonly product: TestProduct;
  readonly browser: TestBrowser;
  readonly page: Page;
  /** Uncaught exceptions and console errors of the current page; after each test they must be none. */
  readonly pageErrors: string[];
  /** With `browserPerTest`: launches this test's browser with `options` and opens its page. */
  openBrowser(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * Registers the vitest hooks of a browser test file: the whole product (the worker's, or the
 * file's own with `env`) and (unless `browserPerTest`) a browser context for the file; a fresh page
 * for each test, closed after it with a check that nothing went wrong unseen on it.
 */
export function useProductInBrowser(options: ProductInBrowserOptions = {}): ProductInBrowser {
  const { browserPerTest = false, browserOptions, setUpPage, env } = options;
  let product: TestProduct | undefined;
  let browser: TestBrowser | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];
  let apiFailures: string[] = [];

  async function openPage(): Promise<Page> {
    const opened = await required(browser, 'browser').context.newPage();
    page = opened;
    pageErrors = collectPageErrors(opened);
    apiFailures = recordApiFailures(opened);
    await setUpPage?.(opened, required(product, 'product'));
    return opened;
  }

  const ownProduct = env !== undefined && Object.keys(env).length > 0;

  beforeAll(async () => {
    product = ownProduct ? await startTestProduct(env) : await sharedTestProduct();
    if (!browserPerTest) browser = await launchBrowser(browserOptions);
  });

  afterAll(async () => {
    await browser?.close();
    if (ownProduct) await product?.close();
  });

  if (!browserPerTest) {
    beforeEach(async () => {
      await openPage();
    });
  }

  afterEach(async ({ task }) => {
    // A failure seen only on CI is read from its log: say where the page was and what it showed.
    if (task.result?.state === 'fail' && page && !page.isClosed()) console.log(await describePageAtFailure(page, apiFailures));
    if (browserPerTest) {
      await browser?.close();
      browser = undefined;
    } else {
      await page?.close();
    }
    page = undefined;
    const errors = pageErrors;
    pageErrors = [];
    expect(errors).toEqual([]);
  });

  return {
    get product() {
      return required(product, 'product');
    },
    get browser() {
      return required(browser, 'browser');
    },
    get page() {
      return required(page, 'page');
    },
    get pageErrors() {
      return pageErrors;
    },
    async openBrowser(browserOptions: BrowserContextOptions = {}) {
      if (!browserPerTest) throw new Error('openBrowser() is for useProductInBrowser({ browserPerTest: true })');
      if (browser) throw new Error('this test has opened its browser already');
      browser = await launchBrowser(browserOptions);
      return openPage();
    },
  };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`no ${what} yet: it is set up by the hooks useProductInBrowser registers`);
  return value;
}
