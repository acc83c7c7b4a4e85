import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTables, applicantTestEnv, type ApplicantAnswer } from './given-applicants.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
beforeAll(async () => {
  app = api.app(applicantTestEnv);
  company = await givenSignedInCompany(app);
});

const send = (rows: { fullName: string; email: string }[], submitKey: string) =>
  post<ApplicantAnswer & { code?: string; data?: { email: string }[] }>(app, '/db/sendinvitation', { ca: rows, submitKey }, company.accessToken);

const invitationMails = async (emails: string[]) =>
  (await api.db.selectFrom('mail_outbox').select('recipient').where('kind', '=', 'applicantInvitation').where('recipient', 'in', emails).execute())
    .map((row) => row.recipient)
    .sort();

describe('given the invitation view sending a list in submits, each with its own key', () => {
  it('when a submit is committed but its answer is lost, and the page sends it again with the same key, then it is answered "sent" and no one is invited or mailed twice', async () => {
    const rows = [applicantRow('Ada Lovelace'), applicantRow('Alan Turing')];
    const key = randomUUID();
    // The first answer never reaches the page (the connection dropped after the commit).
    await send(rows, key);
    const again = await send(rows, key);
    expect(again).toMatchObject({ status: 200, body: { success: true, code: 'sent' } });
    expect(again.body.data?.map((entry) => entry.email)).toEqual(expect.arrayContaining(rows.map((row) => row.email)));
    expect(await invitationMails(rows.map((row) => row.email))).toEqual(rows.map((row) => row.email).sort());
  });

  it('when the same submit arrives twice at once, then both are answered "sent" and each applicant is invited once', async () => {
    const rows = [applicantRow('Grace Hopper'), applicantRow('Edsger Dijkstra')];
    const key = randomUUID();
    const answers = await Promise.all([send(rows, key), send(rows, key)]);
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
      [200, 'sent'],
      [200, 'sent'],
    ]);
    expect(await invitationMails(rows.map((row) => row.email))).toEqual(rows.map((row) => row.email).sort());
  });

  it('when a key comes back with another list, then it is refused (422) in words, and nothing changes', async () => {
    const key = randomUUID();
    await send([applicantRow('Barbara Liskov')], key);
    const before = await applicantTables(api.db);
    const other = await send([applicantRow('Frances Allen')], key);
    expect(other).toMatchObject({ status: 422, body: { success: false, errorMessage: 'This list was changed while it was being sent. Reload the page and send the rest again.' } });
    expect(await applicantTables(api.db)).toEqual(before);
  });

  it('when the first submit with a key was refused by the checks, then the same key with the list put right is invited', async () => {
    const key = randomUUID();
    const katherine = applicantRow('Katherine Johnson');
    expect((await send([{ ...katherine, fullName: '' }], key)).status).toBe(400);
    expect(await send([katherine], key)).toMatchObject({ status: 200, body: { code: 'sent' } });
    expect(await invitationMails([katherine.email])).toEqual([katherine.email]);
  });

  it('when a list is sent again without a key, then the check for an address already invited still refuses it, as before', async () => {
    const row = applicantRow('Hedy Lamarr');
    await send([row], randomUUID());
    const again = await post(app, '/db/sendinvitation', { ca: [row] }, company.accessToken);
    expect(again).toMatchObject({ status: 409, body: { errorTitle: 'Duplicate Email ❗️' } });
  });
});
