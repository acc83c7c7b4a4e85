import { maxRefusalsPerStage, measuredStages, type AwaitingApplicant } from '@typetest/events/applicant';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ApiError, messageOf } from '../../shared/api-client.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { notify } from '../../shared/ui/notify.ts';

interface AwaitingApplicantsProps {
  applicants: readonly AwaitingApplicant[];
  /** Sends the invitation again (the API call; a test's stand-in). */
  resend: (applicantCode: string) => Promise<unknown>;
  /** Removes the applicant: their link stops working. */
  remove: (applicantCode: string) => Promise<unknown>;
  /** Refetches the list (docs/product.md §4: after send, resend and delete). */
  onListChanged: () => Promise<unknown>;
}

/** The confirmation showing: which action, for whom. */
interface Pending {
  action: 'remove' | 'resend';
  applicant: AwaitingApplicant;
}

/**
 * docs/product.md §2's "Current applicants awaiting results": each applicant's e-mail and name, read-only,
 * how far they are, and two actions, each through a confirmation: the envelope sends the
 * invitation again ("Invitation re-sent"), the X removes them ("Applicant removed").
 */
export function AwaitingApplicants({ applicants, resend, remove, onListChanged }: AwaitingApplicantsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  /** The button that opened the confirmation: the X goes with its row. */
  const opener = useRef<HTMLElement | null>(null);

  function ask(action: Pending['action'], applicant: AwaitingApplicant, button: HTMLElement) {
    opener.current = button;
    setPending({ action, applicant });
  }

  async function confirm() {
    if (!pending || busy) return;
    const { action, applicant } = pending;
    setBusy(true);
    try {
      if (action === 'remove') {
        await remove(applicant.applicantCode);
        notify.success(t('account.invite.removed'));
      } else {
        await resend(applicant.applicantCode);
        notify.success(t('account.invite.resent'));
      }
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      // 404: removed or finished meanwhile, which the server says in so many words; the list shows it below.
      const notAwaiting = error instanceof ApiError && error.status === 404;
      notify.error(notAwaiting || action === 'remove' ? messageOf(error) : t('account.invite.failed'));
    } finally {
      await onListChanged();
      flushSync(() => {
        setBusy(false);
        setPending(null);
      });
      // The dialog gave the focus back to its opener; an X that went with its row cannot take it, so the list's heading does.
      if (!opener.current?.isConnected) headingRef.current?.focus();
    }
  }

  return (
    <section className="account-awaiting" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="account-awaiting__heading">
        {t('account.invite.awaiting')}
      </h2>
      {applicants.length === 0 ? (
        <p>{t('account.invite.noneAwaiting')}</p>
      ) : (
        <ul className="account-awaiting__list">
          {applicants.map((applicant) => (
            <li key={applicant.applicantCode} className="account-awaiting__applicant">
              <div className="account-awaiting__who">
                <span className="account-awaiting__email">{applicant.email}</span>
                <span>{applicant.fullName}</span>
                <span className="account-awaiting__progress">
                  {applicant.stagesFinished === 0 ? t('account.invite.notStarted') : t('account.invite.progress', { n: applicant.stagesFinished, total: measuredStages })}
                </span>
                {applicant.refusals > 0 && <span className="account-awaiting__progress">{t('account.invite.refusals', { n: applicant.refusals })}</span>}
                {applicant.restarts > 0 && <span className="account-awaiting__progress">{t('account.invite.restarts', { n: applicant.restarts })}</span>}
                {applicant.locked && <span className="account-awaiting__locked">{t('account.invite.locked', { max: maxRefusalsPerStage })}</span>}
              </div>
              <div className="account-awaiting__actions">
                <IconButton
                  aria-label={t('account.invite.resend', { email: applicant.email })}
                  icon="✉︎"
                  disabled={busy}
                  onClick={(event) => ask('resend', applicant, event.currentTarget)}
                />
                <IconButton
                  variant="danger"
                  aria-label={t('account.invite.remove', { email: applicant.email })}
                  icon="✕"
                  disabled={busy}
                  onClick={(event) => ask('remove', applicant, event.currentTarget)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending?.action === 'remove'}
        title={t('account.invite.removeConfirmTitle')}
        message={pending ? t('account.invite.removeConfirmMessage', { name: pending.applicant.fullName, email: pending.applicant.email }) : ''}
        confirmLabel={t('account.invite.removeConfirm')}
        variant="danger"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.action === 'resend'}
        title={t('account.invite.resendConfirmTitle')}
        message={pending ? t('account.invite.resendConfirmMessage', { name: pending.applicant.fullName, email: pending.applicant.email }) : ''}
        confirmLabel={t('account.invite.resendConfirm')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
