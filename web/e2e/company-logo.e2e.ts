import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { registerCompany, unique } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut } from './support/account-page.ts';
import { screen } from './support/applicant-page.ts';
import { invitationMail, inviteThroughApi } from './support/finished-applicant.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

const e2e = useProductInBrowser({ setUpPage: startSignedOut });

/** A logo file as a designer hands it over: a wide PNG, larger than it is shown. */
async function logoFile(name: string, bytes: Buffer | Promise<Buffer>) {
  const path = join(tmpdir(), `${unique()}-${name}`);
  await writeFile(path, await bytes);
  return path;
}
const widePng = () =>
  sharp({ create: { width: 1200, height: 400, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

describe('given a company that uploads its logo in Account settings', () => {
  it('when a text file named logo.png is chosen, then the settings say why, and a real PNG then shows in the settings, on its applicant’s welcome screen and in the invitation', async () => {
    const company = await registerCompany(e2e.product);
    const page = e2e.page;
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Account settings');
    await page.getByText('No logo yet.').waitFor();

    await page.getByTestId('company-logo-file').setInputFiles(await logoFile('logo.png', Buffer.from('not a picture at all')));
    await page.getByText('The logo must be a PNG, JPEG or WebP picture. Other files, SVG among them, are not taken.').waitFor();

    await page.getByTestId('company-logo-file').setInputFiles(await logoFile('logo.png', widePng()));
    const preview = page.getByRole('img', { name: company.companyName });
    await preview.waitFor();
    await page.getByRole('button', { name: 'Replace the logo' }).waitFor();
    expect(await preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(720);

    const invited = { fullName: 'Ada Lovelace', email: `ada.${unique()}@applicants.example` };
    await inviteThroughApi(e2e.product, company, [invited]);
    const { mail, link } = await invitationMail(e2e.product, invited.email, company.textFolder);
    const src = await preview.getAttribute('src');
    // An absolute address on the product's PUBLIC_URL (the test product's mail names its own), the company's name as its text.
    expect(mail.html).toMatch(new RegExp(`<img alt="${company.companyName}"[^>]* src="https?://[^"/]+${src}"`));

    await page.goto(link);
    await screen(page, 'Welcome');
    const logo = page.getByRole('img', { name: company.companyName });
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toBe(src);
    // Loaded from the app's own origin under the strict CSP, and shown within its 240 x 80 box.
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalHeight)).toBe(240);
    const box = await logo.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(80);
    expect(box?.width).toBeLessThanOrEqual(240);
  });
});
