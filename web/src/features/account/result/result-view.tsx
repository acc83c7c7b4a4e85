import { fewestToCompareWith, resultVerdict, type ApplicantResult, type IntegrityReport, type StageResult } from '@typetest/events/applicant';
import { useId, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { pageLocale } from '../../../shared/i18n/page-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ApiError, messageOf } from '../../../shared/api-client.ts';
import { SessionEndedError } from '../../../shared/session/account-client.ts';
import type { Company } from '../../../shared/session/company.ts';
import { Breadcrumb } from '../../../shared/ui/breadcrumb.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useFocusHeading } from '../account-sub-page.tsx';
import { resultTime } from '../result-time.ts';
import { flagSentence, refusalSentence } from './integrity-words.ts';
import { DownloadApplicantData } from './download-applicant-data.tsx';
import { KeystrokeReplay } from './keystroke-replay.tsx';
import { eraseApplicant } from '../applicant-calls.ts';
import { fetchResult, isApplicantId } from './result-call.ts';
import { ResultDecision } from './result-decision.tsx';
import { ResultReview } from './result-review.tsx';
import { ResultSharePanel } from './result-share-panel.tsx';
import { replayClock, shownSeconds } from './shown-seconds.ts';
import { SpeedChart } from './speed-chart.tsx';
import './result.css';

interface ResultViewProps {
  company: Company;
  /** The applicant's id (from a history row, or the results mail's `/login?result=`). */
  applicantId: string;
  onMenu: () => void;
  onHistory: () => void;
  /** The API call; a test's stand-in. */
  load?: (applicantId: string) => Promise<ApplicantResult>;
}

/** A time as the results list writes it: the browser's locale, the company's time zone. */
const when = (iso: string, timeZone: string) => resultTime(iso, undefined, timeZone) ?? iso;

/**
 * One applicant's result: who and when, the overall figures with the pass mark's verdict, how they
 * compare, how the tests were taken (flags, refused attempts, restarts, locks), and per test its
 * figures, the text as typed with the errors marked, the speed over time and a replay.
 */
export function ResultView({ company, applicantId, onMenu, onHistory, load = fetchResult }: ResultViewProps) {
  const { t } = useTranslation();
  const valid = isApplicantId(applicantId);
  const answer = useSWR(valid ? ['result', company.companyId, applicantId] : null, ([, , code]: [string, string, string]) => load(code), {
    revalidateOnFocus: false,
  });
  const title = t('account.result.title');
  const failed = !valid ? t('account.result.notFound') : answer.error && !(answer.error instanceof SessionEndedError) ? messageOf(answer.error) : '';
  // Not this account's applicant (another company's link, an old or mistyped one) or not finished:
  // asking again cannot help; the results list is the way on.
  const notFound = !valid || (answer.error instanceof ApiError && answer.error.status === 404);
  const [erasing, setErasing] = useState<'asking' | 'busy' | null>(null);
  const erased = answer.data?.applicant.erasedAt != null;

  async function erase() {
    setErasing('busy');
    try {
      await eraseApplicant(applicantId);
      notify.success(t('account.erasure.erased'));
    } catch (error) {
      if (!(error instanceof SessionEndedError)) notify.error(messageOf(error));
    } finally {
      await answer.mutate();
      setErasing(null);
    }
  }

  return (
    <Page
      title={title}
      heading={erased ? t('account.erasure.erasedApplicant') : (answer.data?.applicant.fullName ?? (notFound ? t('account.result.notFoundHeading') : title))}
      onBack={onHistory}
      top={<Breadcrumb current={title} onMyAccount={onMenu} parent={{ label: t('account.menu.history'), onOpen: onHistory }} />}
      focusHeading={useFocusHeading()}
    >
      {failed ? (
        <Notice tone="error">
          <p>{failed}</p>
          {!notFound && <Button onClick={() => void answer.mutate()}>{t('account.tryAgain')}</Button>}
        </Notice>
      ) : answer.data ? (
        <>
          <ResultBody result={answer.data} timeZone={company.timeZone} />
          {!erased && <ResultSharePanel applicantId={applicantId} timeZone={company.timeZone} />}
        </>
      ) : (
        <Skeleton heading lines={8} label={t('account.result.loading')} />
      )}
      <div className="ui-actions">
        {answer.data && <DownloadApplicantData applicantId={applicantId} />}
        <Button onClick={onHistory}>{t('account.result.backToHistory')}</Button>
        {answer.data && <Button onClick={() => window.print()}>{t('resultLinks.print')}</Button>}
        {answer.data && !erased && (
          <Button variant="danger" onClick={() => setErasing('asking')}>
            {t('account.erasure.action')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={erasing !== null}
        title={t('account.erasure.confirmTitle')}
        message={answer.data ? t('account.erasure.confirmMessage', { name: answer.data.applicant.fullName, email: answer.data.applicant.email }) : ''}
        confirmLabel={t('account.erasure.confirm')}
        variant="danger"
        busy={erasing === 'busy'}
        onConfirm={() => void erase()}
        onCancel={() => setErasing(null)}
      />
    </Page>
  );
}

/** The result itself, on the result page and on a shared link's page (`readOnly`: without the company's review form). */
export function ResultBody({ result, timeZone, readOnly = false }: { result: ApplicantResult; timeZone: string; readOnly?: boolean }) {
  const { t } = useTranslation();
  const { applicant, verdict, passMark } = result;
  const shown = resultVerdict(verdict, result.secondLook, result.review?.decision ?? null);
  const limits: string[] = [];
  if (passMark.minimumWpm !== null) limits.push(t('account.result.minimumWpm', { wpm: passMark.minimumWpm }));
  // A decimal as the page writes it: 92,5 in Swedish.
  if (passMark.minimumAccuracy !== null)
    limits.push(t('account.result.minimumAccuracy', { accuracy: new Intl.NumberFormat(pageLocale(), { maximumFractionDigits: 1 }).format(passMark.minimumAccuracy) }));
  return (
    <div className="result">
      <div className="result-summary">
        {applicant.erasedAt === null ? (
          <p className="result-summary__email">{applicant.email}</p>
        ) : (
          <p className="result-summary__note">{t('account.erasure.erasedNote', { when: when(applicant.erasedAt, timeZone) })}</p>
        )}
        <p className="result-summary__when">
          <time dateTime={applicant.finishedAt}>{t('account.result.finishedAt', { when: when(applicant.finishedAt, timeZone) })}</time>
        </p>
        <p className="result-summary__figures">
          <strong>{t('account.result.wpm', { wpm: result.wpm })}</strong>
          <strong>{t('account.result.accuracy', { accuracy: result.accuracy })}</strong>
        </p>
        <p className="result-summary__note">{t('account.result.overall')}</p>
        {shown !== null && (
          <p className="result-summary__verdict">
            <span className={`result-verdict result-verdict--${shown}`}>{t(`account.result.${shown}`)}</span>
            {shown === 'needsReview' && verdict !== null && (
              <span className="result-summary__note">{t('account.result.passMarkAlone', { verdict: t(`account.result.${verdict}`) })}</span>
            )}
            {result.review !== null && <span className="result-summary__note">{t(`account.history.reviewed.${result.review.decision}`)}</span>}
            {verdict !== null && <span className="result-summary__note">{t('account.result.passMark', { limits: limits.join(', ') })}</span>}
          </p>
        )}
      </div>
      {!readOnly && (result.secondLook || result.review !== null) && <ResultReview result={result} when={(iso) => when(iso, timeZone)} />}
      {!readOnly && <ResultDecision result={result} />}
      <Comparison result={result} />
      <Integrity integrity={result.integrity} timeZone={timeZone} />
      {result.stages.map((stage) => (
        <StageSection key={stage.stage} stage={stage} erased={applicant.erasedAt !== null} />
      ))}
    </div>
  );
}

function Section({ heading, className, children }: { heading: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={['result-section', className].filter(Boolean).join(' ')}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

function Comparison({ result }: { result: ApplicantResult }) {
  const { t } = useTranslation();
  const { typistPercentile, typistTop, companyStanding } = result.comparison;
  // At the fast tail a rounded percentage overstates ("faster than 99%"): the top group is said instead.
  const typists =
    typistTop !== null
      ? t('account.result.typistTop', { top: typistTop })
      : typistPercentile <= 1
        ? t('account.result.typistBottom')
        : t('account.result.typistPercentile', { percentile: Math.round(typistPercentile) });
  return (
    <Section heading={t('account.result.comparisonHeading')}>
      <p>{typists}</p>
      <p>
        {companyStanding.outOf === 0
          ? t('account.result.companyFirst')
          : companyStanding.outOf < fewestToCompareWith
            ? t('account.result.companyTooFew', { count: companyStanding.outOf })
            : t('account.result.companyStanding', { fasterThan: companyStanding.fasterThan, count: companyStanding.outOf })}
      </p>
    </Section>
  );
}

function Integrity({ integrity, timeZone }: { integrity: IntegrityReport; timeZone: string }) {
  const { t } = useTranslation();
  const { flags, refusals, restarts, locks, pageSignals, flagPlaces } = integrity;
  const clean = flags.length === 0 && refusals.length === 0 && restarts.length === 0 && locks.length === 0 && pageSignals.length === 0;
  return (
    <Section heading={t('account.result.integrityHeading')} className={clean ? undefined : 'result-integrity--concerns'}>
      {clean && <p>{t('account.result.noConcerns')}</p>}
      {flags.length > 0 && (
        <>
          <h3>{t('account.result.flagsHeading')}</h3>
          <ul>
            {flags.map((flag) => (
              <li key={flag}>
                {flagSentence(t, flag)}
                {flagPlaces.filter((place) => place.flag === flag).map((place) => ` ${t('account.result.flagSeenAt', { stage: place.stage, at: replayClock(place.atMs) })}`)}
              </li>
            ))}
          </ul>
        </>
      )}
      {refusals.length > 0 && (
        <>
          <h3>{t('account.result.refusalsHeading')}</h3>
          <ul>
            {refusals.map((refusal, index) => (
              <li key={index}>{t('account.result.refusal', { stage: refusal.stage, when: when(refusal.at, timeZone), reason: refusalSentence(t, refusal.reason) })}</li>
            ))}
          </ul>
        </>
      )}
      {restarts.length > 0 && (
        <>
          <h3>{t('account.result.restartsHeading')}</h3>
          <ul>
            {restarts.map((restart, index) => (
              <li key={index}>{t('account.result.restart', { stage: restart.stage, when: when(restart.at, timeZone) })}</li>
            ))}
          </ul>
        </>
      )}
      {pageSignals.length > 0 && (
        <>
          <h3>{t('account.result.pageHeading')}</h3>
          <ul>
            {pageSignals.flatMap(({ stage, timesAway, msAway, pasteAttempts }) => [
              timesAway > 0 && <li key={`${stage}-away`}>{t('account.result.leftPage', { stage, count: timesAway, seconds: shownSeconds(msAway) })}</li>,
              pasteAttempts > 0 && <li key={`${stage}-paste`}>{t('account.result.pasteAttempts', { stage, count: pasteAttempts })}</li>,
            ])}
          </ul>
        </>
      )}
      {locks.map((lock, index) => (
        <p key={index}>{t('account.result.locked', { stage: lock.stage, when: when(lock.at, timeZone) })}</p>
      ))}
    </Section>
  );
}

/** One test: its figures, and unless the applicant's data was erased (their keystrokes with it), the text as typed, the speed and the replay. */
function StageSection({ stage, erased }: { stage: StageResult; erased: boolean }) {
  const { t } = useTranslation();
  const kept = [
    [t('account.result.figures.wpm'), String(stage.wpm)],
    [t('account.result.figures.accuracy'), t('account.result.percent', { value: stage.accuracy })],
  ] as const;
  const figures = erased
    ? kept
    : ([
        ...kept,
        [t('account.result.figures.duration'), t('account.result.seconds', { seconds: shownSeconds(stage.durationMs) })],
        [t('account.result.figures.charactersTyped'), String(stage.charactersTyped)],
        [t('account.result.figures.errorsCorrected'), String(stage.errorsCorrected)],
        [t('account.result.figures.errorsLeft'), String(stage.errorsLeft)],
      ] as const);
  return (
    <Section heading={t('account.result.stageHeading', { stage: stage.stage })} className="result-stage">
      <dl className="result-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!erased && <StageTyping stage={stage} />}
    </Section>
  );
}

function StageTyping({ stage }: { stage: StageResult }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="result-stage__typed">
        <h3>{t('account.result.typedText')}</h3>
        <p className="result-section__note">{t('account.result.typedTextNote')}</p>
        <TypedRuns runs={stage.typedRuns} />
      </div>
      <h3>{t('account.result.speedHeading')}</h3>
      <SpeedChart speed={stage.speed} />
      <div className="result-stage__replay">
        <h3>{t('account.result.replayHeading')}</h3>
        <p className="result-section__note">{t('account.result.replayNote')}</p>
        <KeystrokeReplay text={stage.text} keystrokes={stage.keystrokes} stage={stage.stage} page={stage.page} flagPlaces={stage.flagPlaces} />
      </div>
    </>
  );
}

/** A space typed wrong would be an invisible mark: it shows as ␣. */
const visible = (typed: string) => typed.replaceAll(' ', '␣');

/** The final typed text; each wrong character marked (not by colour alone: underlined too), and for screen readers what the text had there. */
function TypedRuns({ runs }: { runs: StageResult['typedRuns'] }) {
  const { t } = useTranslation();
  return (
    <p className="result-typed">
      {runs.map((run, index) =>
        run.correct ? (
          <span key={index}>{run.typed}</span>
        ) : (
          <span key={index}>
            <mark className="result-typed__wrong">{visible(run.typed)}</mark>
            <span className="ui-visually-hidden">{t('account.result.expected', { expected: run.expected })}</span>
          </span>
        ),
      )}
    </p>
  );
}
