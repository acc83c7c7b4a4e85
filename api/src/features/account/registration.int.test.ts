import { beforeAll, describe, expect, it } from 'vitest';
import { accountLinks, type Registration } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { accountTestEnv, companyEvents, everything, lastMail, post, registration } from './given-account.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(() => {
  app = api.app(accountTestEnv);
});

describe('the wizard checks the URL and e-mail before registering', () => {
  it('given nothing registered, when checked, then neither is used', async () => {
    expect(await post(app, '/db/registrationduplicates', { textFolder: 'freshfolder', email: 'fresh@company.example' })).toEqual({
      status: 200,
      body: { email: false, textFolder: false },
    });
  });

  it('given a company, when its URL, its login e-mail typed in capitals, or its results e-mail is checked, then each is used', async () => {
    const body = registration({ emailForReceivingResults: 'results@company.example' });
    await post(app, '/db/createcompany', body);
    const check = (textFolder: string, email: string) => post(app, '/db/registrationduplicates', { textFolder, email });

    expect((await check(body.company.textFolder, 'other@company.example')).body).toEqual({ email: false, textFolder: true });
    expect((await check('otherfolder', body.company.loginEmail.toUpperCase())).body).toEqual({ email: true, textFolder: false });
    expect((await check('otherfolder', 'results@company.example')).body).toEqual({ email: true, textFolder: false });
  });
});

describe('a company registers', () => {
  it("given the browser's time zone and a pass mark, when registered, then the company reads results in that zone and judges them by that mark; without them, UTC and none", async () => {
    const judged = await post(app, '/db/createcompany', registration({ timeZone: 'Europe/Stockholm', minimumWpm: 45, minimumAccuracy: 90 }));
    const plain = await post(app, '/db/createcompany', registration());
    const row = (companyId: string) =>
      api.db.selectFrom('companies').select(['time_zone', 'minimum_wpm', 'minimum_accuracy']).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect(await row(judged.body.data!.companyId!)).toEqual({ time_zone: 'Europe/Stockholm', minimum_wpm: 45, minimum_accuracy: 90 });
    expect(await row(plain.body.data!.companyId!)).toEqual({ time_zone: 'UTC', minimum_wpm: null, minimum_accuracy: null });
  });

  it('given a time zone that is none or a minimum accuracy of 101%, when registering, then 400 naming the field and no company', async () => {
    const before = await everything(api.db);
    expect((await post(app, '/db/createcompany', registration({ timeZone: 'Mars/Olympus' }))).body.errorMessage).toMatch(/^company\.timeZone: /);
    expect((await post(app, '/db/createcompany', registration({ minimumAccuracy: 101 }))).body.errorMessage).toMatch(/^company\.minimumAccuracy: /);
    expect(await everything(api.db)).toEqual(before);
  });

  it("given the wizard's details, when registered, then the company is recorded, its password is stored hashed, and a welcome mail with a verify link is queued", async () => {
    const body = registration({ loginEmail: 'Anna.Berg@Acme.example', emailForReceivingResults: 'hr@acme.example', textFolder: 'acme' }, ['First text', 'Second text']);

    const answer = await post(app, '/db/createcompany', body);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { companyId: expect.any(String) } });
    const companyId = answer.body.data!.companyId!;
    expect((await companyEvents(api.db, companyId)).map((event) => event.event_type)).toEqual(['CompanyRegistered', 'EmailVerificationRequested']);
    const company = await api.db.selectFrom('companies').selectAll().where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      login_email: 'anna.berg@acme.example',
      email_for_receiving_results: 'hr@acme.example',
      text_folder: 'acme',
      texts: ['First text', 'Second text'],
      is_default_texts: false,
      email_verified: false,
    });
    const credentials = await api.db.selectFrom('company_credentials').selectAll().where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect(credentials.password_hash).toMatch(/^scrypt\$4096\$8\$1\$[\w-]{22}\$[\w-]{86}$/);

    const mail = await lastMail(api.db, 'companyWelcome', 'anna.berg@acme.example');
    expect(mail?.payload).toMatchObject({ companyName: body.company.companyName, loginEmail: 'anna.berg@acme.example', textFolder: 'acme' });
    const { verifyCode } = mail!.payload as { verifyCode: string };
    expect(verifyCode).toMatch(/^[\w-]{43}$/);
    expect(accountLinks.verifyEmail('https://typetest.test', verifyCode)).toBe(`https://typetest.test/authlink?mode=verifyEmail&oobCode=${verifyCode}`);
    // The link works (the code is stored, hashed, for this address) ...
    expect(await post(app, '/auth/checkactioncode', { mode: 'verifyEmail', oobCode: verifyCode })).toEqual({
      status: 200,
      body: { success: true, data: { mode: 'verifyEmail', email: 'anna.berg@acme.example' } },
    });
    // ... and neither the plain code nor the password is anywhere but in that mail.
    const stored = JSON.stringify([await api.db.selectFrom('events').selectAll().execute(), await api.db.selectFrom('one_time_codes').selectAll().execute()]);
    expect(stored).not.toContain(verifyCode);
    expect(stored + JSON.stringify(mail)).not.toContain(body.company.hashedPassword);
  });

  it("given default texts chosen and the wizard's blank text box, when registered, then the company uses the default texts and keeps no blank text", async () => {
    const answer = await post(app, '/db/createcompany', registration({ isDefaultCb: true }, ['']));
    expect(answer.status).toBe(200);
    const company = await api.db.selectFrom('companies').selectAll().where('company_id', '=', answer.body.data!.companyId!).executeTakeFirstOrThrow();
    expect(company).toMatchObject({ is_default_texts: true, texts: [] });
  });

  it('given a common password, when registering, then 400 saying so and nothing is recorded', async () => {
    const before = await everything(api.db);
    const answer = await post(app, '/db/createcompany', registration({ hashedPassword: 'Password1' }));
    expect(answer).toEqual({ status: 400, body: { success: false, errorMessage: 'Password error: This password is too common. Please choose another one.' } });
    expect(await everything(api.db)).toEqual(before);
  });

  it.each([
    ['six spaces', () => '      '],
    ['one letter six times', () => 'aaaaaa'],
    ['a sequence', () => 'abcdef'],
    ["the product's own name", () => 'Typetest'],
    ["the company's own URL", (company: Registration['company']) => company.textFolder],
  ])('given a password of %s, when registering, then 400 saying it is too easy to guess, and nothing is recorded', async (_name, password) => {
    const body = registration();
    body.company.hashedPassword = password(body.company);
    const before = await everything(api.db);
    const answer = await post(app, '/db/createcompany', body);
    expect(answer).toEqual({
      status: 400,
      body: {
        success: false,
        errorMessage: 'Password error: This password is too easy to guess. Avoid repeated or sequential characters (like "aaaaaa" or "abcdef") and names such as your company\'s.',
      },
    });
    expect(await everything(api.db)).toEqual(before);
  });

  it('given a password under 6 characters, when registering, then 400 naming the field', async () => {
    const answer = await post(app, '/db/createcompany', registration({ hashedPassword: 'abc12' }));
    expect(answer).toEqual({ status: 400, body: { success: false, errorMessage: 'company.hashedPassword: must be at least 6 characters long' } });
  });
});

describe('a URL or e-mail address belongs to one company only', () => {
  it('given a company, when another registers its URL, then 409 with "textfolder" in the message, and nothing is recorded', async () => {
    const first = registration();
    await post(app, '/db/createcompany', first);
    const before = await everything(api.db);

    const answer = await post(app, '/db/createcompany', registration({ textFolder: first.company.textFolder }));

    expect(answer).toEqual({ status: 409, body: { success: false, errorMessage: 'Error textfolderexists409: This URL is already in use.' } });
    expect(await everything(api.db)).toEqual(before);
  });

  it('given a company, when another registers with its login e-mail, or with it as results e-mail, then 409 with "email" in the message', async () => {
    const first = registration({ emailForReceivingResults: 'results.desk@company.example' });
    await post(app, '/db/createcompany', first);

    const sameLogin = await post(app, '/db/createcompany', registration({ loginEmail: first.company.loginEmail }));
    expect(sameLogin).toEqual({ status: 409, body: { success: false, errorMessage: 'Error emailexists409: The provided login email address is already in use.' } });

    const resultsAsLogin = await post(app, '/db/createcompany', registration({ loginEmail: 'results.desk@company.example' }));
    expect(resultsAsLogin.status).toBe(409);
    expect(resultsAsLogin.body.errorMessage).toContain('email');

    const loginAsResults = await post(app, '/db/createcompany', registration({ emailForReceivingResults: first.company.loginEmail }));
    expect(loginAsResults).toEqual({ status: 409, body: { success: false, errorMessage: 'Error emailexists409: The email address for receiving results is already in use.' } });
  });

  it('given two registrations of one URL at the same moment, then exactly one wins and the other gets 409 "textfolder"', async () => {
    const textFolder = `race${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(app, '/db/createcompany', registration({ textFolder }))));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    for (const lost of answers.filter((answer) => answer.status === 409)) expect(lost.body.errorMessage).toContain('textfolder');
    const rows = await api.db.selectFrom('companies').select('company_id').where('text_folder', '=', textFolder).execute();
    expect(rows).toHaveLength(1);
  });

  it('given two registrations of one e-mail address at the same moment, then exactly one wins and the other gets 409 "email"', async () => {
    const loginEmail = `race${Date.now()}@company.example`;
    const answers = await Promise.all(Array.from({ length: 3 }, () => post(app, '/db/createcompany', registration({ loginEmail, emailForReceivingResults: loginEmail }))));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const lost of answers.filter((answer) => answer.status === 409)) expect(lost.body.errorMessage).toContain('email');
    expect(await api.db.selectFrom('companies').select('company_id').where('login_email', '=', loginEmail).execute()).toHaveLength(1);
  });
});

describe('the duplicates check is rate limited per client', () => {
  it('given a limit of 2, when a third check comes, then 429', async () => {
    // A key space of its own, so the checks above do not count.
    const limited = api.app({ ...accountTestEnv, ACCOUNT_RATE_LIMIT: '2', REDIS_PREFIX: 'duplicates-limit' });
    const check = () => post(limited, '/db/registrationduplicates', { textFolder: 'x', email: 'x@company.example' });
    expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(200);
    const refused = await check();
    expect(refused.status).toBe(429);
    expect(refused.body.errorMessage).toMatch(/^Too many requests\. Please try again in about \d+ minutes\.$/);
  });
});
