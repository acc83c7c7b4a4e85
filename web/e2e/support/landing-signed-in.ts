import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { z } from 'zod';
import type { TestProduct } from './product.ts';

/**
 * Support for the signed-in landing page's tests: a company registered and logged in through the
 * API (as the registration wizard and the login view would do it), and a browser that holds its
 * session the way the app keeps it, both tokens in local storage.
 */

const tokensSchema = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) });
export type SessionTokens = z.infer<typeof tokensSchema>;

const createdSchema = z.object({ success: z.literal(true), data: z.object({ companyId: z.string() }) });
const loggedInSchema = z.object({ success: z.literal(true), data: tokensSchema });

async function post<Schema extends z.ZodType>(product: TestProduct, path: string, body: unknown, schema: Schema): Promise<z.infer<Schema>> {
  const response = await fetch(`${product.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return parsed.data;
}

export interface CompanyLogin {
  email: string;
  password: string;
}

/** A new company, registered with POST /api/db/createcompany (as the wizard's Submit does). */
export async function companyRegisteredThroughApi(product: TestProduct): Promise<CompanyLogin> {
  const n = randomBytes(4).toString('hex');
  const login = { email: `owner${n}@company.example`, password: `landing page ${n}` };
  await post(
    product,
    '/api/db/createcompany',
    {
      company: {
        loginEmail: login.email,
        emailForReceivingResults: login.email,
        hashedPassword: login.password,
        contactName: 'Anna Berg',
        companyName: `Landing ${n} AB`,
        vatNo: 'SE556677889901',
        address: 'Storgatan 1',
        postCode: '111 22 Stockholm',
        textFolder: `landing${n}`,
        isDefaultCb: true,
      },
      texts: [],
    },
    createdSchema,
  );
  return login;
}

/** A new session of the company, from POST /api/db/login (as the login view does). */
export async function loggedInThroughApi(product: TestProduct, login: CompanyLogin): Promise<SessionTokens> {
  const answer = await post(product, '/api/db/login', { user: login }, loggedInSchema);
  return answer.data;
}

/** Puts the session into the page's local storage, on the product's origin, without opening the app. */
export async function storeSession(page: Page, product: TestProduct, tokens: SessionTokens): Promise<void> {
  await page.goto(`${product.url}/robots.txt`);
  await page.evaluate((stored) => {
    localStorage.setItem('accessToken', stored.accessToken);
    localStorage.setItem('refreshToken', stored.refreshToken);
  }, tokens);
}

/** The session tokens the page holds now, each or null. */
export function storedSession(page: Page): Promise<{ accessToken: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({ accessToken: localStorage.getItem('accessToken'), refreshToken: localStorage.getItem('refreshToken') }));
}
