import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../testing/test-api.ts';
import { givenSignedInCompany, post } from '../account/given-account.ts';
import { applicantRow, applicantTestEnv, givenInvited, linkCodeOf, nextText } from './given-applicants.ts';

/** A fourth text is not saved for nothing: across applicants, every one of the company's texts is typed. */

const api = useTestApi();
let app: ReturnType<TestApi['app']>;
beforeAll(() => {
  app = api.app(applicantTestEnv);
});

describe('given a company with four texts of its own', () => {
  it('when 40 applicants ask for test 1/3, then each starts at one of the texts, and among them every text is a first test', async () => {
    const texts = ['The first text.', 'The second text.', 'The third text.', 'The fourth text.'];
    const company = await givenSignedInCompany(app);
    expect((await post(app, '/db/inserttexts', { isDefaultCB: false, texts }, company.accessToken)).status).toBe(200);
    const invited = [];
    for (let batch = 0; batch < 4; batch++)
      invited.push(
        ...(await givenInvited(
          app,
          company,
          Array.from({ length: 10 }, () => applicantRow()),
        )),
      );

    const firstTests = new Set<string | undefined>();
    for (const applicant of invited) {
      const link = { textFolder: company.textFolder, urlApplicantCode: await linkCodeOf(api.db, applicant.email) };
      firstTests.add((await nextText(app, link)).body.data?.currentText);
    }
    // Each applicant starts at a text of their own (a quarter each): all four show up among 40, but for a chance of 4 x (3/4)^40, about 1 in 25,000.
    expect([...firstTests].sort()).toEqual([...texts].sort());
  });
});
