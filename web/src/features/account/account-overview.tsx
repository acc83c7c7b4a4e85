import type { AccountOverview as Overview } from '@typetest/events/applicant';
import useSWR from 'swr';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import type { Company } from '../../shared/session/company.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { fetchOverview, overviewKey } from './applicant-calls.ts';
import { resultTime } from './result-time.ts';
import { hasVerdict, ResultVerdict } from './result-verdict.tsx';

interface AccountOverviewProps {
  company: Company;
  onViewResult: (applicantId: string) => void;
  onHistory: () => void;
  /** The overview's call (a test's stand-in). */
  load?: () => Promise<Overview>;
}

/**
 * Above the menu's buttons: applicants awaiting results, results this week (from Monday in the
 * company's time zone) and the latest three results, each opening that result. One call; the
 * menu works as before while it loads or if it fails.
 */
export function AccountOverview({ company, onViewResult, onHistory, load = fetchOverview }: AccountOverviewProps) {
  const { t } = useTranslation();
  // The key carries the company, so the next company to sign in on this page never sees these figures.
  const { data, error } = useSWR(overviewKey(company.companyId), () => load(), { revalidateOnFocus: false });
  // The figures are a convenience: should they not come, the menu below is all there is.
  if (error) return null;
  if (!data) return <Skeleton lines={2} label={t('account.overview.loading')} />;
  const hasPassMark = company.minimumWpm !== null || company.minimumAccuracy !== null;
  return (
    <section className="account-overview" aria-labelledby="account-overview-heading">
      <h2 id="account-overview-heading" className="ui-visually-hidden">
        {t('account.overview.heading')}
      </h2>
      <dl className="account-overview__figures">
        <div>
          <dt>{t('account.overview.awaiting')}</dt>
          <dd>{data.awaiting}</dd>
        </div>
        <div>
          <dt>{t('account.overview.thisWeek')}</dt>
          <dd>{data.resultsThisWeek}</dd>
        </div>
      </dl>
      <h3 className="account-overview__latest-heading">{t('account.overview.latest')}</h3>
      {data.latest.length === 0 ? (
        <p className="account-overview__none">{t('account.overview.none')}</p>
      ) : (
        <ul className="account-overview__latest">
          {data.latest.map((result) => (
            <li key={result.applicantId}>
              <Button variant="link" aria-label={t('account.history.viewResultOf', { name: result.fullName })} onClick={() => onViewResult(result.applicantId)}>
                {result.fullName}
              </Button>
              <span>{t('account.overview.latestFigures', { wpm: result.wpm, accuracy: result.accuracy })}</span>
              {hasVerdict(result, hasPassMark) && <ResultVerdict result={result} />}
              <time dateTime={result.dateTime} className="account-overview__when">
                {resultTime(result.dateTime, undefined, company.timeZone)}
              </time>
            </li>
          ))}
        </ul>
      )}
      <Button variant="link" onClick={onHistory}>
        {t('account.overview.allResults')}
      </Button>
    </section>
  );
}
