import { resultAnswerSchema, type ApplicantResult } from '@typetest/events/applicant';
import { postAccount } from '../../../shared/session/session.ts';

/** One finished applicant's result (getresult), checked against the schema the API answers with. */
export async function fetchResult(applicantId: string): Promise<ApplicantResult> {
  return (await postAccount('/api/db/getresult', { applicantId }, resultAnswerSchema)).data;
}

/** An applicant id as the API names applicants: what `/login?result=` must carry to be worth asking about. */
export const isApplicantId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
