import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { accountTestEnv, companyEvents, everything, givenSignedInCompany, lastMail, post, type RegisteredCompany } from './given-account.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
beforeAll(async () => {
  app = api.app(accountTestEnv);
  company = await givenSignedInCompany(app);
});

const contactSupport = (contactUs: Record<string, unknown>, token = company.accessToken) => post(app, '/email/contactus', { contactUs }, token);

describe('contact support', () => {
  it('given a signed-in company, when it writes to support, then SupportRequested and a mail to the operators that replies to its login e-mail', async () => {
    const answer = await contactSupport({ title: 'Invoice copy', details: 'Please send the\nMarch invoice again.', contactMethod: 'email', email: company.loginEmail });

    expect(answer).toEqual({ status: 200, body: { success: true } });
    expect((await companyEvents(api.db, company.companyId)).at(-1)).toMatchObject({ event_type: 'SupportRequested', data: { title: 'Invoice copy', email: company.loginEmail } });
    const mail = await lastMail(api.db, 'supportRequest', 'operators@typetest.test');
    expect(mail).toMatchObject({ reply_to: company.loginEmail, status: 'pending' });
    expect(mail?.payload).toMatchObject({
      companyId: company.companyId,
      loginEmail: company.loginEmail,
      title: 'Invoice copy',
      details: 'Please send the\nMarch invoice again.',
      contactName: 'Anna Berg',
    });
  });

  it("given another address in the request, then replies still go to the company's own login e-mail", async () => {
    await contactSupport({ title: 'Hello', details: 'Reply to me elsewhere', contactMethod: 'email', email: 'someone.else@evil.example' });
    const mail = await lastMail(api.db, 'supportRequest', 'operators@typetest.test');
    expect(mail?.reply_to).toBe(company.loginEmail);
    expect(JSON.stringify(mail)).not.toContain('someone.else@evil.example');
  });

  it.each([
    ['an empty title', { title: '  ', details: 'x', contactMethod: 'email' }, 'contactUs.title: must not be empty'],
    ['empty details', { title: 'x', details: '', contactMethod: 'email' }, 'contactUs.details: must not be empty'],
    ['another contact method', { title: 'x', details: 'y', contactMethod: 'phone' }, 'contactUs.contactMethod: must be "email".'],
    ['an unknown field', { title: 'x', details: 'y', contactMethod: 'email', companyId: '00000000-0000-4000-8000-000000000000' }, /^contactUs: Unrecognized key: "companyId"/],
  ])('given %s, then 400 with the reason and nothing recorded or mailed', async (_name, contactUs, message) => {
    const before = await everything(api.db);
    const answer = await contactSupport(contactUs);
    expect(answer.status).toBe(400);
    if (typeof message === 'string') expect(answer.body.errorMessage).toBe(message);
    else expect(answer.body.errorMessage).toMatch(message);
    expect(await everything(api.db)).toEqual(before);
  });

  it('given no sign-in, then 401 and nothing is sent', async () => {
    const before = await everything(api.db);
    expect(await post(app, '/email/contactus', { contactUs: { title: 'x', details: 'y', contactMethod: 'email', email: 'a@b.example' } })).toEqual({
      status: 401,
      body: { success: false, errorMessage: 'Unauthorized' },
    });
    expect(await everything(api.db)).toEqual(before);
  });

  it('given a limit of 1 message per window, when a second comes, then 429', async () => {
    const limited = api.app({ ...accountTestEnv, ACCOUNT_MAIL_RATE_LIMIT: '1', REDIS_PREFIX: 'support-limit' });
    const send = () => post(limited, '/email/contactus', { contactUs: { title: 'x', details: 'y', contactMethod: 'email', email: '' } }, company.accessToken);
    expect([(await send()).status, (await send()).status]).toEqual([200, 429]);
  });
});
