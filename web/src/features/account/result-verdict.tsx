import { resultVerdict, type ResultEntry } from '@typetest/events/applicant';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

type Judged = Pick<ResultEntry, 'passed' | 'secondLook' | 'review'>;

/** Whether a verdict is worth a place: the company has a pass mark, or the result needs (or had) a review. */
export const hasVerdict = (result: Judged, hasPassMark: boolean) => hasPassMark || result.secondLook || result.review !== null;

/**
 * What a result reads as, one way in the list, the overview and the result page (second-look.ts's
 * resultVerdict): "Needs review" with the pass mark's own verdict beside while it is worth a second
 * look and not reviewed; after a review, the verdict with "Reviewed: accepted" or "rejected" beside.
 */
export function ResultVerdict({ result }: { result: Judged }) {
  const { t } = useTranslation();
  const verdict = resultVerdict(result.passed, result.secondLook, result.review?.decision ?? null);
  const parts: ReactNode[] = [];
  if (verdict !== null)
    parts.push(
      <span key="verdict" className={`account-results__verdict account-results__verdict--${verdict}`}>
        {t(`account.history.${verdict}`)}
      </span>,
    );
  if (verdict === 'needsReview' && result.passed !== null)
    parts.push(
      <span key="passMark" className="account-results__muted">
        {t('account.history.passMarkBeside', { passMark: t(`account.history.${result.passed}`) })}
      </span>,
    );
  if (result.review !== null)
    parts.push(
      <span key="review" className="account-results__muted" title={result.review.note === '' ? undefined : result.review.note}>
        {t(`account.history.reviewed.${result.review.decision}`)}
      </span>,
    );
  // A space between the parts, so they read as words (and copy as them), not run together.
  return <span className="account-results__verdicts">{parts.flatMap((part, index) => (index === 0 ? [part] : [' ', part]))}</span>;
}
