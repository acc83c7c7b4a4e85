import { resultAnswerSchema, type ApplicantResult, type ReviewResultRequest } from '@typetest/events/applicant';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { useFormMutation } from '../../../shared/forms/use-form-mutation.ts';
import { postAccount } from '../../../shared/session/session.ts';

/** One finished applicant's result (getresult), checked against the schema the API answers with. */
export async function fetchResult(applicantId: string): Promise<ApplicantResult> {
  return (await postAccount('/api/db/getresult', { applicantId }, resultAnswerSchema)).data;
}

/** An applicant id as the API names applicants: what `/login?result=` must carry to be worth asking about. */
export const isApplicantId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export async function reviewResult(review: ReviewResultRequest): Promise<void> {
  await postAccount('/api/db/reviewresult', review, z.object({ success: z.literal(true) }));
}

/**
 * The reads a review changes: the result itself and the overview's latest results (asked again
 * when next shown). The results list asks for its pages again whenever it opens (history-view.tsx).
 */
const changedByReview = (key: unknown) => Array.isArray(key) && (key[0] === 'result' || key[0] === 'account/overview');

/** reviewresult, then every read that shows the verdict again, so no screen still says "Needs review". */
export function useReviewResult(call: (review: ReviewResultRequest) => Promise<void> = reviewResult) {
  const { mutate } = useSWRConfig();
  return useFormMutation('account/review-result', async (review: ReviewResultRequest) => {
    await call(review);
    await mutate(changedByReview);
  });
}
