import { randomBytes } from 'node:crypto';
import { en } from '@typetest/events/i18n/en';
import { describe, expect, it } from 'vitest';
import { pageIdle } from './support/motion.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';
import { settledText } from './support/text.ts';

/** The contact form's refusals as an English-speaking visitor reads them (the schema carries their catalogue keys). */
const contactMessages = en.contact;

/** Bodies of every contact request the page sent. */
let sentRequests: string[];

const e2e = useProductInBrowser({
  async setUpPage(page, product) {
    sentRequests = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/public/contactus') sentRequests.push(request.postData() ?? '');
    });
    await page.goto(product.url);
    await page.getByRole('button', { name: 'I want to know more' }).click();
    await page.getByRole('heading', { name: 'Let us contact you' }).waitFor();
  },
});

/** Something no other test uses, to find this test's mail among the others. */
function unique(): string {
  return randomBytes(3).toString('hex');
}

function toast(message: string) {
  return e2e.page.getByRole('status').filter({ hasText: message });
}

function contactMailWith(text: string) {
  return e2e.product.mailbox.waitForMail((mail) => (mail.subject ?? '').startsWith('Contact request') && (mail.text ?? '').includes(text), 15_000);
}

async function expectToastAndNothingSent(message: string) {
  await toast(message).waitFor();
  expect(await settledText(toast(message), message)).toBe(message);
  // The check happens before any request would leave; let the page finish what the click started, so a wrong one would show.
  await pageIdle(e2e.page);
  expect(sentRequests).toEqual([]);
}

describe('given a visitor who wants to be called', () => {
  it('when they leave a phone number and details and press Call me, then they are promised a call on that number and the operators get a mail with it', async () => {
    const phoneNumber = `+46 70 ${unique()}`;
    const details = `We hire 40 typists a year (${unique()})`;
    await e2e.page.getByLabel('Phone number').fill(phoneNumber);
    await e2e.page.getByLabel('Details').fill(details);
    await e2e.page.getByRole('button', { name: 'Call me' }).click();

    const confirmation = e2e.page.getByText(`We will be in touch to ${phoneNumber} shortly`, { exact: true });
    await confirmation.waitFor();
    expect(JSON.parse(sentRequests[0] ?? '{}')).toEqual({
      contactUs: { email: '', phoneNumber, details, contactMethod: 'phone' },
    });

    const mail = await contactMailWith(phoneNumber);
    expect(mail.text).toContain(details);
  });

  it('when the phone number is empty or only spaces, then Call me says exactly what is missing and sends nothing', async () => {
    await e2e.page.getByLabel('Email').fill('someone@example.com');
    await e2e.page.getByLabel('Details').fill('Please call');
    await e2e.page.getByRole('button', { name: 'Call me' }).click();
    await expectToastAndNothingSent(contactMessages.phoneMissing);
    expect(contactMessages.phoneMissing).toBe('You need to enter a phone number.');

    await e2e.page.getByLabel('Phone number').fill('   ');
    await e2e.page.getByRole('button', { name: 'Call me' }).click();
    await expectToastAndNothingSent(contactMessages.phoneMissing);
  });
});

describe('given a visitor who wants an e-mail', () => {
  it('when they leave an address and details and press Email me, then they are promised an e-mail to that address and the operators get a mail with both', async () => {
    // No format check on the address (docs/product.md §5): whatever the visitor typed is used.
    const email = `typist-${unique()}@example.com`;
    const details = `How does the applicant link work? (${unique()})`;
    await e2e.page.getByLabel('Email').fill(email);
    await e2e.page.getByLabel('Details').fill(details);
    await e2e.page.getByRole('button', { name: 'Email me' }).click();

    await e2e.page.getByText(`We will be in touch to ${email} shortly`, { exact: true }).waitFor();
    const mail = await contactMailWith(email);
    expect(mail.text).toContain(details);
  });

  it('when they press Back on the confirmation, then they are on the landing page and the form is empty again', async () => {
    await e2e.page.getByLabel('Phone number').fill('+46 8 123 456');
    await e2e.page.getByLabel('Email').fill(`back-${unique()}@example.com`);
    await e2e.page.getByLabel('Details').fill('Call or write');
    await e2e.page.getByRole('button', { name: 'Email me' }).click();
    await e2e.page.getByText(/^We will be in touch to .* shortly$/).waitFor();

    await e2e.page.getByRole('button', { name: 'Back', exact: true }).click();
    await e2e.page.getByRole('button', { name: 'I want to know more' }).click();
    expect(await e2e.page.getByLabel('Phone number').inputValue()).toBe('');
    expect(await e2e.page.getByLabel('Email').inputValue()).toBe('');
    expect(await e2e.page.getByLabel('Details').inputValue()).toBe('');
  });

  it('when the address or the details are missing, then Email me says exactly what is missing and sends nothing', async () => {
    expect(contactMessages.emailOrDetailsMissing).toBe('You need to enter an email address and details.');
    await e2e.page.getByLabel('Phone number').fill('+46 70 000 00 00');
    await e2e.page.getByLabel('Email').fill('someone@example.com');
    await e2e.page.getByRole('button', { name: 'Email me' }).click();
    await expectToastAndNothingSent(contactMessages.emailOrDetailsMissing);

    await e2e.page.getByLabel('Email').fill('');
    await e2e.page.getByLabel('Details').fill('Tell me more');
    await e2e.page.getByRole('button', { name: 'Email me' }).click();
    await expectToastAndNothingSent(contactMessages.emailOrDetailsMissing);
  });
});

describe('given a contact request on its way', () => {
  it('when the server has not answered yet, then both buttons are disabled until it does', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await e2e.page.route('**/api/public/contactus', async (route) => {
      await held;
      await route.continue();
    });
    await e2e.page.getByLabel('Phone number').fill(`+46 31 ${unique()}`);
    await e2e.page.getByRole('button', { name: 'Call me' }).click();

    await e2e.page.getByRole('button', { name: 'Call me' }).and(e2e.page.locator(':disabled')).waitFor();
    expect(await e2e.page.getByRole('button', { name: 'Email me' }).isDisabled()).toBe(true);

    release();
    await e2e.page.getByText(/^We will be in touch to \+46 31 .* shortly$/).waitFor();
  });

  it("when the server refuses it, then the server's own words are shown, the form keeps what was typed, and focus is back on the button pressed", async () => {
    // Rate limiting needs many requests from one address; answering for the server keeps this quick.
    const refusal = 'Too many requests. Please try again in about 5 minutes.';
    await refuseContactRequests(refusal);
    await e2e.page.getByLabel('Phone number').fill('+46 70 111 22 33');
    await e2e.page.getByRole('button', { name: 'Call me' }).click();

    await toast(refusal).waitFor();
    expect(await settledText(toast(refusal), refusal)).toBe(refusal);
    expect(await e2e.page.getByLabel('Phone number').inputValue()).toBe('+46 70 111 22 33');
    expect(await e2e.page.getByRole('button', { name: 'Call me' }).isEnabled()).toBe(true);
    // Disabled while sending, the button lost focus; a keyboard user can press it again at once.
    await e2e.page.locator('button:focus', { hasText: 'Call me' }).waitFor({ timeout: 2_000 });
  });
});

/** Answers every contact request with `status` and the server's `errorMessage`, until `unroute`. */
async function refuseContactRequests(errorMessage: string, status = 429) {
  await e2e.page.route('**/api/public/contactus', (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ success: false, errorMessage }) }));
}

/** Every toast on screen, whatever it says. */
const toasts = () => e2e.page.getByRole('status');

/** The label of the field that has keyboard focus. */
const focusedField = () => e2e.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);

describe('given a contact form that said something went wrong', () => {
  it('when one error follows another, then only the latest shows and focus is on the field to fix', async () => {
    await e2e.page.getByRole('button', { name: 'Call me' }).click();
    await toast(contactMessages.phoneMissing).waitFor();
    await expect.poll(() => focusedField()).toBe('Phone number');

    await e2e.page.getByLabel('Email').fill('someone@example.com');
    await e2e.page.getByRole('button', { name: 'Email me' }).click();
    await toast(contactMessages.emailOrDetailsMissing).waitFor();
    await expect.poll(() => focusedField()).toBe('Details');
    expect(await toasts().count()).toBe(1);

    await e2e.page.getByLabel('Email').fill('');
    await e2e.page.getByRole('button', { name: 'Email me' }).click();
    await pageIdle(e2e.page);
    await expect.poll(() => focusedField()).toBe('Email');
    expect(await toasts().allTextContents()).toEqual([contactMessages.emailOrDetailsMissing]);
  });

  it('when the next try goes through, then the error is gone from the confirmation', async () => {
    await refuseContactRequests('Too many requests. Please try again in about 5 minutes.');
    await e2e.page.getByLabel('Phone number').fill(`+46 70 ${unique()}`);
    await e2e.page.getByRole('button', { name: 'Call me' }).click();
    await toasts().first().waitFor();

    await e2e.page.unroute('**/api/public/contactus');
    await e2e.page.getByRole('button', { name: 'Call me' }).click();
    await e2e.page.getByTestId('contact-confirmation').waitFor();
    // An error toast lasts 4 s by itself; gone well before, it went because the send went through.
    await toasts().first().waitFor({ state: 'detached', timeout: 2_000 });
  });

  it('when they leave the form with its back arrow, then the error goes with it', async () => {
    await e2e.page.getByRole('button', { name: 'Call me' }).click();
    await toast(contactMessages.phoneMissing).waitFor();

    await e2e.page.getByRole('button', { name: 'Back' }).click();
    await e2e.page.getByRole('button', { name: 'I want to know more' }).waitFor();
    await toasts().first().waitFor({ state: 'detached', timeout: 2_000 });
  });
});
