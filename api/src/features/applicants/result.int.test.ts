import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicantStream, type ApplicantResult, type DomainEvent } from '@typetest/events';
import { commitStreams } from '@typetest/events/store';
import { humanKeystrokeLog } from '@typetest/events/testing';
import { score } from '@typetest/events/scoring';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { givenSignedInCompany, post, type RegisteredCompany } from '../account/given-account.ts';
import { applicantRow, applicantTestEnv, givenInvited, linkCodeOf, stageFinished, typedStage } from './given-applicants.ts';

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
let company: RegisteredCompany;
beforeAll(async () => {
  app = api.app(applicantTestEnv);
  company = await givenSignedInCompany(app);
});

interface ResultAnswer {
  success: boolean;
  errorMessage?: string;
  data?: ApplicantResult;
}

const getResult = (applicantId: unknown, by: RegisteredCompany | undefined = company) => post<ResultAnswer>(app, '/db/getresult', { applicantId }, by?.accessToken);

let seeds = 1000;
/** Given an applicant of `by` who took the three tests through their link. */
async function givenFinishedApplicant(by: RegisteredCompany, name = 'Katherine Johnson') {
  const [applicant] = await givenInvited(app, by, [applicantRow(name)]);
  const link = { textFolder: by.textFolder, urlApplicantCode: await linkCodeOf(api.db, applicant!.email) };
  // Each test its own rhythm: a log like another applicant's, or an earlier test's, would be refused as copied.
  for (let i = 0; i < 3; i++) {
    const answer = await stageFinished(app, link, await typedStage(app, link, { typosAt: [3], seed: ++seeds }));
    if (answer.status !== 200) throw new Error(`test ${i + 1} refused: ${JSON.stringify(answer.body)}`);
  }
  return applicant!;
}

const text = 'Please type this first text.';
const stage = (n: number, at: number) => {
  const keystrokes = humanKeystrokeLog(text, { seed: n, startAt: at });
  return { keystrokes, ...score(text, keystrokes) };
};

/** Test 1's page saw the applicant leave twice (14 s in all) and refused one paste. */
const stage1Page = {
  away: [
    { at: 100_500, ms: 9_000 },
    { at: 101_000, ms: 5_000 },
  ],
  pasteAttempts: [{ at: 100_700 }],
};

/** The stream a company would find after a bumpy sitting: refusals (one only the page being behind), a restart, a lock and a new link. */
async function givenBumpyApplicant(by: RegisteredCompany): Promise<string> {
  const applicantId = randomUUID();
  const ids = { applicantId, companyId: by.companyId };
  const stages = [1, 2, 3].map((n) => stage(n, n * 100_000));
  const events: DomainEvent[] = [
    { type: 'ApplicantInvited', data: { ...ids, email: 'bumpy@example.com', fullName: 'Bumpy Typist', deadline: null } },
    { type: 'StageIssued', data: { ...ids, stage: 1, text } },
    { type: 'StageRefused', data: { ...ids, stage: 1, reason: 'inhumanSpeed', claimedWpm: 400, keystrokes: [] } },
    { type: 'StageRefused', data: { ...ids, stage: 1, reason: 'alreadyRecorded', claimedWpm: 40, keystrokes: [] } },
    { type: 'StageRestarted', data: { ...ids, stage: 1 } },
    { type: 'ApplicantLocked', data: { ...ids, stage: 1 } },
    { type: 'InvitationResent', data: { ...ids, deadline: null } },
    ...stages.flatMap((s, i): DomainEvent[] => [
      ...(i === 0 ? [] : [{ type: 'StageIssued' as const, data: { ...ids, stage: i + 1, text } }]),
      {
        type: 'StageFinished',
        data: {
          ...ids,
          stage: i + 1,
          wpm: s.wpm,
          accuracy: s.accuracy,
          claimedWpm: s.wpm,
          durationMs: 1,
          keystrokes: s.keystrokes,
          flags: i === 1 ? ['evenIntervals'] : [],
          page: i === 0 ? stage1Page : { away: [], pasteAttempts: [] },
          flagPlaces: i === 1 ? [{ flag: 'evenIntervals', from: 0, to: s.keystrokes.length - 1 }] : [],
        },
      },
    ]),
    {
      type: 'AllStagesFinished',
      data: {
        ...ids,
        fullName: 'Bumpy Typist',
        email: 'bumpy@example.com',
        wpm: 80,
        accuracy: 96,
        stages: stages.map((s, i) => ({ stage: i + 1, wpm: s.wpm, accuracy: s.accuracy })),
        flags: ['evenIntervals'],
      },
    },
  ];
  await commitStreams(api.db, { metadata: { actor: 'test' }, streams: [{ streamId: applicantStream(applicantId), expectedVersion: 0, events }] });
  return applicantId;
}

describe('given an applicant of the company who finished the three tests', () => {
  it('when the company asks for the result, then it gets who, the overall figures and each test with its analysis, text and keystroke log', async () => {
    const applicant = await givenFinishedApplicant(company);

    const { status, body } = await getResult(applicant.applicantCode);

    expect(status).toBe(200);
    const result = body.data!;
    expect(result.applicant).toEqual({
      applicantId: applicant.applicantCode,
      fullName: 'Katherine Johnson',
      email: applicant.email,
      finishedAt: expect.any(String),
      erasedAt: null,
    });
    expect(Date.now() - Date.parse(result.applicant.finishedAt)).toBeLessThan(60_000);
    expect(result.stages.map((s) => s.stage)).toEqual([1, 2, 3]);
    for (const test of result.stages) {
      expect(test.text).toBe('Please type this first text.');
      expect(score(test.text, test.keystrokes)).toEqual({ wpm: test.wpm, accuracy: test.accuracy });
      // One typo made and put right with Backspace, in each test.
      expect(test).toMatchObject({ errorsCorrected: 1, errorsLeft: 0, charactersTyped: [...test.text].length + 1 });
      expect(test.typedRuns).toEqual([{ typed: test.text, expected: test.text, correct: true }]);
      expect(test.durationMs).toBeGreaterThan(0);
      expect(test.speed.length).toBeGreaterThan(0);
    }
    expect(result.wpm).toBe(Math.round(result.stages.reduce((sum, s) => sum + s.wpm, 0) / 3));
  });

  it("then the results mail the third test caused leads to this result, in the company's time zone, with the restarts and refusals of the sitting", async () => {
    const applicant = await givenFinishedApplicant(company);

    const mail = await api.db
      .selectFrom('mail_outbox')
      .select('payload')
      .where('kind', '=', 'applicantResults')
      .where('recipient', '=', company.loginEmail)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { time_zone } = await api.db.selectFrom('companies').select('time_zone').where('company_id', '=', company.companyId).executeTakeFirstOrThrow();

    expect(mail.payload).toMatchObject({ applicantId: applicant.applicantCode, timeZone: time_zone, verdict: null, refusals: [], restarts: 0, locks: 0, secondLook: false });
  });

  it('when the company has no pass mark, then the result is neither passed nor not passed', async () => {
    const applicant = await givenFinishedApplicant(company);

    const { body } = await getResult(applicant.applicantCode);

    expect(body.data?.verdict).toBeNull();
    expect(body.data?.passMark).toEqual({ minimumWpm: null, minimumAccuracy: null });
  });

  it('when the company reviews the result, then the result page shows the decision and the note; until then, no review', async () => {
    const applicant = await givenFinishedApplicant(company);
    expect((await getResult(applicant.applicantCode)).body.data).toMatchObject({ secondLook: false, review: null });

    await post(app, '/db/reviewresult', { applicantId: applicant.applicantCode, decision: 'accept', note: 'Fine.' }, company.accessToken);

    expect((await getResult(applicant.applicantCode)).body.data?.review).toEqual({ decision: 'accept', note: 'Fine.', reviewedAt: expect.any(String) });
  });

  it('when the company has a pass mark, then the result says passed or not passed against it', async () => {
    const marked = await givenSignedInCompany(app);
    const applicant = await givenFinishedApplicant(marked);
    const wpm = (await getResult(applicant.applicantCode, marked)).body.data!.wpm;

    await api.db.updateTable('companies').set({ minimum_wpm: wpm, minimum_accuracy: null }).where('company_id', '=', marked.companyId).execute();
    expect((await getResult(applicant.applicantCode, marked)).body.data?.verdict).toBe('passed');
    await api.db
      .updateTable('companies')
      .set({ minimum_wpm: wpm + 1 })
      .where('company_id', '=', marked.companyId)
      .execute();
    expect((await getResult(applicant.applicantCode, marked)).body.data?.verdict).toBe('notPassed');
  });

  it('when other applicants of the company finished, then it says how many of them were slower, and where the applicant stands among typists', async () => {
    const compared = await givenSignedInCompany(app);
    const bumpy = await givenBumpyApplicant(compared);
    await givenFinishedApplicant(compared, 'Second Applicant');

    const { body } = await getResult(bumpy, compared);

    // 80 WPM against one applicant typing about 100 WPM.
    expect(body.data?.comparison.companyStanding).toEqual({ fasterThan: 0, outOf: 1 });
    expect(body.data?.comparison.typistPercentile).toBeGreaterThan(80);
  });

  it('when the sitting had refusals, a restart and a lock, then the integrity report lists each with its test and time, but not a refusal that only meant the page was behind', async () => {
    const bumpy = await givenBumpyApplicant(company);

    const { body } = await getResult(bumpy);

    const integrity = body.data!.integrity;
    expect(integrity.flags).toEqual(['evenIntervals']);
    expect(integrity.refusals).toEqual([{ stage: 1, reason: 'inhumanSpeed', at: expect.any(String) }]);
    expect(integrity.restarts).toEqual([{ stage: 1, at: expect.any(String) }]);
    expect(integrity.locks).toEqual([{ stage: 1, at: expect.any(String) }]);
    expect(body.data!.stages[1]?.flags).toEqual(['evenIntervals']);
  });

  it('when the page saw the applicant leave test 1 twice and try to paste, then the report counts them with the time away, test 1 carries them for its replay, and the result row keeps the counts', async () => {
    const bumpy = await givenBumpyApplicant(company);

    const { body } = await getResult(bumpy);

    expect(body.data!.integrity.pageSignals).toEqual([{ stage: 1, timesAway: 2, msAway: 14_000, pasteAttempts: 1 }]);
    expect(body.data!.stages.map((stage) => stage.page)).toEqual([stage1Page, { away: [], pasteAttempts: [] }, { away: [], pasteAttempts: [] }]);
    const row = await api.db.selectFrom('results').select(['times_away', 'ms_away', 'paste_attempts']).where('applicant_id', '=', bumpy).executeTakeFirstOrThrow();
    expect(row).toEqual({ times_away: 2, ms_away: 14_000, paste_attempts: 1 });
  });
});

describe('given a result the company may not or cannot see', () => {
  it('when another company asks for an applicant that is not its own, then 404 as for an unknown one, and nothing of the applicant', async () => {
    const other = await givenSignedInCompany(app);
    const applicant = await givenFinishedApplicant(company);

    const theirs = await getResult(applicant.applicantCode, other);
    const unknown = await getResult(randomUUID(), other);

    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({
      success: false,
      errorMessage: 'This result is not in your account. If the link came in a results e-mail, log in to the account it was sent to.',
    });
    expect(unknown.body).toEqual(theirs.body);
    expect(JSON.stringify(theirs.body)).not.toContain(applicant.email);
  });

  it('when the applicant has not finished yet, then 404 saying so', async () => {
    const [waiting] = await givenInvited(app, company, [applicantRow('Not Yet')]);

    const { status, body } = await getResult(waiting!.applicantCode);

    expect(status).toBe(404);
    expect(body.errorMessage).toBe('This applicant has not finished the three tests yet.');
  });

  it.each([
    ['a code that is not an applicant id', 'abc'],
    ['no code', undefined],
    ['a number', 42],
  ])('when the request has %s, then 400 naming applicantId', async (_case, applicantId) => {
    const { status, body } = await getResult(applicantId);

    expect(status).toBe(400);
    expect(body.errorMessage).toContain('applicantId');
  });

  it('when nobody is signed in, then 401', async () => {
    const applicant = await givenFinishedApplicant(company);

    expect((await post(app, '/db/getresult', { applicantId: applicant.applicantCode })).status).toBe(401);
  });
});
