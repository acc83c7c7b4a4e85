/**
 * The applicant's page in a real Chromium, for `npm run bench`: how much JavaScript it loads
 * (gzipped and brotli, as the server sends it) from opening the link to the first measured test,
 * and how long the typing test takes to handle each key on a 1,000-character text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { demoText } from '@typetest/events/typing/demo-text';
import { startTestProduct, type TestProduct } from '@typetest/server/testing';
import { launchBrowser } from '../web/e2e/support/browser.ts';
import type { Measured } from './applicants.ts';

const webRoot = process.env.WEB_DIST ?? fileURLToPath(new URL('../web/dist', import.meta.url));
const paragraph =
  'Thank you for your order. We have received your payment and the goods will leave our warehouse within two working days. ' +
  'If anything is missing or damaged when it arrives, reply to this message and we will put it right at once. ';

/** Prose of exactly `length` characters, as a company's text would be. */
const proseOf = (length: number) =>
  paragraph
    .repeat(Math.ceil(length / paragraph.length))
    .slice(0, length)
    .trimEnd()
    .padEnd(length, '.');

async function call(product: TestProduct, path: string, body: unknown, token?: string) {
  const response = await fetch(`${product.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** A company whose one text is `text`, and the personal link of one applicant it invited, read from the invitation mail. */
async function invitedApplicantLink(product: TestProduct, text: string): Promise<string> {
  const email = 'bench.keys@company.example';
  const password = 'a bench password of some length';
  const company = {
    loginEmail: email,
    emailForReceivingResults: email,
    hashedPassword: password,
    contactName: 'Bench',
    companyName: 'Bench keys',
    vatNo: 'SE1',
    address: 'Street 1',
    postCode: '111 22',
    textFolder: 'benchkeys',
    isDefaultCb: false,
  };
  await call(product, '/db/createcompany', { company, texts: [text] });
  const { data } = await call(product, '/db/login', { user: { email, password } });
  await call(product, '/db/sendinvitation', { ca: [{ fullName: 'Key Bench', email: 'key.bench@applicants.example' }] }, String(data.accessToken));
  const mail = await product.mailbox.waitForMail((candidate) => typeof candidate.html === 'string' && candidate.html.includes('/benchkeys?code='), 15_000);
  const href = /href="([^"]*\/benchkeys\?code=[^"]+)"/.exec(String(mail.html))?.[1];
  if (!href) throw new Error('the invitation mail has no personal link');
  const link = new URL(href.replaceAll('&amp;', '&'));
  return `${product.url}${link.pathname}${link.search}`;
}

/** Goes from the link to test 1/3, noting every script the page loads on the way. */
async function openFirstTest(page: Page, link: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(link);
  await page.getByRole('button', { name: 'Continue to the introduction test' }).click();
  await page.getByRole('heading', { level: 1, name: 'Introduction test' }).waitFor();
  await page.getByLabel('Typing area').focus();
  // The introduction is not measured: typed at once.
  await page.keyboard.type(demoText);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Test 1/3' }).waitFor();
  return [...scripts];
}

/** A file's size as sent: raw, gzip and brotli at their strongest (as the build's .gz and .br; files under 1 KiB are sent raw, which counts them a few bytes larger). */
function sizesOf(path: string) {
  const content = readFileSync(path);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length, brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length };
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/**
 * Each key's handling: from the keydown reaching the page (a capturing listener on window, the
 * first to run) to the typed character being on the paper (a MutationObserver on the passage,
 * called once React has committed the change).
 */
async function keyHandlingTimes(page: Page, text: string): Promise<number[]> {
  await page.evaluate(() => {
    const times: number[] = [];
    let pressedAt = 0;
    window.addEventListener('keydown', () => (pressedAt = performance.now()), { capture: true });
    const passage = document.querySelector('.typed-passage');
    if (!passage) throw new Error('no typed passage on the page');
    new MutationObserver(() => {
      if (pressedAt === 0) return;
      times.push(performance.now() - pressedAt);
      pressedAt = 0;
    }).observe(passage, { subtree: true, childList: true, attributes: true, characterData: true });
    Object.assign(window, { keyHandlingTimes: times });
  });
  await page.getByLabel('Typing area').focus();
  // All but the last character: the test stays open, so nothing but typing is measured.
  for (const character of text.slice(0, -1)) await page.keyboard.type(character);
  return page.evaluate(() => (window as unknown as { keyHandlingTimes: number[] }).keyHandlingTimes);
}

export async function applicantPageFigures(textLength = 1000): Promise<Measured[]> {
  const product = await startTestProduct();
  const browser = await launchBrowser();
  try {
    const text = proseOf(textLength);
    const link = await invitedApplicantLink(product, text);
    const page = await browser.context.newPage();
    const scripts = await openFirstTest(page, link);
    const sizes = scripts.map((script) => sizesOf(join(webRoot, script)));
    const total = (kind: 'raw' | 'gzip' | 'brotli') => sizes.reduce((sum, size) => sum + size[kind], 0);
    const [raw, gzip, brotli] = [total('raw'), total('gzip'), total('brotli')];

    const times = (await keyHandlingTimes(page, text)).sort((a, b) => a - b);
    const keys = `${times.length} keys on a ${text.length}-character text`;
    return [
      {
        measure: `applicant page JavaScript, link to test 1/3 (${scripts.length} files, ${(raw / 1024).toFixed(0)} KiB raw, ${(brotli / 1024).toFixed(1)} KiB brotli)`,
        value: gzip / 1024,
        unit: 'KiB gzip',
      },
      { measure: `key handling in Chromium, keydown to paper, p50 (${keys}, max ${percentile(times, 1).toFixed(2)} ms)`, value: percentile(times, 0.5), unit: 'ms' },
      { measure: `key handling in Chromium, keydown to paper, p99 (${keys})`, value: percentile(times, 0.99), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await product.close();
  }
}
