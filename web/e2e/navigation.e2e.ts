import { beforeEach, describe, expect, it } from 'vitest';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser();

const path = () => new URL(e2e.page.url()).pathname;
/** Path and query: where a reload or a shared link would lead. */
const address = () => {
  const url = new URL(e2e.page.url());
  return `${url.pathname}${url.search}`;
};

describe('given a signed-out visitor on the landing page', () => {
  beforeEach(async () => {
    await e2e.page.goto(e2e.product.url);
  });

  it('when the page opens, then it offers Register, Login, I want to know more and Try the typing test, above a footer with this year', async () => {
    // The menu comes with the landing page's own code, just after the page's load event.
    await e2e.page.getByRole('button', { name: 'Register', exact: true }).waitFor();
    for (const name of ['Register', 'Login', 'I want to know more', 'Try the typing test']) {
      expect(await e2e.page.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    }
    expect(await e2e.page.getByRole('contentinfo').textContent()).toBe(`© ${new Date().getFullYear()} Typetest`);
  });

  it('when they press Register, then they are on /register', async () => {
    await e2e.page.getByRole('button', { name: 'Register' }).click();
    await e2e.page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(path()).toBe('/register');
  });

  it('when they press Login and then the brand link, then they are on /login and back on the landing page', async () => {
    await e2e.page.getByRole('button', { name: 'Login' }).click();
    await e2e.page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    expect(path()).toBe('/login');

    await e2e.page.getByRole('link', { name: 'Typetest' }).click();
    await e2e.page.getByRole('button', { name: 'Try the typing test' }).waitFor();
    expect(path()).toBe('/');
  });

  it('when they open the demo and then the contact form, then each back arrow returns to the landing menu at /', async () => {
    await e2e.page.getByRole('button', { name: 'Try the typing test' }).click();
    await e2e.page.getByRole('heading', { name: 'Try the typing test' }).waitFor();
    await e2e.page.getByRole('button', { name: 'Back' }).click();

    await e2e.page.getByRole('button', { name: 'I want to know more' }).click();
    await e2e.page.getByRole('heading', { name: 'Let us contact you' }).waitFor();
    await e2e.page.getByRole('button', { name: 'Back' }).click();
    await e2e.page.getByRole('button', { name: 'Register' }).waitFor();
    expect(address()).toBe('/');
  });

  it('when they use only the keyboard, then they can open the contact form and focus lands on its heading', async () => {
    await e2e.page.getByRole('button', { name: 'I want to know more' }).focus();
    await e2e.page.keyboard.press('Enter');
    await e2e.page.getByRole('heading', { name: 'Let us contact you' }).waitFor();
    await expect.poll(() => e2e.page.evaluate(() => document.activeElement?.textContent)).toBe('Let us contact you');

    // From the heading the next field is the phone number; one step back is the back arrow.
    await e2e.page.keyboard.press('Tab');
    await e2e.page.keyboard.type('0701234567');
    expect(await e2e.page.getByLabel('Phone number').inputValue()).toBe('0701234567');
    await e2e.page.keyboard.press('Shift+Tab');
    await expect.poll(() => e2e.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Back');
    await e2e.page.keyboard.press('Enter');
    await e2e.page.getByRole('button', { name: 'Register' }).waitFor();
  });
});

describe("given a visitor moving through the landing page with the browser's Back and Forward", () => {
  beforeEach(async () => {
    await e2e.page.goto(e2e.product.url);
  });

  const menu = () => e2e.page.getByRole('button', { name: 'I want to know more' });
  const contactForm = () => e2e.page.getByRole('heading', { name: 'Let us contact you' });
  const demo = () => e2e.page.getByRole('heading', { name: 'Try the typing test' });

  it('when they open the contact form and go Back, then they are on the landing menu, and Forward brings the form back with what they typed', async () => {
    await menu().click();
    await contactForm().waitFor();
    expect(address()).toBe('/?view=contact');
    await e2e.page.getByLabel('Phone number').fill('+46 70 123 45 67');

    await e2e.page.goBack();
    await menu().waitFor();
    expect(address()).toBe('/');

    await e2e.page.goForward();
    await contactForm().waitFor();
    expect(await e2e.page.getByLabel('Phone number').inputValue()).toBe('+46 70 123 45 67');
  });

  it('when they open the demo and go Back, then they are on the landing menu, and Forward opens the demo again', async () => {
    await e2e.page.getByRole('button', { name: 'Try the typing test' }).click();
    await demo().waitFor();
    expect(address()).toBe('/?view=demo');

    await e2e.page.goBack();
    await menu().waitFor();
    expect(address()).toBe('/');

    await e2e.page.goForward();
    await demo().waitFor();
    expect(await e2e.page.getByTestId('typing-status').textContent()).toBe('Test not started');
  });

  it("when they press the back arrow, then it is the browser's Back: Forward returns to the view", async () => {
    await menu().click();
    await contactForm().waitFor();
    await e2e.page.getByRole('button', { name: 'Back' }).click();
    await menu().waitFor();
    expect(address()).toBe('/');

    await e2e.page.goForward();
    await contactForm().waitFor();
    expect(address()).toBe('/?view=contact');
  });

  it('when they open a view from its address (a reload, a shared link), then it shows, and its back arrow leads to the menu rather than off the site', async () => {
    await e2e.page.goto(`${e2e.product.url}/?view=demo`);
    await demo().waitFor();
    await e2e.page.reload();
    await demo().waitFor();

    await e2e.page.goto(`${e2e.product.url}/?view=contact`);
    await contactForm().waitFor();
    await e2e.page.reload();
    await contactForm().waitFor();
    // A fresh tab: nothing of this site behind the contact form.
    const tab = await e2e.browser.context.newPage();
    try {
      await tab.goto(`${e2e.product.url}/?view=contact`);
      await tab.getByRole('button', { name: 'Back' }).click();
      await tab.getByRole('button', { name: 'I want to know more' }).waitFor();
      expect(new URL(tab.url()).origin).toBe(new URL(e2e.product.url).origin);
      expect(new URL(tab.url()).search).toBe('');
    } finally {
      await tab.close();
    }
  });

  it('when the view in the address is unknown, then the landing menu shows', async () => {
    await e2e.page.goto(`${e2e.product.url}/?view=toString`);
    await menu().waitFor();
  });

  it('when they leave the confirmation with its Back, then the form is cleared and Forward shows the empty form, not the confirmation again', async () => {
    await menu().click();
    await e2e.page.getByLabel('Phone number').fill('+46 8 555 123');
    await e2e.page.getByRole('button', { name: 'Call me' }).click();
    await e2e.page.getByTestId('contact-confirmation').waitFor();

    await e2e.page.getByRole('button', { name: 'Back', exact: true }).click();
    await menu().waitFor();
    await e2e.page.goForward();
    await contactForm().waitFor();
    expect(await e2e.page.getByTestId('contact-confirmation').count()).toBe(0);
    expect(await e2e.page.getByLabel('Phone number').inputValue()).toBe('');
  });

  it("when they leave the confirmation with the browser's Back, then it is the same as its Back button: the form is cleared", async () => {
    await menu().click();
    await e2e.page.getByLabel('Phone number').fill('+46 8 555 124');
    await e2e.page.getByRole('button', { name: 'Call me' }).click();
    await e2e.page.getByTestId('contact-confirmation').waitFor();

    await e2e.page.goBack();
    await menu().waitFor();
    await e2e.page.goForward();
    await contactForm().waitFor();
    expect(await e2e.page.getByTestId('contact-confirmation').count()).toBe(0);
    expect(await e2e.page.getByLabel('Phone number').inputValue()).toBe('');
  });

  it('when they come back to the menu with the keyboard, then focus is on its heading, not lost on the page', async () => {
    await menu().focus();
    await e2e.page.keyboard.press('Enter');
    await contactForm().waitFor();
    await e2e.page.goBack();
    await menu().waitFor();
    await expect.poll(() => e2e.page.evaluate(() => document.activeElement?.textContent)).toBe('Screen applicants with a typing test');
  });
});

describe('given an applicant link', () => {
  it('when the code is missing, then the page says the URL is invalid', async () => {
    await e2e.page.goto(`${e2e.product.url}/acmecorp`);
    await e2e.page.getByText('The URL you entered is invalid.', { exact: true }).waitFor();
  });

  it('when it has both a text folder and a code, then the page asks the server about that link, and one it does not know is invalid because links expire', async () => {
    const asked = e2e.page.waitForRequest((request) => request.url().endsWith('/api/applicant/submitauth'));
    await e2e.page.goto(`${e2e.product.url}/acmecorp?code=abc123`);
    expect((await asked).postDataJSON()).toEqual({ textFolder: 'acmecorp', urlApplicantCode: 'abc123' });
    await e2e.page.getByText('The links expire when used.', { exact: false }).waitFor();
  });
});
