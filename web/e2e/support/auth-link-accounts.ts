import { randomBytes } from 'node:crypto';
import type { Registration } from '@typetest/events/company';
import type { TestProduct } from './product.ts';

/**
 * The account calls the /authlink tests need, made through the product's own API as a company
 * would make them from another screen: register, log in, change the login e-mail, ask for a
 * password reset; and the links the mails that follow carry.
 */

export interface Answer {
  status: number;
  body: { success?: boolean; errorMessage?: string; data?: Record<string, unknown> };
}

export async function callApi(product: TestProduct, path: `/api/${string}`, body: unknown, accessToken?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await fetch(`${product.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

export interface RegisteredCompany {
  loginEmail: string;
  password: string;
  companyName: string;
}

/** A company registered with POST /api/db/createcompany, unique per call; the welcome mail is on its way. */
export async function registerCompany(product: TestProduct): Promise<RegisteredCompany> {
  const n = randomBytes(4).toString('hex');
  const registration: Registration = {
    company: {
      loginEmail: `owner-${n}@company.example`,
      emailForReceivingResults: `owner-${n}@company.example`,
      hashedPassword: `first secret ${n}`,
      contactName: 'Anna Berg',
      companyName: `Berg Typing ${n}`,
      vatNo: 'SE556677889901',
      address: 'Storgatan 1',
      postCode: '111 22 Stockholm',
      textFolder: `berg${n}`,
      isDefaultCb: true,
    },
    texts: [],
  };
  const answer = await callApi(product, '/api/db/createcompany', registration);
  if (answer.status !== 200) throw new Error(`createcompany answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { loginEmail: registration.company.loginEmail, password: registration.company.hashedPassword, companyName: registration.company.companyName };
}

/** POST /api/db/login: the tokens, or the status it was refused with. */
export async function logIn(product: TestProduct, email: string, password: string): Promise<{ status: number; accessToken?: string }> {
  const answer = await callApi(product, '/api/db/login', { user: { email, password } });
  const accessToken = answer.body.data?.accessToken;
  return { status: answer.status, accessToken: typeof accessToken === 'string' ? accessToken : undefined };
}

/** The company as the account area sees it (getCompanyFromToken with a bearer token). */
export async function companyOf(product: TestProduct, accessToken: string): Promise<Record<string, unknown>> {
  const answer = await callApi(product, '/api/db/getCompanyFromToken', {}, accessToken);
  if (answer.status !== 200 || !answer.body.data) throw new Error(`getCompanyFromToken answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/**
 * Account settings: the company changes its login e-mail (the old address gets a recover link),
 * and its results e-mail when one is given, with its password as the settings ask. Answers the
 * access token of the sign-in that made the change.
 */
export async function changeLoginEmail(product: TestProduct, company: RegisteredCompany, newEmail: string, { resultsEmail }: { resultsEmail?: string } = {}): Promise<string> {
  const { accessToken } = await logIn(product, company.loginEmail, company.password);
  if (!accessToken) throw new Error(`could not log in as ${company.loginEmail}`);
  const { companyId: _id, emailVerified: _verified, isDefaultCb: _default, ...settings } = await companyOf(product, accessToken);
  const accountSettings = { ...settings, loginEmail: newEmail, ...(resultsEmail ? { emailForReceivingResults: resultsEmail } : {}) };
  const answer = await callApi(product, '/api/db/editCompany', { accountSettings, currentPassword: company.password }, accessToken);
  if (answer.status !== 200) throw new Error(`editCompany answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return accessToken;
}

/** "Forgot password?": POST /api/email/forgotPassword. */
export async function forgotPassword(product: TestProduct, email: string): Promise<void> {
  const answer = await callApi(product, '/api/email/forgotPassword', { email });
  if (answer.status !== 200) throw new Error(`forgotPassword answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** A mail as the test SMTP server parsed it. */
type Mail = Parameters<Parameters<TestProduct['mailbox']['waitForMail']>[0]>[0];

function isTo(mail: Mail, address: string): boolean {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.some((group) => group.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase()));
}

/**
 * The first link in a mail to `address` whose path and query start with `start` (e.g.
 * `/authlink?mode=verifyEmail&oobCode=`), as a path and query to open on the product. Mails link
 * to PUBLIC_URL, which in the test product is not the port it listens on.
 */
export async function linkInMailTo(product: TestProduct, address: string, start: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]*?(${start.replace(/[?.*+^$()[\]{}|\\]/g, '\\$&')}[^\\s"'<>\\])]*)`);
  const mail = await product.mailbox.waitForMail((candidate) => isTo(candidate, address) && pattern.test(candidate.text ?? ''), 15_000);
  const found = pattern.exec(mail.text ?? '')?.[1];
  if (!found) throw new Error(`no ${start} link in the mail to ${address}`);
  return found;
}

/** The one-time code in a link's query parameter. */
export function codeIn(link: string, parameter: string): string {
  const code = new URL(link, 'http://link.invalid').searchParams.get(parameter);
  if (!code) throw new Error(`${link} has no ${parameter}`);
  return code;
}
