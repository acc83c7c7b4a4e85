/**
 * `npm run screenshots`: every screen of the product, at 375 and 1280 px wide, light and dark, in
 * English and Swedish, as PNGs in web/screenshots/ (git-ignored), for a design review: look them
 * over for what does not look designed (overflow, cramped tables, buttons wrapping badly, words in
 * the other language). Not a test: it asserts nothing and fails only when a screen cannot be reached.
 *
 * The product is started as the browser tests start it (its own database; DATABASE_URL and
 * REDIS_URL as for them), with a company, texts, invitations and finished applicants made through
 * the API, as the browser tests make them. SCREENS=landing,account-result picks screens by name, LANGUAGES=sv the languages.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startTestProduct } from '@typetest/server/testing';
import { callApi, logInThroughApi, registerCompany, verifyThroughWelcomeMail } from '../e2e/support/account-company.ts';
import { finishTests, givenFinishedApplicants, inviteThroughApi } from '../e2e/support/finished-applicant.ts';

const outDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
const widths = [375, 1280] as const;
const themes = ['light', 'dark'] as const;
const languages = (['en', 'sv'] as const).filter((language) => process.env.LANGUAGES?.split(',').includes(language) ?? true);

interface Screen {
  name: string;
  /** The address, after the product's. */
  path: string;
  signedIn?: boolean;
  /** Brings the page into the state to show, after it has loaded. */
  prepare?: (page: Page) => Promise<void>;
  print?: boolean;
}

const product = await startTestProduct();
try {
  const company = await registerCompany(product, { texts: ['Our first text to type.', 'A second short text.'] });
  await verifyThroughWelcomeMail(product, company);
  const applicants = ['Grace Hopper', 'Ada Lovelace', 'Karin Söderström-Wallenberg'].map((fullName, index) => ({
    fullName,
    email: `applicant${index}.${company.textFolder}@applicants.example`,
  }));
  await givenFinishedApplicants(product, company, applicants);
  // Invited, not finished: the awaiting list, and an applicant's link for the applicant's screens.
  const [awaitingLink = '', doneLink = ''] = await inviteThroughApi(product, company, [
    { fullName: 'Linus Torvalds', email: `waiting.${company.textFolder}@applicants.example` },
    { fullName: 'Margaret Hamilton', email: `done.${company.textFolder}@applicants.example` },
  ]);
  await finishTests(product, doneLink);
  const results = await product.db.selectFrom('results').select('applicant_id').where('company_id', '=', company.companyId).orderBy('finished_at').execute();
  const ids = results.map((row) => row.applicant_id);
  const { accessToken, refreshToken } = await logInThroughApi(product, company.loginEmail, company.password);
  const shared = await callApi(product, '/api/db/shareresult', { applicantId: ids[0], days: 7 }, accessToken);
  const sharedToken = (shared.body as { data?: { token?: string } }).data?.token ?? '';
  const awaiting = new URL(awaitingLink);

  const screens: Screen[] = [
    { name: 'landing', path: '/' },
    { name: 'landing-demo', path: '/?view=demo' },
    { name: 'landing-contact', path: '/?view=contact' },
    { name: 'register', path: '/register' },
    { name: 'login', path: '/login' },
    { name: 'account-menu', path: '/login', signedIn: true },
    { name: 'account-texts', path: '/login?view=texts', signedIn: true },
    { name: 'account-invitations', path: '/login?view=invitations', signedIn: true },
    { name: 'account-results', path: '/login?view=results', signedIn: true },
    { name: 'account-result', path: `/login?result=${ids[0]}`, signedIn: true },
    { name: 'account-result-print', path: `/login?result=${ids[0]}`, signedIn: true, print: true },
    { name: 'account-compare', path: `/login?view=compare&ids=${ids.slice(0, 3).join(',')}`, signedIn: true },
    { name: 'account-settings', path: '/login?view=settings', signedIn: true },
    { name: 'account-support', path: '/login?view=support', signedIn: true },
    { name: 'applicant-welcome', path: `${awaiting.pathname}${awaiting.search}` },
    {
      name: 'applicant-test',
      path: `${awaiting.pathname}${awaiting.search}`,
      prepare: async (page) => {
        // Past the welcome and the introduction's start: the paper the applicant types on.
        for (let step = 0; step < 2; step++) {
          const next = page.locator('main button.ui-button--primary').first();
          if (!(await next.isVisible())) break;
          await next.click();
          await page.waitForTimeout(500);
        }
      },
    },
    { name: 'applicant-done', path: new URL(doneLink).pathname + new URL(doneLink).search },
    { name: 'shared-result', path: `/shared/${sharedToken}` },
    { name: 'not-found', path: '/no/such/page' },
  ];
  const chosen = process.env.SCREENS?.split(',');
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const language of languages) {
      for (const theme of themes) {
        for (const width of widths) {
          const context = await browser.newContext({
            viewport: { width, height: width < 600 ? 812 : 900 },
            deviceScaleFactor: 1,
            colorScheme: theme,
            locale: language === 'sv' ? 'sv-SE' : 'en-GB',
          });
          const host = new URL(product.url).hostname;
          await context.addCookies([
            { name: 'language', value: language, domain: host, path: '/' },
            { name: 'darkMode', value: String(theme === 'dark'), domain: host, path: '/' },
          ]);
          for (const screen of screens) {
            if (chosen && !chosen.includes(screen.name)) continue;
            const page = await context.newPage();
            if (screen.signedIn) {
              await page.addInitScript(
                (tokens) => {
                  localStorage.setItem('accessToken', tokens.accessToken);
                  localStorage.setItem('refreshToken', tokens.refreshToken);
                },
                { accessToken, refreshToken },
              );
            }
            await page.goto(`${product.url}${screen.path}`);
            await page.waitForLoadState('networkidle');
            await screen.prepare?.(page);
            if (screen.print) await page.emulateMedia({ media: 'print' });
            // The landing page's demonstration and other motion stand still for the picture.
            await page.waitForTimeout(300);
            const file = `${outDir}${screen.name}-${width}-${theme}-${language}.png`;
            await page.screenshot({ path: file, fullPage: true });
            console.log(file);
            await page.close();
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await product.close();
}
