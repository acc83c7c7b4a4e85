import { resultStatuses, type ResultEntry, type ResultStatus } from '@typetest/events/applicant';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { useMediaQuery } from '../../shared/ui/use-media-query.ts';
import { ErasureNotice } from './erasure-notice.tsx';
import { flagSentence } from './result/integrity-words.ts';
import { shownSeconds } from './result/shown-seconds.ts';
import { resultTime } from './result-time.ts';
import { hasVerdict, ResultVerdict } from './result-verdict.tsx';

interface ResultsTableProps {
  results: readonly ResultEntry[];
  /** The company's zone: every date and time is read in it. */
  timeZone: string;
  /** The company has a pass mark: each result says Passed or Not passed (or Needs review: result-verdict.tsx). */
  showPassMark: boolean;
  onViewResult: (applicantId: string) => void;
  /** The row whose name takes the focus (the first that "View more results" brought in), and its ref. */
  focusIndex?: number | null;
  focusRef?: Ref<HTMLElement>;
  /** Sets the company's status on a result (null: none); without it the list shows no status. */
  onStatus?: (result: ResultEntry, status: ResultStatus | null) => void;
  /** The results ticked to compare (2 to 4), and whether no more may be ticked; without it, no ticks. */
  compare?: { selected: ReadonlySet<string>; full: boolean; onToggle: (applicantId: string, ticked: boolean) => void };
}

/** The row's status, chosen in place: saved as it is chosen (history-view.tsx). */
function StatusChoice({ result, onStatus }: { result: ResultEntry; onStatus: NonNullable<ResultsTableProps['onStatus']> }) {
  const { t } = useTranslation();
  // The choice shows at once, while it is saved and the list asked again; a new answer (or another
  // result in this row: rows are keyed by place) shows what the server has.
  const saved = `${result.applicantId} ${result.status ?? ''}`;
  const [shown, setShown] = useState({ saved, value: result.status ?? '' });
  if (shown.saved !== saved) setShown({ saved, value: result.status ?? '' });
  return (
    <select
      className="ui-input ui-select account-results__status"
      aria-label={t('account.history.statusOf', { name: result.fullName })}
      value={shown.value}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        setShown({ saved, value: chosen });
        onStatus(result, (resultStatuses as readonly string[]).includes(chosen) ? (chosen as ResultStatus) : null);
      }}
    >
      <option value="">{t('account.status.none')}</option>
      {resultStatuses.map((status) => (
        <option key={status} value={status}>
          {t(`account.status.${status}`)}
        </option>
      ))}
    </select>
  );
}

/** The tick that puts a result among those to compare; `label`: the word beside it (the phone's list has no column heading). */
function CompareTick({ result, compare, label }: { result: ResultEntry; compare: NonNullable<ResultsTableProps['compare']>; label?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const ticked = compare.selected.has(result.applicantId);
  const tick = (
    <input
      id={id}
      type="checkbox"
      className="ui-checkbox__box account-results__tick"
      aria-label={t('account.history.compareOf', { name: result.fullName })}
      checked={ticked}
      disabled={!ticked && compare.full}
      onChange={(event) => compare.onToggle(result.applicantId, event.currentTarget.checked)}
    />
  );
  if (label === undefined) return tick;
  return (
    <span className="ui-checkbox">
      {tick}
      <label htmlFor={id} aria-hidden="true">
        {label}
      </label>
    </span>
  );
}

/** Narrower than this, a table of eight columns cannot be read: each result becomes an entry of a list. */
export const phoneWidth = '(max-width: 40rem)';

/**
 * Applicant results & history as a compact table (ten rows fit a laptop screen): name, e-mail,
 * WPM, accuracy, date and time, Passed / Not passed, flags and "View result". On a phone, a list.
 */
export function ResultsTable({ results, timeZone, showPassMark, onViewResult, focusIndex = null, focusRef, onStatus, compare }: ResultsTableProps) {
  const { t } = useTranslation();
  const onPhone = useMediaQuery(phoneWidth);
  /** An erased applicant's name is gone: "Erased applicant" in its place. */
  const nameOf = (result: ResultEntry) => (result.erased ? t('account.erasure.erasedApplicant') : result.fullName);
  const viewButton = (result: ResultEntry) => (
    <Button className="account-results__view" aria-label={t('account.history.viewResultOf', { name: nameOf(result) })} onClick={() => onViewResult(result.applicantId)}>
      {t('account.history.viewResult')}
    </Button>
  );

  if (onPhone) {
    return (
      <ul className="account-results-list" aria-label={t('account.history.caption')}>
        {results.map((result, index) => (
          // Pages are only ever appended, so a result keeps its place (and its key) as more load.
          <li key={index} className="account-results-list__item">
            <h2 ref={index === focusIndex ? (focusRef as Ref<HTMLHeadingElement>) : undefined} tabIndex={-1} className="account-results-list__name">
              {nameOf(result)}
            </h2>
            <p className="account-results__muted">{result.email}</p>
            <p className="account-results-list__figures">
              <strong>{t('account.history.wpm', { wpm: result.wpm })}</strong>
              <span>{t('account.history.accuracy', { accuracy: result.accuracy })}</span>
              {hasVerdict(result, showPassMark) && <ResultVerdict result={result} />}
            </p>
            <p className="account-results__muted">
              <When dateTime={result.dateTime} timeZone={timeZone} />
            </p>
            <ErasureNotice erasesAt={result.erasesAt} />
            <Flags result={result} />
            {(onStatus || compare) && (
              <div className="account-results-list__decision">
                {onStatus && <StatusChoice result={result} onStatus={onStatus} />}
                {compare && <CompareTick result={result} compare={compare} label={t('account.history.columns.compare')} />}
              </div>
            )}
            {viewButton(result)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="account-results">
      <table className="account-results__table">
        <caption className="ui-visually-hidden">{t('account.history.caption')}</caption>
        <thead>
          <tr>
            {compare && (
              <th scope="col">
                <span className="ui-visually-hidden">{t('account.history.columns.compare')}</span>
              </th>
            )}
            <th scope="col">{t('account.history.columns.name')}</th>
            <th scope="col">{t('account.history.columns.email')}</th>
            <th scope="col" className="account-results__number">
              {t('account.history.columns.wpm')}
            </th>
            <th scope="col" className="account-results__number">
              {t('account.history.columns.accuracy')}
            </th>
            <th scope="col">{t('account.history.columns.when')}</th>
            {showPassMark && <th scope="col">{t('account.history.columns.passed')}</th>}
            <th scope="col">{t('account.history.columns.flags')}</th>
            {onStatus && <th scope="col">{t('account.history.columns.status')}</th>}
            <th scope="col">
              <span className="ui-visually-hidden">{t('account.history.columns.result')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((result, index) => (
            <tr key={index}>
              {compare && (
                <td>
                  <CompareTick result={result} compare={compare} />
                </td>
              )}
              <th scope="row" ref={index === focusIndex ? (focusRef as Ref<HTMLTableCellElement>) : undefined} tabIndex={-1} className="account-results__name">
                {nameOf(result)}
              </th>
              {/* One line, ellipsised when long: the whole address on hover, and for a screen reader in the text itself. */}
              <td className="account-results__email" title={result.email}>
                <span>{result.email}</span>
              </td>
              <td className="account-results__number">{result.wpm}</td>
              <td className="account-results__number">{t('account.history.accuracyValue', { accuracy: result.accuracy })}</td>
              <td className="account-results__when">
                <When dateTime={result.dateTime} timeZone={timeZone} />
                <ErasureNotice erasesAt={result.erasesAt} />
              </td>
              {showPassMark && (
                <td>
                  <ResultVerdict result={result} />
                </td>
              )}
              <td>
                {/* Without a pass mark there is no verdict column; one needing (or given) a review says so here, above its flags. */}
                {!showPassMark && hasVerdict(result, false) && <ResultVerdict result={result} />}
                <Flags result={result} />
              </td>
              {onStatus && (
                <td>
                  <StatusChoice result={result} onStatus={onStatus} />
                </td>
              )}
              <td>{viewButton(result)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function When({ dateTime, timeZone }: { dateTime: string; timeZone: string }) {
  const { t } = useTranslation();
  const when = resultTime(dateTime, undefined, timeZone);
  return when === undefined ? <>{t('account.history.invalidDate')}</> : <time dateTime={dateTime}>{when}</time>;
}

/**
 * The reasons in words, one sentence each: a result's flags, its refused attempts and its restarts,
 * if any, and, on a result worth a second look, what the page noticed (second-look.ts).
 */
function reasonsOf(result: ResultEntry, t: ReturnType<typeof useTranslation>['t']): string[] {
  const reasons = result.flags.map((flag) => flagSentence(t, flag));
  if (result.refusals > 0) reasons.push(t('account.history.refusals', { count: result.refusals }));
  if (result.restarts > 0) reasons.push(t('account.history.restarts', { count: result.restarts }));
  if (result.secondLook && result.timesAway > 0) reasons.push(t('account.history.timesAway', { count: result.timesAway, seconds: shownSeconds(result.msAway) }));
  if (result.secondLook && result.pasteAttempts > 0) reasons.push(t('account.history.pasteAttempts', { count: result.pasteAttempts }));
  return reasons;
}

/**
 * A clear marker when something is worth a second look, with the reasons in words: in its
 * tooltip, and below it when opened (a disclosure, so a keyboard reaches them too).
 */
function Flags({ result }: { result: ResultEntry }) {
  const { t } = useTranslation();
  const reasons = reasonsOf(result, t);
  if (reasons.length === 0) return <span className="ui-visually-hidden">{t('account.history.noFlags')}</span>;
  return (
    <details className="account-results__flags">
      <summary title={t('account.history.flagsOf', { reasons: reasons.join(' ') })}>
        <span aria-hidden="true">⚑ </span>
        {t('account.history.flagged')}
      </summary>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </details>
  );
}
