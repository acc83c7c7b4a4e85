import fc from 'fast-check';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createDatabase, loadConfig } from '@typetest/platform';
import type { Keystroke } from '@typetest/events/scoring';
import { createApp } from './app.ts';
import { codeInMail, givenSignedInCompany, logIn, post, type RegisteredCompany } from './features/account/given-account.ts';
import { applicantRow, applicantTestEnv, givenFinished, givenInvited, linkCodeOf, typedStage, type Link } from './features/applicants/given-applicants.ts';
import { arbitraryOf, type JsonSchema } from './testing/schema-arbitrary.ts';
import { useTestApi, type TestApi } from './testing/test-api.ts';

/**
 * Every call of the API, fuzzed with bodies generated from its own schema in the OpenAPI document
 * (/api/openapi.json), so a call added later is fuzzed without a word here: mostly bodies the
 * schema allows (its real ids, links and codes among the generated values, so calls get past
 * "not found"), and some it does not (a field replaced by any JSON, or dropped; a field it does
 * not know; any JSON at all; no JSON at all). Whatever comes, the API never answers 5xx, and a
 * refusal says what is wrong. The field-by-field rules are the other *-fuzz.int.test.ts files'.
 */

interface Operation {
  security?: unknown[];
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The API's own description of its calls, read from an app that is asked nothing else (it never reaches a database). */
async function openApiDocument(): Promise<OpenApiDocument> {
  const db = createDatabase('postgres://nobody@127.0.0.1:1/nothing');
  const redis = new Redis({ lazyConnect: true });
  try {
    return (await (await createApp({ db, redis, config: loadConfig(applicantTestEnv) }).request('/api/openapi.json')).json()) as OpenApiDocument;
  } finally {
    await db.destroy();
    redis.disconnect();
  }
}

const document = await openApiDocument();
const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    call: `${method.toUpperCase()} /api${path}`,
    path,
    method: method.toUpperCase(),
    signedIn: (operation.security ?? []).length > 0,
    schema: operation.requestBody?.content?.['application/json']?.schema,
  })),
);

const api = useTestApi();
type App = ReturnType<TestApi['app']>;

/**
 * What the fuzzed calls act on: a signed-in company with an applicant who finished and one on
 * test 1/3 (its text issued, and a log of it typed as a person would), and the codes its mails carry.
 */
interface World {
  company: RegisteredCompany;
  finished: { applicantCode: string; link: Link };
  awaiting: { applicantCode: string; link: Link; keystrokes: Keystroke[]; wpm: number };
  codes: string[];
}

async function givenWorld(app: App): Promise<World> {
  const company = await givenSignedInCompany(app);
  const [finished, awaiting] = await givenInvited(app, company, [applicantRow('Grace Hopper'), applicantRow('Ada Lovelace')]);
  if (!finished || !awaiting) throw new Error('the invitations went wrong');
  const linkOf = async (email: string) => ({ textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, email) });
  const finishedLink = await linkOf(finished.email);
  await givenFinished(app, finishedLink);
  const awaitingLink = await linkOf(awaiting.email);
  const { keystrokes, wpm } = await typedStage(app, awaitingLink);
  await post(app, '/email/forgotPassword', { email: company.loginEmail });
  return {
    company,
    finished: { applicantCode: finished.applicantCode, link: finishedLink },
    awaiting: { applicantCode: awaiting.applicantCode, link: awaitingLink, keystrokes, wpm },
    codes: [await codeInMail(api.db, 'companyWelcome', company.loginEmail, 'verifyCode'), await codeInMail(api.db, 'passwordReset', company.loginEmail, 'resetCode')],
  };
}

/** The world's real values for a property of this name, values a person would type there, and values that have broken code before. */
function likelyValues(world: World) {
  // Read when a value is generated: a fuzzed call may have given the world a new session.
  const current = <T>(read: () => T) => fc.constant(null).map(read);
  const newAddress = fc.uuid().map((id) => `person.${id.slice(0, 8)}@company.example`);
  const names = fc.constantFrom('Grace Hopper', 'Ada Lovelace', 'Åsa Öberg', "Seán O'Brien-Ngata", 'Acme Staffing AB');
  const passwords = fc.oneof(
    current(() => world.company.password),
    fc.constantFrom('correct horse battery staple', 'Harbour-Lantern-42'),
  );
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    textFolder: fc.oneof(
      current(() => world.company.textFolder),
      fc.stringMatching(/^[a-z][a-z0-9]{3,15}$/),
    ),
    urlApplicantCode: fc.constantFrom(world.awaiting.link.urlApplicantCode, world.finished.link.urlApplicantCode),
    applicantId: fc.constantFrom(world.finished.applicantCode, world.awaiting.applicantCode),
    currentApplicantCode: fc.constantFrom(world.awaiting.applicantCode, world.finished.applicantCode),
    email: fc.oneof(
      current(() => world.company.loginEmail),
      newAddress,
    ),
    loginEmail: fc.oneof(
      current(() => world.company.loginEmail),
      newAddress,
    ),
    emailForReceivingResults: newAddress,
    password: passwords,
    hashedPassword: passwords,
    currentPassword: passwords,
    newPassword: passwords,
    accessToken: current(() => world.company.accessToken),
    refreshToken: current(() => world.company.refreshToken),
    verificationCode: fc.constantFrom(...world.codes),
    oobCode: fc.constantFrom(...world.codes),
    fpCode: fc.constantFrom(...world.codes),
    fullName: names,
    contactName: names,
    companyName: names,
    vatNo: fc.constantFrom('SE556677889901', 'GB123456789'),
    address: fc.constantFrom('Storgatan 1', '1 Infinite Loop'),
    postCode: fc.constantFrom('111 22 Stockholm', 'SW1A 1AA'),
    phoneNumber: fc.constantFrom('+46 70 123 45 67', '070-123 45 67'),
    title: fc.constantFrom('Invoices', 'A question about texts'),
    details: fc.constantFrom('Please call me after lunch.', 'How do I change the pass mark?'),
    'texts[]': fc.constantFrom('The quick brown fox jumps over the lazy dog.', 'Please type this text as it stands.'),
    timeZone: fc.constantFrom('US/Pacific-New', 'UTC', 'utc', 'Etc/GMT+12', 'Etc/GMT-14', 'Pacific/Kiritimati', 'EST5EDT', 'Mars/Olympus', ''),
    dateSearch: fc.constantFrom('0000-01-01', '9999-12-31', '2024-02-29', ''),
    keystrokes: fc.constant(world.awaiting.keystrokes),
    wpm: fc.constant(world.awaiting.wpm),
    key: fc.constantFrom('a', 'e', ' ', '.', 'Backspace', '👍'),
  };
  return (property: string) => byName[property];
}

type Body = { json: unknown } | { raw: string };

/** Every place in a JSON value, as the keys that lead there. */
function placesIn(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [at];
  const children = Object.entries(value).flatMap(([key, child]) => placesIn(child, [...at, Array.isArray(value) ? Number(key) : key]));
  return [at, ...children];
}

function withValueAt(value: unknown, place: Array<string | number>, replacement: unknown): unknown {
  if (place.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of place.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = place.at(-1)!;
  if (replacement === undefined) delete target[last];
  else target[last] = replacement;
  return copy;
}

/** Bodies for a call: mostly what its schema allows, some what it does not. */
function bodiesFor(schema: JsonSchema | undefined, likely: (property: string) => fc.Arbitrary<unknown> | undefined): fc.Arbitrary<Body> {
  // Two kinds of allowed body: a person's (likely values nearly everywhere, so the call gets to
  // its work) and anyone's (generated values as often as likely ones).
  const options = { components: document.components?.schemas, likely };
  const allowed = schema ? fc.oneof(arbitraryOf(schema, { ...options, likelyWeight: 12 }), arbitraryOf(schema, options)) : fc.constant({});
  const changed = allowed.chain((body) =>
    fc
      .tuple(fc.constantFrom(...placesIn(body)), fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined, freq: 4 }))
      .map(([place, replacement]) => withValueAt(body, place, replacement)),
  );
  const unknownField = allowed.map((body) => (body && typeof body === 'object' && !Array.isArray(body) ? { ...body, notAField: 'x' } : body));
  return fc.oneof(
    { weight: 8, arbitrary: allowed.map((json) => ({ json })) },
    { weight: 3, arbitrary: changed.map((json) => ({ json })) },
    { weight: 1, arbitrary: unknownField.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom(...awkwardJson).map((raw) => ({ raw })) },
  );
}

/** Request bodies that are no JSON, or JSON that trips up parsers: cut short, nested deep, over the size limit, after a byte order mark. */
const awkwardJson = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  'not json',
  '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
  '\uFEFF{}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  JSON.stringify({ padding: 'x'.repeat(300_000) }),
];

/** The content type a request says it has: JSON as browsers send it, with a charset, none at all, or another. */
const contentTypes = fc.constantFrom('application/json', 'application/json', 'application/json; charset=utf-8', undefined, 'text/plain', 'application/x-www-form-urlencoded');

/** Sends one fuzzed request as a browser or script would, and reads the answer whatever its type. */
async function send(app: App, { method, path }: { method: string; path: string }, body: Body, contentType: string | undefined, accessToken: string | undefined) {
  const headers: Record<string, string> = {};
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const init: RequestInit = { method, headers };
  if (method !== 'GET') {
    if (contentType) headers['content-type'] = contentType;
    init.body = 'raw' in body ? body.raw : JSON.stringify(body.json);
  }
  const response = await app.request(`/api${path}`, init);
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  let json: { errorMessage?: unknown } | undefined;
  try {
    json = type.includes('json') ? (JSON.parse(text) as { errorMessage?: unknown }) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, type, text, json };
}

/** A session of the world's company that still works: a call that ended it (logout, a reused refresh token) is followed by a new login, or a new company when it can no longer log in. */
async function workingSession(app: App, world: World): Promise<string> {
  const check = await post(app, '/db/getCompanyFromToken', {}, world.company.accessToken);
  if (check.status === 200) return world.company.accessToken;
  try {
    Object.assign(world.company, await logIn(app, world.company.loginEmail, world.company.password));
  } catch {
    // Its login e-mail or password was changed by a fuzzed call.
    world.company = await givenSignedInCompany(app);
  }
  return world.company.accessToken;
}

describe('every call of the API, with bodies generated from its own schema', () => {
  it("the document lists the calls people use, the applicant's among them", () => {
    const listed = calls.map((call) => call.call);
    for (const call of ['/db/getspenthistory', '/db/exporthistory', '/db/getresult', '/applicant/stagestarted', '/applicant/stagefinished', '/db/login', '/public/contactus']) {
      expect(listed).toContain(`POST /api${call}`);
    }
  });

  it.each(calls)('$call answers no 5xx, and every refusal says what is wrong', { timeout: 120_000 }, async ({ path, method, signedIn, schema }) => {
    const app = api.app({ ...applicantTestEnv, RATE_LIMIT: 'off' });
    const world = await givenWorld(app);
    const tokenChoice = fc.constantFrom<'session' | 'none' | 'garbage'>(
      ...(signedIn ? (['session', 'session', 'session', 'none', 'garbage'] as const) : (['none', 'none', 'session'] as const)),
    );
    await fc.assert(
      fc.asyncProperty(bodiesFor(schema, likelyValues(world)), contentTypes, tokenChoice, async (body, contentType, token) => {
        const accessToken = token === 'session' ? await workingSession(app, world) : token === 'garbage' ? 'not.a.token' : undefined;
        const answer = await send(app, { method, path }, body, contentType, accessToken);
        const said = `${method} ${path} (${contentType}) ${JSON.stringify(body).slice(0, 2000)} -> ${answer.status} ${answer.text.slice(0, 500)}`;
        expect(answer.status, said).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(answer.type, said).toContain('application/json');
          expect(typeof answer.json?.errorMessage === 'string' && answer.json.errorMessage.length > 0, said).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
