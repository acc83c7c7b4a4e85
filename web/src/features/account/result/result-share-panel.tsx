import { defaultShareDays, shareDayChoices, type ShareDays } from '@typetest/events/applicant';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { messageOf } from '../../../shared/api-client.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SessionEndedError } from '../../../shared/session/account-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useCoarsePointer } from '../../../shared/ui/use-media-query.ts';
import { resultTime } from '../result-time.ts';
import { fetchResultShares, revokeResultShare, sharedResultLink, shareResult } from './result-share-calls.ts';

/**
 * "Share" on the result page (docs/decisions/0066-shared-result-links.md): a read-only link for a
 * colleague, working for a day, a week or a month; the link is shown once (only its hash is kept),
 * and the result's links are listed with when they end, each open one with "Revoke".
 */
export function ResultSharePanel({ applicantId, timeZone }: { applicantId: string; timeZone: string }) {
  const { t } = useTranslation();
  const id = useId();
  const shares = useSWR(['result/shares', applicantId], () => fetchResultShares(applicantId), { revalidateOnFocus: false });
  const [days, setDays] = useState<ShareDays>(defaultShareDays);
  const [made, setMade] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const when = (iso: string) => resultTime(iso, undefined, timeZone) ?? iso;
  // On a phone the link goes on through the system's share sheet (a message, a mail), where it has one.
  const sendable = useCoarsePointer() && typeof navigator.share === 'function';

  async function act(call: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      await shares.mutate();
    } catch (error) {
      if (!(error instanceof SessionEndedError)) setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const share = () =>
    act(async () => {
      const { token } = await shareResult(applicantId, days);
      setMade(sharedResultLink(token));
      notify.success(t('resultLinks.shared'));
    });
  const revoke = (shareId: string) =>
    act(async () => {
      await revokeResultShare(shareId);
      notify.success(t('resultLinks.revokedDone'));
    });

  return (
    <section className="result-share result-noprint" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('resultLinks.heading')}</h2>
      <p>{t('resultLinks.intro')}</p>
      <div className="result-share__form">
        <SelectField
          label={t('resultLinks.daysLabel')}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value) as ShareDays)}
          options={shareDayChoices.map((count) => ({ value: String(count), label: t('resultLinks.days', { count }) }))}
        />
        <Button variant="primary" busy={busy} onClick={() => void share()}>
          {t('resultLinks.share')}
        </Button>
      </div>
      {made && (
        <div className="result-share__form">
          <TextField label={t('resultLinks.linkLabel')} readOnly value={made} onFocus={(event) => event.target.select()} />
          {sendable ? (
            <Button onClick={() => void navigator.share({ url: made }).catch(() => undefined)}>{t('resultLinks.send')}</Button>
          ) : (
            <Button
              onClick={() =>
                void navigator.clipboard.writeText(made).then(
                  () => notify.success(t('resultLinks.copied')),
                  () => undefined,
                )
              }
            >
              {t('resultLinks.copy')}
            </Button>
          )}
        </div>
      )}
      {failure && <Notice tone="error">{failure}</Notice>}
      <h3>{t('resultLinks.listHeading')}</h3>
      {shares.data?.length === 0 && <p>{t('resultLinks.none')}</p>}
      {shares.data && shares.data.length > 0 && (
        <ul className="result-share__list">
          {shares.data.map((link) => {
            const words = { made: when(link.createdAt), until: when(link.expiresAt) };
            return (
              <li key={link.shareId}>
                <span>{t(`resultLinks.${link.status}`, words)}</span>
                {link.status === 'open' && (
                  <Button variant="danger" disabled={busy} aria-label={t('resultLinks.revokeLabel', words)} onClick={() => void revoke(link.shareId)}>
                    {t('resultLinks.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
