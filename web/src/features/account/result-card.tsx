import type { ResultEntry } from '@typetest/events/applicant';
import { useId, type Ref } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Card } from '../../shared/ui/card.tsx';
import { resultTime } from './result-time.ts';

/**
 * One finished applicant in Applicant results & history (SPEC 2): full name, e-mail, WPM (the
 * mean of the three tests), accuracy, date and time, each test's figures, and in plain words
 * anything odd the server noticed in the keystrokes (issue 7's flags).
 * The heading takes the focus when "View more results" brings this card in.
 */
export function ResultCard({ result, headingRef }: { result: ResultEntry; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const when = resultTime(result.dateTime);
  return (
    <Card className="account-result" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="account-result__name">
        {result.fullName}
      </h2>
      <p className="account-result__email">{result.email}</p>
      <p className="account-result__figures">
        <strong>{t('account.history.wpm', { wpm: result.wpm })}</strong>
        <span>{t('account.history.accuracy', { accuracy: result.accuracy })}</span>
      </p>
      <p className="account-result__when">{when === undefined ? t('account.history.invalidDate') : <time dateTime={result.dateTime}>{when}</time>}</p>
      {result.stages.length > 0 && (
        <ul className="account-result__stages" aria-label={t('account.history.stages')}>
          {result.stages.map((stage) => (
            <li key={stage.stage}>{t('account.history.stage', stage)}</li>
          ))}
        </ul>
      )}
      {result.flags.length > 0 && (
        <div className="account-result__flags">
          <p className="account-result__flagged">{t('account.history.flagged')}</p>
          <ul>
            {result.flags.map((flag) => (
              <li key={flag}>{t(`account.history.flags.${flag}`)}</li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
