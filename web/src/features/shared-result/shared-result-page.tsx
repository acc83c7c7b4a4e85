import { sharedResultAnswerSchema, type SharedResult } from '@typetest/events/applicant';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { messageOf, postJson } from '../../shared/api-client.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { resultTime } from '../account/result-time.ts';
import { ResultBody } from '../account/result/result-view.tsx';

async function fetchSharedResult(token: string): Promise<SharedResult> {
  return (await postJson('/api/public/getsharedresult', { token }, sharedResultAnswerSchema)).data;
}

/**
 * A result a colleague opens from a shared link (/shared/{token}, docs/decisions/0066-shared-result-links.md):
 * the result page's own display (figures, charts, replay, integrity report, verdict), read-only,
 * without the account or its controls, saying whose it is and until when the link works. The
 * server sends it with `Referrer-Policy: no-referrer` and `X-Robots-Tag: noindex` (api/src/http/spa.ts).
 */
export function SharedResultPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const answer = useSWR(['shared-result', token], () => fetchSharedResult(token), { revalidateOnFocus: false, shouldRetryOnError: false });
  const title = t('resultLinks.pageTitle');

  if (answer.error) {
    return (
      <Page title={title} focusHeading={false}>
        {/* Not shared/ui's Notice: the applicant's test page shares that module, and another importer would split it into a chunk of its own, past that page's script budget (docs/decisions/0063-invitation-submits-and-public-link.md). */}
        <p role="alert" className="ui-field__error">
          {messageOf(answer.error)}
        </p>
      </Page>
    );
  }
  if (!answer.data) {
    return (
      <section className="ui-card">
        <Skeleton heading lines={8} label={title} />
      </section>
    );
  }
  const { result, companyName, timeZone, expiresAt } = answer.data;
  return (
    <Page title={title} heading={result.applicant.fullName} focusHeading={false}>
      <p className="result-summary__note">{t('resultLinks.sharedBy', { company: companyName, until: resultTime(expiresAt, undefined, timeZone) ?? expiresAt })}</p>
      <ResultBody result={result} timeZone={timeZone} readOnly />
      <div className="ui-actions">
        <Button onClick={() => window.print()}>{t('resultLinks.print')}</Button>
      </div>
    </Page>
  );
}
