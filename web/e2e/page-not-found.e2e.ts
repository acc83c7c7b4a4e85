import { describe, expect, it } from 'vitest';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser();

const path = () => new URL(e2e.page.url()).pathname;

describe('given a visitor following a link to an address the product does not have', () => {
  it.each(['/a/b', '/login/extra', '/acmecorp/results?code=abc123'])(
    'when they open %s, then the answer is 404 and the page says so, with a way back to the main page',
    async (address) => {
      const response = await e2e.page.goto(`${e2e.product.url}${address}`);
      expect(response?.status()).toBe(404);
      await e2e.page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await e2e.page.title()).toBe('Page not found · Typetest');
      expect(await e2e.page.getByText('The URL you entered is invalid.').count()).toBe(0);

      await e2e.page.getByRole('link', { name: 'Back to the main page' }).click();
      await e2e.page.getByRole('button', { name: 'Try the typing test' }).waitFor();
      expect(path()).toBe('/');
    },
  );
});

describe('given a visitor on a real route', () => {
  it.each(['/', '/register', '/login', '/acmecorp?code=abc123'])('when they open %s, then the answer is 200 and no not-found page shows', async (address) => {
    const response = await e2e.page.goto(`${e2e.product.url}${address}`);
    expect(response?.status()).toBe(200);
    await e2e.page.getByRole('heading').first().waitFor();
    expect(await e2e.page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
  });
});
