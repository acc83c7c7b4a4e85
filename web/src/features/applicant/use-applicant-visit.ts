import type { ApplicantLink, NextText } from '@typetest/events/applicant';
import { useCallback, useEffect, useState } from 'react';
import { getNextText, submitAuth } from './applicant-calls.ts';

/** Where the first look at the link stands: asking, answered (the company and the applicant's progress), or failed. */
export type Visit = { status: 'loading' } | { status: 'ready'; companyName: string; progress: NextText } | { status: 'failed'; error: unknown };

/**
 * docs/product.md §4's first two calls of a visit, in order: submitauth, then, once it succeeds, getnexttext.
 * Asked once (and again on `retry`), never behind the applicant's back while they type; later
 * answers of getnexttext come with the screens' moves (`setProgress`). A plain effect rather than
 * SWR: two one-off calls in sequence, on a page kept light (bench).
 */
export function useApplicantVisit(link: ApplicantLink) {
  const [visit, setVisit] = useState<Visit>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const { textFolder, urlApplicantCode } = link;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button: a new attempt loads the visit again
  useEffect(() => {
    let current = true;
    const asked = { textFolder, urlApplicantCode };
    setVisit({ status: 'loading' });
    (async () => {
      const companyName = await submitAuth(asked);
      const progress = await getNextText(asked);
      if (current) setVisit({ status: 'ready', companyName, progress });
    })().catch((error: unknown) => {
      if (current) setVisit({ status: 'failed', error });
    });
    return () => {
      current = false;
    };
  }, [textFolder, urlApplicantCode, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const setProgress = useCallback((progress: NextText) => setVisit((now) => (now.status === 'ready' ? { ...now, progress } : now)), []);
  return { visit, retry, setProgress };
}
