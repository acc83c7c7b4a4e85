import { beforeEach, describe, expect, it } from 'vitest';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser();

const path = () => new URL(e2e.page.url()).pathname;

describe('given a signed-out visitor on the landing page', () => {
  beforeEach(async () => {
    await e2e.page.goto(e2e.product.url);
  });

  it('when the page opens, then it offers Register, Login, I want to know more and Try the typing test, above a footer with this year', async () => {
    for (const name of ['Register', 'Login', 'I want to know more', 'Try the typing test']) {
      expect(await e2e.page.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    }
    expect(await e2e.page.getByRole('contentinfo').textContent()).toBe(`© ${new Date().getFullYear()} Typetest`);
  });

  it('when they press Register, then they are on /register', async () => {
    await e2e.page.getByRole('button', { name: 'Register' }).click();
    await e2e.page.getByRole('heading', { name: 'Register' }).waitFor();
    expect(path()).toBe('/register');
  });

  it('when they press Login and then the brand link, then they are on /login and back on the landing page', async () => {
    await e2e.page.getByRole('button', { name: 'Login' }).click();
    await e2e.page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(path()).toBe('/login');

    await e2e.page.getByRole('link', { name: 'Typetest' }).click();
    await e2e.page.getByRole('button', { name: 'Try the typing test' }).waitFor();
    expect(path()).toBe('/');
  });

  it('when they open the demo and then the contact form, then each back arrow returns to the landing page without changing the address', async () => {
    await e2e.page.getByRole('button', { name: 'Try the typing test' }).click();
    await e2e.page.getByRole('heading', { name: 'Try the typing test' }).waitFor();
    await e2e.page.getByRole('button', { name: 'Back' }).click();

    await e2e.page.getByRole('button', { name: 'I want to know more' }).click();
    await e2e.page.getByRole('heading', { name: 'Let us contact you' }).waitFor();
    await e2e.page.getByRole('button', { name: 'Back' }).click();
    await e2e.page.getByRole('button', { name: 'Register' }).waitFor();
    expect(path()).toBe('/');
  });

  it('when they use only the keyboard, then they can open the contact form and focus lands on its heading', async () => {
    await e2e.page.getByRole('button', { name: 'I want to know more' }).focus();
    await e2e.page.keyboard.press('Enter');
    await e2e.page.getByRole('heading', { name: 'Let us contact you' }).waitFor();
    expect(await e2e.page.evaluate(() => document.activeElement?.textContent)).toBe('Let us contact you');

    // From the heading the next field is the phone number; one step back is the back arrow.
    await e2e.page.keyboard.press('Tab');
    await e2e.page.keyboard.type('0701234567');
    expect(await e2e.page.getByLabel('Phone number').inputValue()).toBe('0701234567');
    await e2e.page.keyboard.press('Shift+Tab');
    expect(await e2e.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Back');
    await e2e.page.keyboard.press('Enter');
    await e2e.page.getByRole('button', { name: 'Register' }).waitFor();
  });
});

describe('given an applicant link', () => {
  it('when the code is missing, then the page says the URL is invalid', async () => {
    await e2e.page.goto(`${e2e.product.url}/acmecorp`);
    await e2e.page.getByText('The URL you entered is invalid.', { exact: true }).waitFor();
  });

  it('when it has both a text folder and a code, then the page does not call it invalid', async () => {
    await e2e.page.goto(`${e2e.product.url}/acmecorp?code=abc123`);
    await e2e.page.getByRole('heading', { name: 'Typing test' }).waitFor();
    expect(await e2e.page.getByText('The URL you entered is invalid.').count()).toBe(0);
  });
});
