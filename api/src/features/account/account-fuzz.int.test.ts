import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanFreeText, companyLimits } from '@typetest/events';
import { controlOrBidi, fuzzedFreeText, isRefusedText, textsIn, visibleText } from '@typetest/events/testing/typed-text';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { supportLimits } from './support.ts';
import { accountTestEnv, companyEvents, everything, givenSignedInCompany, logIn, post, registration, type Answer, type RegisteredCompany } from './given-account.ts';

/**
 * Every free-text field of the account calls, fuzzed with what people, broken clients and
 * attackers send: NUL, lone surrogates (JSON.stringify writes them as raw "\ud800" escapes),
 * C0/C1 controls, bidirectional overrides and isolates, zero-width and white space only. The
 * rules (events/src/schema/free-text.ts): never a server error; NUL or a lone surrogate is 400
 * naming the field and changes nothing; a required field with nothing visible is 400 naming the
 * field; controls and bidi marks never reach what is stored, read back through the API.
 */

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
beforeAll(async () => {
  app = api.app(accountTestEnv);
  company = await givenSignedInCompany(app);
});

type Path = Array<string | number>;
type Body = Record<string, unknown>;

function withField(body: Body, path: Path, value: unknown): Body {
  const copy = structuredClone(body);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

const fuzzedValue = fuzzedFreeText(/^[A-Za-zÅÄÖåäö0-9 .,'-]{1,12}$/);

/** What a field is, as far as the free-text rules go. */
type FieldKind =
  /** Free text: cleaned and stored; `readBack` finds what was stored, through the API where it can. */
  | { kind: 'free'; max: number; multiline?: boolean; required: boolean; readBack: (answer: Answer, body: Body) => Promise<string | undefined> }
  /** Checked by a stricter rule (an e-mail address, a URL): anything it refuses is 400 naming it. */
  | { kind: 'rule'; required: boolean }
  /** Kept exactly as typed (a password): only NUL and lone surrogates are refused. */
  | { kind: 'exact' };

interface FuzzedField {
  path: string;
  field: Path;
  body: () => Promise<Body> | Body;
  token?: () => string;
  /** The answers any value may get. */
  statuses: number[];
  fieldKind: FieldKind;
  numRuns?: number;
}

/** The signed-in company as getCompanyFromToken answers it. */
async function companyView(accessToken: string) {
  const answer = await post(app, '/db/getCompanyFromToken', {}, accessToken);
  expect(answer.status).toBe(200);
  return answer.body.data!;
}

/** After a registration went through: the new company's field, read back by logging in as it. */
const registeredField = (key: string) => async (_answer: Answer, body: Body) => {
  const { loginEmail, hashedPassword } = body.company as { loginEmail: string; hashedPassword: string };
  const { accessToken } = await logIn(app, loginEmail, hashedPassword);
  return (await companyView(accessToken))[key as 'companyName'];
};

const registeredText = async (_answer: Answer, body: Body) => {
  const { loginEmail, hashedPassword } = body.company as { loginEmail: string; hashedPassword: string };
  const { accessToken } = await logIn(app, loginEmail, hashedPassword);
  return (await post<{ data: string[] }>(app, '/db/gettextsverified', { isDefaultCB: false }, accessToken)).body.data[0];
};

/** editCompany from the company's settings as they are now. */
async function currentSettings(): Promise<Body> {
  const { companyId: _, isDefaultCb: __, emailVerified: ___, ...accountSettings } = await companyView(company.accessToken);
  return { accountSettings };
}
const settingsField = (key: string) => async () => (await companyView(company.accessToken))[key as 'companyName'];

const lastSupportRequest = (key: 'title' | 'details') => async () => {
  const event = (await companyEvents(api.db, company.companyId)).at(-1);
  expect(event?.event_type).toBe('SupportRequested');
  return (event?.data as Record<string, string> | undefined)?.[key];
};

const registrationDetail = (key: string, max: number): FuzzedField => ({
  path: '/db/createcompany',
  field: ['company', key],
  body: () => registration() as unknown as Body,
  statuses: [200, 400],
  fieldKind: { kind: 'free', max, required: true, readBack: registeredField(key) },
});

const settingsDetail = (key: string, max: number): FuzzedField => ({
  path: '/db/editCompany',
  field: ['accountSettings', key],
  body: currentSettings,
  token: () => company.accessToken,
  statuses: [200, 400],
  fieldKind: { kind: 'free', max, required: true, readBack: settingsField(key) },
});

const fields: FuzzedField[] = [
  registrationDetail('contactName', companyLimits.name),
  registrationDetail('companyName', companyLimits.name),
  registrationDetail('vatNo', companyLimits.vatNo),
  registrationDetail('address', companyLimits.address),
  registrationDetail('postCode', companyLimits.postCode),
  {
    path: '/db/createcompany',
    field: ['texts', 0],
    body: () => registration() as unknown as Body,
    statuses: [200, 400],
    fieldKind: { kind: 'free', max: companyLimits.text, multiline: true, required: true, readBack: registeredText },
  },
  ...(['loginEmail', 'emailForReceivingResults', 'textFolder'] as const).map(
    (key): FuzzedField => ({
      path: '/db/createcompany',
      field: ['company', key],
      body: () => registration() as unknown as Body,
      statuses: [200, 400, 409],
      fieldKind: { kind: 'rule', required: true },
    }),
  ),
  { path: '/db/createcompany', field: ['company', 'hashedPassword'], body: () => registration() as unknown as Body, statuses: [200, 400], fieldKind: { kind: 'exact' } },
  {
    path: '/db/registrationduplicates',
    field: ['textFolder'],
    body: () => ({ textFolder: 'somefolder', email: 'someone@company.example' }),
    statuses: [200, 400],
    fieldKind: { kind: 'rule', required: false },
  },
  {
    path: '/db/registrationduplicates',
    field: ['email'],
    body: () => ({ textFolder: 'somefolder', email: 'someone@company.example' }),
    statuses: [200, 400],
    fieldKind: { kind: 'rule', required: true },
  },
  {
    path: '/db/login',
    field: ['user', 'email'],
    body: () => ({ user: { email: company.loginEmail, password: company.password } }),
    statuses: [200, 400, 401],
    fieldKind: { kind: 'rule', required: true },
  },
  {
    path: '/db/login',
    field: ['user', 'password'],
    body: () => ({ user: { email: company.loginEmail, password: company.password } }),
    statuses: [200, 400, 401],
    fieldKind: { kind: 'exact' },
  },
  settingsDetail('contactName', companyLimits.name),
  settingsDetail('companyName', companyLimits.name),
  settingsDetail('vatNo', companyLimits.vatNo),
  settingsDetail('address', companyLimits.address),
  settingsDetail('postCode', companyLimits.postCode),
  ...(['loginEmail', 'emailForReceivingResults', 'textFolder'] as const).map(
    (key): FuzzedField => ({
      path: '/db/editCompany',
      field: ['accountSettings', key],
      body: currentSettings,
      token: () => company.accessToken,
      statuses: [200, 400, 409],
      fieldKind: { kind: 'rule', required: true },
    }),
  ),
  {
    path: '/db/inserttexts',
    field: ['texts', 1],
    body: () => ({ isDefaultCB: false, texts: ['The first text stays.', 'A second text.'] }),
    token: () => company.accessToken,
    statuses: [200, 400],
    fieldKind: {
      kind: 'free',
      max: companyLimits.text,
      multiline: true,
      required: true,
      readBack: async () => (await post<{ data: string[] }>(app, '/db/gettextsverified', { isDefaultCB: false }, company.accessToken)).body.data[1],
    },
  },
  ...(['title', 'details'] as const).map(
    (key): FuzzedField => ({
      path: '/email/contactus',
      field: ['contactUs', key],
      body: () => ({ contactUs: { title: 'Invoice copy', details: 'Please send it again.', contactMethod: 'email', email: company.loginEmail } }),
      token: () => company.accessToken,
      statuses: [200, 400],
      fieldKind: { kind: 'free', max: supportLimits[key], multiline: key === 'details', required: true, readBack: lastSupportRequest(key) },
    }),
  ),
  // Each answer takes forgotPasswordAnswerMs (250 ms) on purpose: fewer runs.
  {
    path: '/email/forgotPassword',
    field: ['email'],
    body: () => ({ email: 'nobody@company.example' }),
    statuses: [200, 400],
    fieldKind: { kind: 'rule', required: true },
    numRuns: 12,
  },
  // The codes are not real ones: a password that passes the rules is refused as an invalid link, so nothing ever changes.
  {
    path: '/db/submitForgotPasswordChange',
    field: ['password'],
    body: () => ({ password: 'a long new secret', fpCode: 'a'.repeat(43) }),
    statuses: [400],
    fieldKind: { kind: 'exact' },
  },
  {
    path: '/auth/confirmpasswordreset',
    field: ['newPassword'],
    body: () => ({ oobCode: 'a'.repeat(43), newPassword: 'a long new secret' }),
    statuses: [400],
    fieldKind: { kind: 'exact' },
  },
];

describe('every free-text field of the account calls, fuzzed', () => {
  it.each(fields.map((fuzzed) => ({ ...fuzzed, name: fuzzed.field.join('.') })))('$path $name', async (fuzzed) => {
    const { field, fieldKind } = fuzzed;
    const fieldName = field.join('.');
    await fc.assert(
      fc.asyncProperty(fuzzedValue, async (value) => {
        const body = withField(await fuzzed.body(), field, value);
        const before = await everything(api.db);
        const answer = await post(app, fuzzed.path, body, fuzzed.token?.());
        const said = JSON.stringify(answer);

        expect(answer.status, said).toBeLessThan(500);
        expect(fuzzed.statuses, said).toContain(answer.status);
        if (answer.status === 400) expect(await everything(api.db), said).toEqual(before);

        if (isRefusedText(value)) {
          expect(answer.status, said).toBe(400);
          expect(answer.body.errorMessage, said).toContain(`${fieldName}:`);
          return;
        }
        if (fieldKind.kind === 'exact') return;

        const blank = visibleText(value) === '';
        if (blank && fieldKind.required) {
          expect(answer.status, said).toBe(400);
          expect(answer.body.errorMessage, said).toContain(`${fieldName}:`);
          return;
        }
        if (fieldKind.kind !== 'free') return;

        const cleaned = cleanFreeText(value, { multiline: fieldKind.multiline });
        if (cleaned.length > fieldKind.max) {
          expect(answer.status, said).toBe(400);
          expect(answer.body.errorMessage, said).toContain(`${fieldName}:`);
          return;
        }
        // Anything else is accepted, and stored cleaned: every visible character, in order, and no control or bidi mark.
        expect(answer.status, said).toBe(200);
        const stored = await fieldKind.readBack(answer, body);
        expect(stored).toBe(cleaned);
        expect(stored).not.toMatch(controlOrBidi);
        expect(visibleText(stored!)).toBe(visibleText(value));
      }),
      { numRuns: fuzzed.numRuns ?? 25 },
    );
  });
});

describe('a body written by hand, with raw JSON escapes', () => {
  it.each([
    ['a lone high surrogate', '\\ud800', '/db/login', (text: string) => `{"user":{"email":"${text}","password":"x"}}`, 'user.email'],
    ['a lone low surrogate', 'a\\udc00b', '/email/forgotPassword', (text: string) => `{"email":"${text}"}`, 'email'],
    [
      'a NUL',
      'Acme\\u0000AB',
      '/db/createcompany',
      (text: string) => JSON.stringify(registration()).replace(/"companyName":"[^"]*"/, `"companyName":"${text}"`),
      'company.companyName',
    ],
    [
      'a reversed surrogate pair',
      '\\udc00\\ud800',
      '/email/contactus',
      (text: string) => `{"contactUs":{"title":"${text}","details":"d","contactMethod":"email"}}`,
      'contactUs.title',
    ],
  ])('given %s (%s), then 400 naming the field and nothing changed', async (_name, text, path, body, field) => {
    const before = await everything(api.db);
    const answer = await post(app, path, body(text), path === '/email/contactus' ? company.accessToken : undefined);
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(await everything(api.db)).toEqual(before);
  });
});

describe('what the fuzzing stored', () => {
  it('holds no control character or bidi mark anywhere: read tables, events, mails', async () => {
    const companies = await api.db.selectFrom('companies').selectAll().execute();
    const emails = await api.db.selectFrom('company_emails').selectAll().execute();
    const events = await api.db.selectFrom('events').select('data').execute();
    const mails = await api.db.selectFrom('mail_outbox').select(['recipient', 'reply_to', 'payload']).execute();
    expect(companies.length).toBeGreaterThan(20); // the fuzzing reached the database, not only the validation
    for (const text of [...companies, ...emails, ...events, ...mails].flatMap(textsIn)) expect(text).not.toMatch(controlOrBidi);
  });
});
