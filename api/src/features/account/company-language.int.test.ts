import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyView, defaultTextsByLanguage } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { accountTestEnv, companyEvents, givenSignedInCompany, lastMail, post, registration } from './given-account.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(() => {
  app = api.app(accountTestEnv);
});

const inSwedish = { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8' };
const inEnglish = { 'accept-language': 'en-GB,en;q=0.9' };
const viewOf = async (accessToken: string) => (await post(app, '/db/getCompanyFromToken', {}, accessToken)).body.data as CompanyView;

/** An e-mail change without the current password: refused in words, so the answer shows which language the API speaks. */
async function wordsOfRefusal(accessToken: string, headers: Record<string, string>) {
  const { companyId: _, isDefaultCb: __, emailVerified: ___, ...settings } = await viewOf(accessToken);
  const answer = await post(app, '/db/editCompany', { accountSettings: { ...settings, emailForReceivingResults: `moved${Date.now()}@company.example` } }, accessToken, headers);
  expect(answer.status).toBe(400);
  return answer.body.errorMessage;
}

describe("registering: the company's language", () => {
  it('given a Swedish page and no language chosen, when a company registers, then it speaks Swedish and its welcome mail is to be Swedish', async () => {
    const body = registration();
    expect((await post(app, '/db/createcompany', body, undefined, inSwedish)).status).toBe(200);

    expect((await lastMail(api.db, 'companyWelcome', body.company.loginEmail))?.payload).toMatchObject({ language: 'sv' });
    const [registered] = await companyEvents(api.db, (await companyIdOf(body.company.loginEmail))!);
    expect(registered?.data).toMatchObject({ language: 'sv' });
  });

  it('given an English page and Swedish chosen in the wizard, when registered, then the choice counts', async () => {
    const company = await givenSignedInCompany(app, { language: 'sv' });
    expect((await viewOf(company.accessToken)).language).toBe('sv');
  });

  it('given no language and no Accept-Language, then the company speaks English, as every company did before', async () => {
    const company = await givenSignedInCompany(app);
    expect((await viewOf(company.accessToken)).language).toBe('en');
  });

  it('given a language the product does not speak, then 400 and nothing is registered', async () => {
    const body = registration({ language: 'de' as never });
    const answer = await post(app, '/db/createcompany', body, undefined, inEnglish);
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toContain('language');
    expect(await companyIdOf(body.company.loginEmail)).toBeUndefined();
  });
});

describe("account settings: the company's language", () => {
  it('given an English company, when Swedish is saved, then LanguageChanged, the view says Swedish, and a save without a language keeps it', async () => {
    const company = await givenSignedInCompany(app);
    const { companyId: _, isDefaultCb: __, emailVerified: ___, language: ____, ...settings } = await viewOf(company.accessToken);

    const saved = await post(app, '/db/editCompany', { accountSettings: { ...settings, language: 'sv' } }, company.accessToken);
    expect(saved.status).toBe(200);
    expect(saved.body.data?.language).toBe('sv');
    expect((await companyEvents(api.db, company.companyId)).at(-1)).toMatchObject({ event_type: 'LanguageChanged', data: { language: 'sv' } });

    expect((await post(app, '/db/editCompany', { accountSettings: settings }, company.accessToken)).status).toBe(200);
    expect((await viewOf(company.accessToken)).language).toBe('sv');
  });
});

describe("a signed-in company's words", () => {
  it('given a Swedish company and an English browser without a language cookie, then the API answers in Swedish', async () => {
    const company = await givenSignedInCompany(app, { language: 'sv' });
    expect(await wordsOfRefusal(company.accessToken, inEnglish)).toBe('currentPassword: Ange ditt nuvarande lösenord för att byta e-postadress.');
  });

  it('given a Swedish company whose visitor chose English (the cookie), then the API answers in English', async () => {
    const company = await givenSignedInCompany(app, { language: 'sv' });
    expect(await wordsOfRefusal(company.accessToken, { ...inSwedish, cookie: 'language=en' })).toBe('currentPassword: Enter your current password to change an e-mail address.');
  });

  it('given an English company and a Swedish browser without a cookie, then the API answers in English', async () => {
    const company = await givenSignedInCompany(app, { language: 'en' });
    expect(await wordsOfRefusal(company.accessToken, inSwedish)).toBe('currentPassword: Enter your current password to change an e-mail address.');
  });
});

describe("manage your texts: the company's language's default texts", () => {
  it('given a Swedish company, when it reads the default texts on an English page, then they are the Swedish default texts its applicants get', async () => {
    const company = await givenSignedInCompany(app, { language: 'sv' });
    const answer = await post<{ data: string[] }>(app, '/db/gettextsverified', { isDefaultCB: true }, company.accessToken, inEnglish);
    expect(answer.body.data).toEqual([...defaultTextsByLanguage.sv]);
  });
});

async function companyIdOf(loginEmail: string): Promise<string | undefined> {
  const row = await api.db.selectFrom('companies').select('company_id').where('login_email', '=', loginEmail).executeTakeFirst();
  return row?.company_id;
}
