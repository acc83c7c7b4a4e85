import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/browser.ts';
import { collectPageErrors } from './support/page-errors.ts';
import { startTestProduct, type TestProduct } from './support/product.ts';

const operators = { username: 'ops', password: 'correct horse battery staple' };
let product: TestProduct;
let browser: TestBrowser;
beforeAll(async () => {
  product = await startTestProduct({ OPS_USER: operators.username, OPS_PASSWORD: operators.password });
  browser = await launchBrowser({ httpCredentials: operators });
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

describe('the mail queue dashboard for operators', () => {
  it("given an operator's login, when they open /ops/queues, then the dashboard runs under the product's content security policy and shows the mail queue", async () => {
    const page = await browser.context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${product.url}/ops/queues`);

    await expect.poll(() => page.getByText('mail', { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    // Its web font is the one thing the policy refuses (styles from this origin only): the system font shows instead.
    // Its <base href> needs `base-uri 'self'`, allowed under /ops/ only (api/src/http/security-headers.ts).
    expect(errors.filter((error) => !error.includes('fonts.googleapis.com'))).toEqual([]);
  });
});
