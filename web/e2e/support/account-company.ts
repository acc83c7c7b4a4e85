import { randomBytes } from 'node:crypto';
import type { Language } from '@typetest/events/i18n/languages';
import { linkIn, mailTo } from './account-mail.ts';
import type { TestProduct } from './product.ts';

/**
 * Companies for the account page's browser tests, made through the API (the registration
 * wizard has tests of its own), so each test starts from a fresh company in a fraction of a second.
 */

export interface TestCompany {
  companyId: string;
  companyName: string;
  contactName: string;
  loginEmail: string;
  password: string;
  textFolder: string;
  texts: string[];
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** A few characters no other test uses: tells this test's companies and mails apart. */
export function unique(): string {
  return randomBytes(4).toString('hex');
}

/** POSTs JSON to the product's API as a script would; the answer's status and parsed body. */
export async function callApi(product: TestProduct, path: `/api/${string}`, body: unknown, accessToken?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const response = await fetch(`${product.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { data?: unknown } };
}

/** Registers a company with its own texts (or the default ones) and answers how to sign in as it. */
export async function registerCompany(
  product: TestProduct,
  {
    texts = ['Our first text to type.'],
    isDefaultCb = false,
    timeZone,
    language,
    ...overrides
  }: Partial<Omit<TestCompany, 'companyId'>> & { isDefaultCb?: boolean; timeZone?: string; language?: Language } = {},
): Promise<TestCompany> {
  const marker = unique();
  const company = {
    companyName: `Acme ${marker} AB`,
    contactName: 'Anna Berg',
    loginEmail: `anna.${marker}@acme.example`,
    password: `Harbour-${marker}-Lantern`,
    textFolder: `acme${marker}`,
    texts,
    ...overrides,
  };
  const answer = await callApi(product, '/api/db/createcompany', {
    company: {
      loginEmail: company.loginEmail,
      emailForReceivingResults: company.loginEmail,
      hashedPassword: company.password,
      contactName: company.contactName,
      companyName: company.companyName,
      vatNo: 'SE556677889901',
      address: 'Storgatan 1',
      postCode: '111 22 Stockholm',
      textFolder: company.textFolder,
      isDefaultCb,
      // The registration wizard sends the browser's; a script may leave it out (UTC).
      ...(timeZone ? { timeZone } : {}),
      // Likewise its language (the request's: English from a script).
      ...(language ? { language } : {}),
    },
    texts: isDefaultCb ? [] : texts,
  });
  if (answer.status !== 200) throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { companyId } = answer.body.data as { companyId: string };
  return { companyId, ...company };
}

/** Logs in through the API, as another browser (or an intruder holding the password) would. */
export async function logInThroughApi(product: TestProduct, email: string, password: string): Promise<Tokens> {
  const answer = await callApi(product, '/api/db/login', { user: { email, password } });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as Tokens;
}

/**
 * Verifies the company's login e-mail with the link of its welcome mail, as the company would:
 * until then it may invite only a few applicants (UNVERIFIED_INVITATION_LIMIT).
 */
export async function verifyThroughWelcomeMail(product: TestProduct, company: Pick<TestCompany, 'loginEmail'>): Promise<void> {
  const mail = await mailTo(product, company.loginEmail, 'Welcome to Typetest');
  const oobCode = new URL(linkIn(mail, product, '/authlink')).searchParams.get('oobCode');
  const answer = await callApi(product, '/api/auth/applyactioncode', { mode: 'verifyEmail', oobCode });
  if (answer.status !== 200) throw new Error(`verification failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}
