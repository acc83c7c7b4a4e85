import { comparedResults, type ApplicantResult } from '@typetest/events/applicant';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError, messageOf } from '../../shared/api-client.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import type { Company } from '../../shared/session/company.ts';
import { Breadcrumb } from '../../shared/ui/breadcrumb.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useFocusHeading } from './account-sub-page.tsx';
import { comparedIdsOf } from './account-view.ts';
import { flagSentence } from './result/integrity-words.ts';
import { fetchResult, isApplicantId } from './result/result-call.ts';
import { SpeedChart } from './result/speed-chart.tsx';
import { hasVerdict, ResultVerdict } from './result-verdict.tsx';
import './result/result.css';

interface CompareViewProps {
  company: Company;
  onMenu: () => void;
  onHistory: () => void;
  onViewResult: (applicantId: string) => void;
  /** The API call; a test's stand-in. */
  load?: (applicantId: string) => Promise<ApplicantResult>;
}

/** One scale for every chart set side by side: the highest WPM and the longest test among them. */
export function commonScale(results: readonly ApplicantResult[]) {
  const points = results.flatMap((result) => result.stages.flatMap((stage) => stage.speed));
  return { wpm: Math.max(0, ...points.map((point) => point.wpm)), ms: Math.max(0, ...points.map((point) => point.toMs)) };
}

/**
 * 2 to 4 results side by side (docs/decisions/0062-statuses-notes-and-comparison.md): verdict and
 * status, the mean figures, each test's, how the tests were taken, and the speed charts on one
 * scale, so a taller bar is a faster applicant. One column each; on a phone they stack.
 */
export function CompareView({ company, onMenu, onHistory, onViewResult, load = fetchResult }: CompareViewProps) {
  const { t } = useTranslation();
  const [address] = useSearchParams();
  const ids = comparedIdsOf(address);
  const valid = ids.length >= comparedResults.min && ids.length <= comparedResults.max && ids.every(isApplicantId);
  const answer = useSWR(valid ? ['compare', company.companyId, ...ids] : null, () => Promise.all(ids.map((id) => load(id))), { revalidateOnFocus: false });
  const title = t('account.compare.title');
  const notFound = answer.error instanceof ApiError && answer.error.status === 404;
  const failed = !valid
    ? t('account.compare.tooFew')
    : notFound
      ? t('account.result.notFound')
      : answer.error && !(answer.error instanceof SessionEndedError)
        ? messageOf(answer.error)
        : '';
  return (
    <Page
      title={title}
      onBack={onHistory}
      top={<Breadcrumb current={title} onMyAccount={onMenu} parent={{ label: t('account.menu.history'), onOpen: onHistory }} />}
      focusHeading={useFocusHeading()}
    >
      {failed ? (
        <Notice tone="error">
          <p>{failed}</p>
          {valid && !notFound && <Button onClick={() => void answer.mutate()}>{t('account.tryAgain')}</Button>}
        </Notice>
      ) : answer.data ? (
        <Comparison results={answer.data} onViewResult={onViewResult} />
      ) : (
        <Skeleton heading lines={8} label={t('account.compare.loading')} />
      )}
      <div className="ui-actions">
        <Button onClick={onHistory}>{t('account.result.backToHistory')}</Button>
      </div>
    </Page>
  );
}

function Comparison({ results, onViewResult }: { results: readonly ApplicantResult[]; onViewResult: (applicantId: string) => void }) {
  const { t } = useTranslation();
  const scale = commonScale(results);
  const stages = [...new Set(results.flatMap((result) => result.stages.map((stage) => stage.stage)))].sort();
  return (
    <ul className={`compare compare--${results.length}`} aria-label={t('account.compare.caption')}>
      {results.map((result) => (
        <li key={result.applicant.applicantId} className="compare__column">
          <CompareColumn result={result} stages={stages} scale={scale} onViewResult={onViewResult} />
        </li>
      ))}
    </ul>
  );
}

function CompareColumn({
  result,
  stages,
  scale,
  onViewResult,
}: {
  result: ApplicantResult;
  stages: readonly number[];
  scale: { wpm: number; ms: number };
  onViewResult: (applicantId: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { applicant, integrity } = result;
  const concerns = [
    ...integrity.flags.map((flag) => flagSentence(t, flag)),
    ...(integrity.refusals.length > 0 ? [t('account.history.refusals', { count: integrity.refusals.length })] : []),
    ...(integrity.restarts.length > 0 ? [t('account.history.restarts', { count: integrity.restarts.length })] : []),
  ];
  const judged = { passed: result.verdict, secondLook: result.secondLook, review: result.review };
  return (
    <article aria-labelledby={`${id}-name`} className="compare__card">
      <h2 id={`${id}-name`} className="compare__name">
        {applicant.fullName}
      </h2>
      <p className="compare__email">{applicant.email}</p>
      <dl className="compare__figures">
        <div>
          <dt>{t('account.compare.overall')}</dt>
          <dd>
            <strong>{t('account.compare.figures', { wpm: result.wpm, accuracy: result.accuracy })}</strong>
          </dd>
        </div>
        {stages.map((stage) => {
          const test = result.stages.find((entry) => entry.stage === stage);
          return (
            <div key={stage}>
              <dt>{t('account.compare.stageFigures', { stage })}</dt>
              <dd>{test ? t('account.compare.figures', { wpm: test.wpm, accuracy: test.accuracy }) : '–'}</dd>
            </div>
          );
        })}
        {/* Without a pass mark and with nothing to review there is no verdict to show. */}
        {hasVerdict(judged, result.verdict !== null) && (
          <div>
            <dt>{t('account.compare.verdict')}</dt>
            <dd>
              <ResultVerdict result={judged} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('account.status.label')}</dt>
          <dd>{t(`account.status.${result.status ?? 'none'}`)}</dd>
        </div>
        <div>
          <dt>{t('account.compare.flags')}</dt>
          <dd>
            {concerns.length === 0 ? (
              t('account.compare.noConcerns')
            ) : (
              <ul className="compare__concerns">
                {concerns.map((concern) => (
                  <li key={concern}>{concern}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      {result.stages.map((stage) => (
        <figure key={stage.stage} className="compare__chart">
          <figcaption>{t('account.compare.speed', { stage: stage.stage })}</figcaption>
          <SpeedChart speed={stage.speed} scale={scale} />
        </figure>
      ))}
      <Button aria-label={t('account.history.viewResultOf', { name: applicant.fullName })} onClick={() => onViewResult(applicant.applicantId)}>
        {t('account.history.viewResult')}
      </Button>
    </article>
  );
}
