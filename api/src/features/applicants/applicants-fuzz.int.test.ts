import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanFreeText, normaliseApplicantEmail } from '@typetest/events';
import { awkwardCharacters, controlOrBidi, fuzzedFreeText, invisibleOnly, isRefusedText, textsIn, visibleText } from '@typetest/events/testing/typed-text';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import {
  applicantRow,
  applicantTables,
  applicantTestEnv,
  givenFinished,
  givenInvited,
  invite,
  linkCodeOf,
  type ApplicantAnswer,
  type Invited,
  type Link,
} from './given-applicants.ts';

/**
 * The free-text fields of the applicant calls, fuzzed like the account calls' (account-fuzz):
 * the invitation's full name and e-mail, the history search, and the personal link's parts. Never
 * a server error; NUL or a lone surrogate (sent as the raw JSON escape "\ud800") is 400 naming the
 * field with nothing changed; a required field with nothing visible is refused; controls and bidi
 * marks never reach what is stored, read back through the API.
 */

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
/** An applicant awaiting results, whose link works. */
let awaitingLink: Link;
/** The applicant who has finished, whom the history lists. */
let finished: Invited;
beforeAll(async () => {
  app = api.app(applicantTestEnv);
  company = await givenSignedInCompany(app);
  const invited = await givenInvited(app, company, [applicantRow('Grace Hopper'), applicantRow('Ada Lovelace')]);
  finished = invited.find((applicant) => applicant.fullName === 'Grace Hopper')!;
  const awaiting = invited.find((applicant) => applicant.fullName === 'Ada Lovelace')!;
  await givenFinished(app, { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, finished.email) });
  awaitingLink = { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, awaiting.email) };
});

const { nul, loneSurrogates, bidi } = awkwardCharacters;

const fuzzedValue = fuzzedFreeText(/^[A-Za-zÅÄÖåäö .'-]{1,12}$/);

/** A real value with invisible characters at its ends and controls or bidi marks inside: what cleaning gives back whole. */
const strayCharacters = ['\x01', '\x1B', '\x7F', '\x9F', ...bidi];
const wrapped = (real: string) =>
  fc
    .tuple(invisibleOnly, fc.nat(real.length), fc.array(fc.constantFrom(...strayCharacters), { minLength: 1, maxLength: 3 }), invisibleOnly)
    .map(([before, at, inside, after]) => `${before}${real.slice(0, at)}${inside.join('')}${real.slice(at)}${after}`);

function expectRefusedNaming(answer: { status: number; body: ApplicantAnswer }, field: string, said: string) {
  expect(answer.status, said).toBe(400);
  expect(answer.body.errorMessage, said).toContain(`${field}:`);
}

describe('invitations, fuzzed', () => {
  it('given any full name, then 400 naming ca.0.fullName for NUL or a lone surrogate, "Empty name" for nothing visible, else invited with the name cleaned', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzedValue, async (fullName) => {
        const row = { ...applicantRow(), fullName };
        const before = await applicantTables(api.db);
        const answer = await invite(app, company, [row]);
        const said = JSON.stringify(answer);
        expect([200, 400], said).toContain(answer.status);
        if (answer.status === 400) expect(await applicantTables(api.db)).toEqual(before);

        if (isRefusedText(fullName)) return expectRefusedNaming(answer, 'ca.0.fullName', said);
        const cleaned = cleanFreeText(fullName);
        if (cleaned === '') {
          expect(answer.status, said).toBe(400);
          expect(answer.body.code, said).toBe('emptyName');
          return;
        }
        expect(answer.status, said).toBe(200);
        const list = await post<ApplicantAnswer & { data: Invited[] }>(app, '/db/getapplicantcodeswithnames', {}, company.accessToken);
        const stored = list.body.data.find((entry) => entry.email === row.email)?.fullName;
        expect(stored).toBe(cleaned);
        expect(stored).not.toMatch(controlOrBidi);
        expect(visibleText(stored!)).toBe(visibleText(fullName));
      }),
      { numRuns: 60 },
    );
  });

  it('given any e-mail, then 400 naming ca.0.email for NUL or a lone surrogate, "Empty email" for nothing visible; an address is stored cleaned', async () => {
    const address = fc.oneof({ weight: 2, arbitrary: fuzzedValue }, { weight: 1, arbitrary: fc.constant(null).chain(() => wrapped(applicantRow().email)) });
    await fc.assert(
      fc.asyncProperty(address, async (email) => {
        const before = await applicantTables(api.db);
        const answer = await invite(app, company, [{ fullName: 'Ada Lovelace', email }]);
        const said = JSON.stringify(answer);
        expect([200, 400, 409], said).toContain(answer.status);
        if (answer.status !== 200) expect(await applicantTables(api.db)).toEqual(before);

        if (isRefusedText(email)) return expectRefusedNaming(answer, 'ca.0.email', said);
        const cleaned = cleanFreeText(email);
        if (cleaned === '') {
          expect(answer.status, said).toBe(400);
          expect(answer.body.code, said).toBe('emptyEmail');
          return;
        }
        if (answer.status !== 200) {
          expect(['invalidEmail', 'alreadyInvited'], said).toContain(answer.body.code);
          return;
        }
        const list = await post<ApplicantAnswer & { data: Invited[] }>(app, '/db/getapplicantcodeswithnames', {}, company.accessToken);
        const stored = list.body.data.find((entry) => entry.email === normaliseApplicantEmail(cleaned));
        expect(stored, said).toBeDefined();
        expect(stored!.email).not.toMatch(controlOrBidi);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the history search, fuzzed', () => {
  const search = (textSearch: unknown) => post<ApplicantAnswer>(app, '/db/getspenthistory', { range: 0, dateSearch: '', textSearch }, company.accessToken);

  it('given any search text, then 400 naming textSearch for NUL or a lone surrogate, else the same results as for the text cleaned (nothing visible: everyone)', async () => {
    const text = fc.oneof({ weight: 3, arbitrary: fuzzedValue }, { weight: 1, arbitrary: wrapped('hopper') }, { weight: 1, arbitrary: wrapped('Grace') });
    const everyone = (await search('')).body.users;
    expect(everyone?.map((user) => user.email)).toEqual([finished.email]);
    await fc.assert(
      fc.asyncProperty(text, async (textSearch) => {
        const answer = await search(textSearch);
        const said = JSON.stringify(answer);
        expect([200, 400], said).toContain(answer.status);
        if (isRefusedText(textSearch)) return expectRefusedNaming(answer, 'textSearch', said);
        expect(answer.status, said).toBe(200);
        const cleaned = cleanFreeText(textSearch);
        expect(answer.body.users, said).toEqual(cleaned === '' ? everyone : (await search(cleaned)).body.users);
        if (/^(hopper|grace)$/i.test(cleaned)) expect(answer.body.users, said).toEqual(everyone);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the personal link, fuzzed', () => {
  /** A link with one part replaced, and what the call must answer for an ordinary link that does not work. */
  const calls = [
    { path: '/applicant/submitauth', body: (link: Link) => link, notWorking: [404] },
    { path: '/applicant/getnexttext', body: (link: Link) => link, notWorking: [404] },
    // An empty log of a test not taken now: 409 or 422 (recorded as refused) for the real link, 404 for another.
    { path: '/applicant/stagefinished', body: (link: Link) => ({ ...link, stage: 3, wpm: 0, keystrokes: [] }), notWorking: [404, 409, 422] },
  ];
  const parts = ['textFolder', 'urlApplicantCode'] as const;
  const cases = calls.flatMap((call) => parts.map((part) => ({ ...call, part })));

  it.each(cases)(
    '$path given any $part: 400 naming it for NUL, a lone surrogate or nothing visible, the link working when its part is only wrapped in stray characters, else "invalid"',
    async ({ path, body, notWorking, part }) => {
      const value = fc.oneof({ weight: 3, arbitrary: fuzzedValue }, { weight: 2, arbitrary: wrapped(awaitingLink[part]) });
      await fc.assert(
        fc.asyncProperty(value, async (fuzzed) => {
          const link = { ...awaitingLink, [part]: fuzzed };
          const before = await applicantTables(api.db);
          const answer = await post<ApplicantAnswer>(app, path, body(link));
          const said = JSON.stringify(answer);
          expect(answer.status, said).toBeLessThan(500);
          if (answer.status === 400 || answer.status === 404) expect(await applicantTables(api.db)).toEqual(before);

          if (isRefusedText(fuzzed) || visibleText(fuzzed) === '') return expectRefusedNaming(answer, part, said);
          const works = cleanFreeText(fuzzed) === awaitingLink[part];
          if (!works) expect([...notWorking, 400], said).toContain(answer.status);
          else if (path === '/applicant/stagefinished') expect([409, 422], said).toContain(answer.status);
          else expect(answer.status, said).toBe(200);
          if (answer.status === 400) expect(answer.body.errorMessage, said).toContain(`${part}:`); // too long for a link
        }),
        { numRuns: 40 },
      );
    },
  );

  it('given a keystroke of NUL or half a surrogate pair, then 400 naming the keystroke and nothing recorded', async () => {
    await post(app, '/applicant/getnexttext', awaitingLink);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(nul, ...loneSurrogates), fc.nat(3), async (key, at) => {
        const keystrokes = [
          { key: 'a', at: 0 },
          { key: 'b', at: 100 },
          { key: 'c', at: 200 },
        ];
        keystrokes.splice(at, 0, { key, at: at * 100 });
        const before = await applicantTables(api.db);
        const answer = await post<ApplicantAnswer>(app, '/applicant/stagefinished', { ...awaitingLink, stage: 1, wpm: 0, keystrokes });
        expectRefusedNaming(answer, `keystrokes.${at}.key`, JSON.stringify(answer));
        expect(await applicantTables(api.db)).toEqual(before);
      }),
      { numRuns: 10 },
    );
  });
});

describe('what the fuzzing stored', () => {
  it('holds no control character or bidi mark in the applicant tables, their events or mails', async () => {
    const applicants = await api.db.selectFrom('applicants').selectAll().execute();
    const results = await api.db.selectFrom('results').selectAll().execute();
    const invitations = await api.db.selectFrom('events').select('data').where('event_type', '=', 'ApplicantInvited').execute();
    const mails = await api.db.selectFrom('mail_outbox').select(['recipient', 'payload']).execute();
    expect(applicants.length).toBeGreaterThan(20); // the fuzzing reached the database, not only the validation
    for (const text of [...applicants, ...results, ...invitations, ...mails].flatMap(textsIn)) expect(text).not.toMatch(controlOrBidi);
  });
});
