import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyView } from '@typetest/events';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { companyEvents, everything, givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTestEnv, givenInvited, linkCodeOf, submitAuth } from './given-applicants.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(async () => {
  app = api.app(applicantTestEnv);
});

async function view(by: RegisteredCompany) {
  return (await post<{ data: CompanyView }>(app, '/db/getCompanyFromToken', {}, by.accessToken)).body.data;
}
/** Account settings saved as the screen saves them: the view's settings with one change. */
async function editCompany(by: RegisteredCompany, change: Record<string, unknown>) {
  const { companyId: _, isDefaultCb: __, emailVerified: ___, ...settings } = await view(by);
  return post(app, '/db/editCompany', { accountSettings: { ...settings, ...change } }, by.accessToken);
}
const invitationPayload = async (email: string) =>
  await api.db.selectFrom('mail_outbox').select('payload').where('recipient', '=', email).where('kind', '=', 'applicantInvitation').executeTakeFirstOrThrow();

describe('the welcome note in Account settings', () => {
  it('given a company writes a note, then the view has it, recorded as WelcomeNoteChanged, and its next applicant reads it on the welcome screen and in the invitation', async () => {
    const company = await givenSignedInCompany(app);
    expect((await view(company)).welcomeNote).toBe('');

    const answer = await editCompany(company, { welcomeNote: ' Welcome to Acme!\r\nAsk Anna if anything is unclear. ' });

    expect(answer.status).toBe(200);
    const welcomeNote = 'Welcome to Acme!\nAsk Anna if anything is unclear.';
    expect((await view(company)).welcomeNote).toBe(welcomeNote);
    expect((await companyEvents(api.db, company.companyId)).at(-1)).toEqual({ event_type: 'WelcomeNoteChanged', data: { companyId: company.companyId, welcomeNote } });
    const [invited] = await givenInvited(app, company, [applicantRow()]);
    if (!invited) throw new Error('no applicant invited');
    const link = { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, invited.email) };
    expect((await submitAuth(app, link)).body.data?.welcomeNote).toBe(welcomeNote);
    const mail = await invitationPayload(invited.email);
    expect(mail.payload).toMatchObject({ welcomeNote });
  });

  it('given a note, when it is emptied, then applicants see none', async () => {
    const company = await givenSignedInCompany(app);
    await editCompany(company, { welcomeNote: 'Hello' });
    expect((await editCompany(company, { welcomeNote: '   ' })).status).toBe(200);

    const [invited] = await givenInvited(app, company, [applicantRow()]);
    if (!invited) throw new Error('no applicant invited');
    expect((await submitAuth(app, { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, invited.email) })).body.data?.welcomeNote).toBe('');
    expect(await invitationPayload(invited.email)).not.toHaveProperty('payload.welcomeNote');
  });

  it('when the note is longer than 500 characters, then 400 names the field, and nothing changes', async () => {
    const company = await givenSignedInCompany(app);
    const before = await everything(api.db);

    const answer = await editCompany(company, { welcomeNote: 'a'.repeat(501) });

    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toMatch(/^accountSettings\.welcomeNote: /);
    expect(await everything(api.db)).toEqual(before);
  });
});
