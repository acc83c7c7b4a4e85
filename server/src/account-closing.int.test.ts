import { beforeAll, describe, expect, it } from 'vitest';
import { applicantStream, companyStream, readStream } from '@typetest/events';
import { loginFailuresKey } from '@typetest/platform';
import { closeAccountsPastGrace } from '@typetest/worker';
import {
  applicantRow,
  applicantTestEnv,
  databaseDump,
  foundAnywhere,
  givenInvited,
  givenSignedInCompany,
  linkCodeOf,
  logFragments,
  opsReplay,
  post,
  redisDump,
  stageFinished,
  submitAuth,
  typedStage,
  useTestApi,
  type TestApi,
} from '@typetest/api/testing';

/**
 * Closing an account as an auditor checks it (docs/decisions/0068-closing-an-account.md): the API
 * takes the request, the worker's round closes the account when the grace period is over (its
 * clock moved ahead here), and afterwards nothing of the company's contact data or its applicants'
 * personal data is left in Postgres or Redis, before or after a replay.
 */

const api = useTestApi();
const redisPrefix = 'closing';
const day = 86_400_000;
let app: ReturnType<TestApi['app']>;
beforeAll(() => {
  app = api.app({ ...applicantTestEnv, REDIS_PREFIX: redisPrefix, ACCOUNT_CLOSING_GRACE_DAYS: '30' });
});

type Company = Awaited<ReturnType<typeof givenSignedInCompany>>;

let sequence = 0;
/** A company with contact details no other test uses, so a scan finds only its own. */
async function givenCompany() {
  const n = `${Date.now().toString(36)}${sequence++}`;
  const contact = {
    contactName: `Tove Closingsdottir ${n}`,
    companyName: `Nordkap Closing ${n} AB`,
    address: `Avslutsgatan ${n}`,
    postCode: `999 ${n} Kiruna`,
    vatNo: `SE${n}01`,
    emailForReceivingResults: `results.${n}@closing.example`,
  };
  const company = await givenSignedInCompany(app, contact);
  return { company, contact };
}

let seeds = 4000;
/** An applicant who took the three tests: their row and every keystroke they sent. */
async function givenFinishedApplicant(company: Company, name: string) {
  const [applicant] = await givenInvited(app, company, [applicantRow(name)]);
  const link = { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, applicant!.email) };
  const keystrokes: unknown[] = [];
  for (let i = 0; i < 3; i++) {
    const stage = await typedStage(app, link, { typosAt: [2], seed: ++seeds });
    keystrokes.push(...stage.keystrokes);
    const answer = await stageFinished(app, link, stage);
    if (answer.status !== 200) throw new Error(`test ${i + 1} refused: ${JSON.stringify(answer.body)}`);
  }
  return { ...applicant!, keystrokes };
}

const closeAccount = (company: Company, password: string) =>
  post<{ data?: { closesAt: string | null; graceDays: number }; errorMessage?: string }>(app, '/db/closeaccount', { password }, company.accessToken);
const cancelClosing = (company: Company) => post<{ data?: { closesAt: string | null }; errorMessage?: string }>(app, '/db/cancelaccountclosing', {}, company.accessToken);
const logIn = (email: string, password: string) => post(app, '/db/login', { user: { email, password } });
const workerRound = (now: Date) => closeAccountsPastGrace({ db: api.db, redis: api.redis, prefix: redisPrefix, now, batchSize: 2 });
/** The closing mails the company's login e-mail was sent, oldest first (company-mails.ts). */
const closingMails = async (company: Company) =>
  (
    await api.db
      .selectFrom('mail_outbox')
      .select(['kind', 'recipient'])
      .where('company_id', '=', company.companyId)
      .where('kind', 'in', ['accountClosingRequested', 'accountClosingCancelled'])
      .orderBy('created_at')
      .execute()
  ).map((mail) => `${mail.kind} to ${mail.recipient}`);
const eventTypes = async (streamId: string) => (await readStream(api.db, streamId)).events.map((event) => event.type);

describe('closing an account, as an auditor checks it', () => {
  it('given a company with a finished and an awaiting applicant, when it closes its account and the grace period runs out, then neither the database nor Redis holds its contact details or its applicants’ names, e-mails or keystrokes, before or after a replay, and it cannot log in', async () => {
    const { company, contact } = await givenCompany();
    const finished = await givenFinishedApplicant(company, 'Philippa Closewater');
    const [awaiting] = await givenInvited(app, company, [applicantRow('Octavia Shutterby')]);
    const awaitingLink = { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, awaiting!.email) };
    // A message to support: its words in the log and the operators' mail, which replies to the company.
    const supportDetails = `Please call ${contact.contactName} about the invoice`;
    const support = await post(
      app,
      '/email/contactus',
      { contactUs: { title: 'Invoice copy', details: supportDetails, contactMethod: 'email', email: company.loginEmail } },
      company.accessToken,
    );
    expect(support.status).toBe(200);
    // A wrong login leaves a count under the address in Redis (api/src/auth/login-throttle.ts).
    expect((await logIn(company.loginEmail, 'not the password')).status).toBe(401);
    // A second account closing at the same time: a replay then projects two closed accounts (their folders and addresses must not collide).
    const second = await givenCompany();
    const companyData = [
      company.loginEmail,
      company.textFolder,
      ...Object.values(contact),
      supportDetails,
      second.company.loginEmail,
      second.company.textFolder,
      ...Object.values(second.contact),
    ];
    const applicantData = [finished.fullName, finished.email, awaiting!.fullName, awaiting!.email, ...(await logFragments(api.db, finished.keystrokes))];
    expect((await databaseDump(api.databaseUrl)).includes(contact.companyName)).toBe(true);
    const failures = loginFailuresKey(redisPrefix, company.loginEmail);
    expect(await api.redis.exists(failures)).toBe(1);
    expect(await redisDump()).not.toContain(company.loginEmail);

    const asked = Date.now();
    const closing = await closeAccount(company, company.password);
    expect(closing.status).toBe(200);
    const closesAt = new Date(closing.body.data!.closesAt!);
    expect(Math.abs(closesAt.getTime() - (asked + 30 * day))).toBeLessThan(60_000);
    expect((await closeAccount(second.company, second.company.password)).status).toBe(200);
    // The closing mail waits in the outbox with the login e-mail: closing must take the address out of it too.
    expect(await closingMails(company)).toEqual([`accountClosingRequested to ${company.loginEmail}`]);
    // The grace period: the company still logs in, and the worker closes nothing a day before its end.
    expect((await logIn(company.loginEmail, company.password)).status).toBe(200);
    expect(await workerRound(new Date(closesAt.getTime() - day))).toEqual({ accounts: 0, applicants: 0 });
    expect((await post(app, '/db/getCompanyFromToken', {}, company.accessToken)).status).toBe(200);

    // Two workers at once, a day after the end: each account is closed once, each applicant erased once.
    const rounds = await Promise.all([workerRound(new Date(closesAt.getTime() + day)), workerRound(new Date(closesAt.getTime() + day))]);
    expect(rounds.reduce((sum, round) => sum + round.accounts, 0)).toBe(2);
    expect(rounds.reduce((sum, round) => sum + round.applicants, 0)).toBe(2);
    expect((await eventTypes(companyStream(company.companyId))).filter((type) => type === 'AccountClosed')).toHaveLength(1);
    const erasures = (await readStream(api.db, applicantStream(finished.applicantCode))).events.filter((event) => event.type === 'ApplicantErased');
    expect(erasures.map((event) => event.data)).toEqual([expect.objectContaining({ reason: 'accountClosed' })]);

    expect(await foundAnywhere(api.databaseUrl, [...companyData, ...applicantData])).toEqual([]);
    expect(await api.redis.exists(failures)).toBe(0);
    // Signed out everywhere, no login, the applicant's link dead.
    expect((await post(app, '/db/getCompanyFromToken', {}, company.accessToken)).status).toBe(401);
    const login = await logIn(company.loginEmail, company.password);
    expect(login.status).toBe(401);
    expect(login.body).toMatchObject({ errorMessage: 'Wrong username or password' });
    expect((await submitAuth(app, awaitingLink)).status).toBe(404);

    await opsReplay(api.databaseUrl);
    expect(await foundAnywhere(api.databaseUrl, [...companyData, ...applicantData])).toEqual([]);
    expect((await logIn(company.loginEmail, company.password)).status).toBe(401);
    // The closed account's stream reads blank: what a replay projects.
    const registered = (await readStream(api.db, companyStream(company.companyId))).events[0];
    expect(registered).toMatchObject({ type: 'CompanyRegistered', data: { loginEmail: '', companyName: '', contactName: '' } });
  });

  it('given a company that asked to close its account, when it cancels during the grace period, then the worker closes nothing after it and the company keeps working', async () => {
    const { company } = await givenCompany();
    const closing = await closeAccount(company, company.password);
    expect(closing.status).toBe(200);
    const closesAt = new Date(closing.body.data!.closesAt!);

    const cancelled = await cancelClosing(company);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ closesAt: null });
    expect(await closingMails(company)).toEqual([`accountClosingRequested to ${company.loginEmail}`, `accountClosingCancelled to ${company.loginEmail}`]);
    expect(await workerRound(new Date(closesAt.getTime() + day))).toMatchObject({ accounts: 0 });
    expect((await logIn(company.loginEmail, company.password)).status).toBe(200);
    expect(await eventTypes(companyStream(company.companyId))).toEqual(expect.arrayContaining(['AccountClosingRequested', 'AccountClosingCancelled']));
    expect(await eventTypes(companyStream(company.companyId))).not.toContain('AccountClosed');
  });

  it('given a wrong or no password, when the company asks to close its account, then it is told so and nothing changes; asked twice, or cancelled when not closing, it is told so too', async () => {
    const { company } = await givenCompany();
    const before = await eventTypes(companyStream(company.companyId));

    const wrong = await closeAccount(company, 'not the password');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ errorMessage: 'The password is not correct. Nothing was changed.' });
    const none = await closeAccount(company, '');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ errorMessage: 'Enter your password to close your account.' });
    const notClosing = await cancelClosing(company);
    expect(notClosing.status).toBe(409);
    expect(notClosing.body).toMatchObject({ errorMessage: 'Your account is not closing, so there is nothing to cancel.' });
    expect(await eventTypes(companyStream(company.companyId))).toEqual(before);
    expect((await post(app, '/db/accountclosing', {}, company.accessToken)).body).toMatchObject({ data: { closesAt: null, graceDays: 30 } });

    expect((await closeAccount(company, company.password)).status).toBe(200);
    const twice = await closeAccount(company, company.password);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ errorMessage: 'Your account is already closing.' });
    expect((await eventTypes(companyStream(company.companyId))).filter((type) => type === 'AccountClosingRequested')).toHaveLength(1);
  });
});
