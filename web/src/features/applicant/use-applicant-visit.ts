import type { ApplicantLink, NextText } from '@typetest/events/applicant';
import type { Language } from '@typetest/events/i18n/languages';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InvitingCompany } from './applicant-answers.ts';
import { getNextText, submitAuth } from './applicant-calls.ts';

/** Where the first look at the link stands: asking, answered (the company and the applicant's progress), or failed. */
export type Visit = { status: 'loading' } | ({ status: 'ready'; progress: NextText } & InvitingCompany) | { status: 'failed'; error: unknown };

/** Told the inviting company's language before the first screen shows, so the page can take it on (applicant-main.tsx). */
export type CompanyLanguageListener = (language: Language) => Promise<void> | void;

/**
 * docs/product.md §4's first two calls of a visit, in order: submitauth, then, once it succeeds, getnexttext.
 * Asked once (and again on `retry`), never behind the applicant's back while they type; later
 * answers of getnexttext come with the screens' moves (`setProgress`). A plain effect rather than
 * SWR: two one-off calls in sequence, on a page kept light (bench). The company's language goes
 * to `onCompanyLanguage` before the screens show.
 */
export function useApplicantVisit(link: ApplicantLink, onCompanyLanguage?: CompanyLanguageListener) {
  const [visit, setVisit] = useState<Visit>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const languageListener = useRef(onCompanyLanguage);
  languageListener.current = onCompanyLanguage;

  const { textFolder, urlApplicantCode } = link;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button: a new attempt loads the visit again
  useEffect(() => {
    let current = true;
    const asked = { textFolder, urlApplicantCode };
    setVisit({ status: 'loading' });
    (async () => {
      const company = await submitAuth(asked);
      const progress = await getNextText(asked);
      if (company.language) await languageListener.current?.(company.language);
      if (current) setVisit({ status: 'ready', ...company, progress });
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
