import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/browser.ts';
import { collectPageErrors } from './support/page-errors.ts';
import { startTestProduct, type TestProduct } from './support/product.ts';

let product: TestProduct;
let browser: TestBrowser;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  product = await startTestProduct();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

beforeEach(async () => {
  page = await browser.context.newPage();
  pageErrors = collectPageErrors(page);
});

afterEach(async () => {
  await page.close();
  expect(pageErrors).toEqual([]);
});

const path = () => new URL(page.url()).pathname;

describe('given a signed-out visitor on the landing page', () => {
  beforeEach(async () => {
    await page.goto(product.url);
  });

  it('when the page opens, then it offers Register, Login, I want to know more and Try the typing test, above a footer with this year', async () => {
    for (const name of ['Register', 'Login', 'I want to know more', 'Try the typing test']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    }
    expect(await page.getByRole('contentinfo').textContent()).toBe(`© ${new Date().getFullYear()} Typetest`);
  });

  it('when they press Register, then they are on /register', async () => {
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Register' }).waitFor();
    expect(path()).toBe('/register');
  });

  it('when they press Login and then the brand link, then they are on /login and back on the landing page', async () => {
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(path()).toBe('/login');

    await page.getByRole('link', { name: 'Typetest' }).click();
    await page.getByRole('button', { name: 'Try the typing test' }).waitFor();
    expect(path()).toBe('/');
  });

  it('when they open the demo and then the contact form, then each back arrow returns to the landing page without changing the address', async () => {
    await page.getByRole('button', { name: 'Try the typing test' }).click();
    await page.getByRole('heading', { name: 'Try the typing test' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();

    await page.getByRole('button', { name: 'I want to know more' }).click();
    await page.getByRole('heading', { name: 'Let us contact you' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Register' }).waitFor();
    expect(path()).toBe('/');
  });

  it('when they use only the keyboard, then they can open the contact form and focus lands on its heading', async () => {
    await page.getByRole('button', { name: 'I want to know more' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Let us contact you' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Let us contact you');

    // From the heading the next field is the phone number; one step back is the back arrow.
    await page.keyboard.press('Tab');
    await page.keyboard.type('0701234567');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('0701234567');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Back');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Register' }).waitFor();
  });
});

describe('given an applicant link', () => {
  it('when the code is missing, then the page says the URL is invalid', async () => {
    await page.goto(`${product.url}/acmecorp`);
    await page.getByText('The URL you entered is invalid.', { exact: true }).waitFor();
  });

  it('when it has both a text folder and a code, then the page does not call it invalid', async () => {
    await page.goto(`${product.url}/acmecorp?code=abc123`);
    await page.getByRole('heading', { name: 'Typing test' }).waitFor();
    expect(await page.getByText('The URL you entered is invalid.').count()).toBe(0);
  });
});
