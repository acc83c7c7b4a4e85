import type { Kysely } from 'kysely';
import { companyStream, readStream, type CompanyView, type Database, type Registration } from '@typetest/events';
import type { TestApi } from '../../testing/test-api.ts';
import { countRows } from '../../testing/count-rows.ts';

/** Test support for the account calls: a client, a registered company, the counts that must not move. */

/** The product: `api.app(...)` itself, or a client of it served over real HTTP (`overHttp`). */
type App = Pick<ReturnType<TestApi['app']>, 'request'>;

/**
 * Test settings: a cheaper scrypt (the stored hash names its parameters, so nothing else
 * differs; password-hashing.test.ts checks the real ones) and limits that stay out of the way.
 */
export const accountTestEnv = {
  PASSWORD_HASH_COST: '12',
  ACCOUNT_RATE_LIMIT: '100000',
  LOGIN_RATE_LIMIT: '100000',
  LOGIN_FAILURE_LIMIT: '100000',
  ACCOUNT_MAIL_RATE_LIMIT: '100000',
  RECIPIENT_MAIL_LIMIT: '100000',
  OPERATOR_EMAIL: 'operators@typetest.test',
  PUBLIC_URL: 'https://typetest.test',
};

/** What the account calls answer, loosely: each test reads the fields its call gives. */
export interface AnswerBody {
  success?: boolean;
  errorMessage?: string;
  message?: string;
  code?: string;
  loginEmail?: string;
  email?: boolean;
  textFolder?: boolean;
  data?: Partial<CompanyView> & { accessToken?: string; refreshToken?: string; email?: string; mode?: string };
}

export interface Answer<T = AnswerBody> {
  status: number;
  body: T;
}

/** POST a JSON body (a string is sent as it is) with an optional bearer token and other headers (Accept-Language, Cookie). */
export async function post<T = AnswerBody>(app: App, path: string, body?: unknown, accessToken?: string, moreHeaders: Record<string, string> = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...moreHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await app.request(`/api${path}`, {
    method: 'POST',
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

let sequence = 0;

/** A wizard's registration, unique per call unless told otherwise. */
export function registration(overrides: Partial<Registration['company']> = {}, texts: string[] = ['Please type this first text.']): Registration {
  const n = `${Date.now().toString(36)}${sequence++}`;
  return {
    company: {
      loginEmail: `owner${n}@company.example`,
      emailForReceivingResults: `owner${n}@company.example`,
      hashedPassword: 'correct horse battery',
      contactName: 'Anna Berg',
      companyName: `Company ${n}`,
      vatNo: 'SE556677889901',
      address: 'Storgatan 1',
      postCode: '111 22 Stockholm',
      textFolder: `company${n}`,
      isDefaultCb: false,
      ...overrides,
    },
    texts,
  };
}

export interface RegisteredCompany {
  companyId: string;
  loginEmail: string;
  password: string;
  textFolder: string;
  accessToken: string;
  refreshToken: string;
}

/** Given a company registered through the wizard and signed in. */
export async function givenSignedInCompany(app: App, overrides: Partial<Registration['company']> = {}): Promise<RegisteredCompany> {
  const body = registration(overrides);
  const created = await post(app, '/db/createcompany', body);
  if (created.status !== 200) throw new Error(`registration failed: ${JSON.stringify(created.body)}`);
  const tokens = await logIn(app, body.company.loginEmail, body.company.hashedPassword);
  return {
    companyId: created.body.data!.companyId!,
    loginEmail: body.company.loginEmail,
    password: body.company.hashedPassword,
    textFolder: body.company.textFolder,
    ...tokens,
  };
}

export async function logIn(app: App, email: string, password: string): Promise<{ accessToken: string; refreshToken: string }> {
  const answer = await post(app, '/db/login', { user: { email, password } });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return { accessToken: answer.body.data!.accessToken!, refreshToken: answer.body.data!.refreshToken! };
}

/** Everything a refused request must leave as it was. */
export async function everything(db: Kysely<Database>) {
  const [events, companies, emails, mails, credentials, openCodes, revoked] = await Promise.all([
    countRows(db, 'events'),
    db.selectFrom('companies').selectAll().orderBy('company_id').execute(),
    db.selectFrom('company_emails').selectAll().orderBy('email').execute(),
    countRows(db, 'mail_outbox'),
    db.selectFrom('company_credentials').select(['company_id', 'password_hash']).orderBy('company_id').execute(),
    db.selectFrom('one_time_codes').select(['code_hash', 'used_at']).orderBy('code_hash').execute(),
    db.selectFrom('company_sessions').select(['session_id', 'revoked_at']).orderBy('session_id').execute(),
  ]);
  return { events, companies, emails, mails, credentials, openCodes, revoked };
}

/** The newest mail of a kind to an address, as the worker will render it. */
export async function lastMail(db: Kysely<Database>, kind: string, recipient: string) {
  return db.selectFrom('mail_outbox').selectAll().where('kind', '=', kind).where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirst();
}

/**
 * The one-time code a mail carries, read from its outbox row before it is sent: no worker runs in
 * these tests, so the row is as the commit wrote it. Once a mail is sent its row no longer holds
 * the code (the worker removes it); a test with a worker reads the mail the SMTP server received.
 */
export async function codeInMail(db: Kysely<Database>, kind: string, recipient: string, field: 'verifyCode' | 'resetCode' | 'recoverCode'): Promise<string> {
  const mail = await lastMail(db, kind, recipient);
  if (mail?.status === 'sent') throw new Error(`the ${kind} mail to ${recipient} was sent: its ${field} is only in the mail now`);
  const code = (mail?.payload as Record<string, unknown> | undefined)?.[field];
  if (typeof code !== 'string') throw new Error(`no ${kind} mail with a ${field} to ${recipient}`);
  return code;
}

/** The company's events as the store reads them: its contact data opened with the company's key (docs/decisions/0068-closing-an-account.md). */
export async function companyEvents(db: Kysely<Database>, companyId: string) {
  const { events } = await readStream(db, companyStream(companyId));
  return events.map((event) => ({ event_type: event.type, data: event.data }));
}
