import { useId, useState } from 'react';
import useSWR from 'swr';
import { messageOf } from '../../shared/api-client.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import { closeInvitationLink, fetchInvitationLink, openInvitationLink } from './applicant-calls.ts';

/** The page behind a public link's token (api/src/http/spa.ts serves it). */
const linkOf = (token: string) => `${window.location.origin}/apply/${token}`;

/**
 * The company's public link for job adverts (docs/decisions/0063-invitation-submits-and-public-link.md):
 * turned on, copied, renewed (the old one stops working, after a confirmation) or turned off.
 */
export function InvitationLinkPanel({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const link = useSWR(['account/invitation-link', companyId], fetchInvitationLink, { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmRenew, setConfirmRenew] = useState(false);

  async function change(call: () => Promise<string | null | undefined>, done: string) {
    setBusy(true);
    setFailure(null);
    try {
      const token = (await call()) ?? null;
      await link.mutate(token, { revalidate: false });
      notify.success(done);
    } catch (error) {
      if (!(error instanceof SessionEndedError)) setFailure(messageOf(error));
    } finally {
      setBusy(false);
      setConfirmRenew(false);
    }
  }

  async function turnOff() {
    await closeInvitationLink();
    return null;
  }

  const token = link.data;
  return (
    <section className="account-invite__public-link" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('publicLink.heading')}</h2>
      <p>{t('publicLink.intro')}</p>
      {token === undefined ? null : token === null ? (
        <div className="ui-actions">
          <p>{t('publicLink.off')}</p>
          <Button variant="primary" busy={busy} onClick={() => void change(openInvitationLink, t('publicLink.turnedOn'))}>
            {t('publicLink.turnOn')}
          </Button>
        </div>
      ) : (
        <>
          <TextField label={t('publicLink.linkLabel')} readOnly value={linkOf(token)} onFocus={(event) => event.target.select()} />
          <div className="ui-actions">
            <Button
              onClick={() =>
                void navigator.clipboard.writeText(linkOf(token)).then(
                  () => notify.success(t('publicLink.copied')),
                  () => undefined,
                )
              }
            >
              {t('publicLink.copy')}
            </Button>
            <Button disabled={busy} onClick={() => setConfirmRenew(true)}>
              {t('publicLink.renew')}
            </Button>
            <Button variant="danger" busy={busy} onClick={() => void change(turnOff, t('publicLink.turnedOff'))}>
              {t('publicLink.turnOff')}
            </Button>
          </div>
        </>
      )}
      {failure && <Notice tone="error">{failure}</Notice>}
      <ConfirmDialog
        open={confirmRenew}
        title={t('publicLink.renew')}
        message={t('publicLink.renewConfirm')}
        confirmLabel={t('publicLink.renew')}
        busy={busy}
        onConfirm={() => void change(openInvitationLink, t('publicLink.renewed'))}
        onCancel={() => setConfirmRenew(false)}
      />
    </section>
  );
}
