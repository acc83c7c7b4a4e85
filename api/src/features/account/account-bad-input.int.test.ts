import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { accountTestEnv, everything, givenSignedInCompany, post, registration, type RegisteredCompany } from './given-account.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
beforeAll(async () => {
  app = api.app(accountTestEnv);
  company = await givenSignedInCompany(app);
});

type Path = Array<string | number>;

interface Call {
  path: string;
  bearer: boolean;
  body: () => Record<string, unknown>;
  /** A text field to spoil (missing, wrong type, oversized, NUL). */
  field?: Path;
}

const code = 'a'.repeat(43);
const calls: Call[] = [
  { path: '/db/registrationduplicates', bearer: false, body: () => ({ textFolder: 'folder', email: 'a@b.example' }), field: ['email'] },
  { path: '/db/createcompany', bearer: false, body: () => registration(), field: ['company', 'companyName'] },
  { path: '/db/login', bearer: false, body: () => ({ user: { email: company.loginEmail, password: company.password } }), field: ['user', 'email'] },
  {
    path: '/db/getCompanyFromToken',
    bearer: false,
    body: () => ({ tokens: { accessToken: company.accessToken, refreshToken: company.refreshToken } }),
    field: ['tokens', 'accessToken'],
  },
  {
    path: '/token/updateaccesstoken',
    bearer: false,
    body: () => ({ tokens: { accessToken: company.accessToken, refreshToken: company.refreshToken } }),
    field: ['tokens', 'refreshToken'],
  },
  {
    path: '/db/editCompany',
    bearer: true,
    body: () => ({
      accountSettings: {
        companyName: 'Acme',
        loginEmail: company.loginEmail,
        emailForReceivingResults: company.loginEmail,
        contactName: 'Anna',
        textFolder: company.textFolder,
        address: 'Street 1',
        postCode: '111 22',
        vatNo: 'SE1',
      },
    }),
    field: ['accountSettings', 'contactName'],
  },
  { path: '/db/gettextsverified', bearer: true, body: () => ({ isDefaultCB: false }) },
  { path: '/db/inserttexts', bearer: true, body: () => ({ texts: ['A new text'], isDefaultCB: false }), field: ['texts', 0] },
  {
    path: '/email/contactus',
    bearer: true,
    body: () => ({ contactUs: { title: 'Hi', details: 'Help', contactMethod: 'email', email: company.loginEmail } }),
    field: ['contactUs', 'title'],
  },
  { path: '/email/forgotPassword', bearer: false, body: () => ({ email: company.loginEmail }), field: ['email'] },
  { path: '/db/verifyForgotPassword', bearer: false, body: () => ({ fpCode: code }), field: ['fpCode'] },
  { path: '/db/submitForgotPasswordChange', bearer: false, body: () => ({ password: 'a long new secret', fpCode: code }), field: ['fpCode'] },
  { path: '/email/verifyemail', bearer: true, body: () => ({ verificationCode: code }), field: ['verificationCode'] },
  { path: '/email/sendverification', bearer: true, body: () => ({}) },
  { path: '/auth/checkactioncode', bearer: false, body: () => ({ mode: 'verifyEmail', oobCode: code }), field: ['oobCode'] },
  { path: '/auth/applyactioncode', bearer: false, body: () => ({ mode: 'verifyEmail', oobCode: code }), field: ['oobCode'] },
  { path: '/auth/confirmpasswordreset', bearer: false, body: () => ({ oobCode: code, newPassword: 'a long new secret' }), field: ['oobCode'] },
];

function withField(body: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

const needsField = ['a missing field', 'a number where text belongs', 'an oversized field', 'a NUL character'];
const spoilers: Array<[string, (call: Call) => string | Record<string, unknown>]> = [
  ['malformed JSON', () => '{"broken": '],
  ['an array instead of an object', () => '[]'],
  ['an unknown field', (call) => ({ ...call.body(), companyId: '00000000-0000-4000-8000-000000000000' })],
  ['a missing field', (call) => withField(call.body(), call.field!, undefined)],
  ['a number where text belongs', (call) => withField(call.body(), call.field!, 42)],
  ['an oversized field', (call) => withField(call.body(), call.field!, 'x'.repeat(10_000))],
  ['a NUL character', (call) => withField(call.body(), call.field!, 'a\u0000b')],
];

// The bodies are made in the test, once the company exists.
const cases = calls.flatMap((call) => spoilers.filter(([name]) => call.field || !needsField.includes(name)).map(([name, spoil]) => ({ name, call, spoil })));

describe('every account call refuses bad input with 400 naming the problem, and changes nothing', () => {
  it.each(cases)('$call.path given $name', async ({ name, call, spoil }) => {
    const body = spoil(call);
    const before = await everything(api.db);
    const answer = await post(app, call.path, body, call.bearer ? company.accessToken : undefined);

    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(typeof answer.body.errorMessage).toBe('string');
    if (name === 'malformed JSON') expect(answer.body.errorMessage).toBe('The request body is not valid JSON.');
    if (needsField.includes(name)) {
      expect(answer.body.errorMessage).toContain(call.field!.join('.'));
    }
    expect(await everything(api.db)).toEqual(before);
  });

  it('given a body sent as a form, then 415 and nothing changed', async () => {
    const before = await everything(api.db);
    const response = await app.request('/api/db/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a' });
    expect(response.status).toBe(415);
    expect(await everything(api.db)).toEqual(before);
  });
});
