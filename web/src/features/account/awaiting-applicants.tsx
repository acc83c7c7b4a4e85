import { maxRefusalsPerStage, measuredStages, type AwaitingApplicant } from '@typetest/events/applicant';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { pageLocale } from '../../shared/i18n/page-language.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ApiError, messageOf } from '../../shared/api-client.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { deadlineDay } from './deadline.ts';
import { ErasureNotice } from './erasure-notice.tsx';
import { resultTime } from './result-time.ts';
import { refusalSentence } from './result/integrity-words.ts';

interface AwaitingApplicantsProps {
  applicants: readonly AwaitingApplicant[];
  /** The company's time zone: deadlines and reminders are shown in it. */
  timeZone: string;
  /** Sends the invitation again, with a new link (the API call; a test's stand-in). */
  resend: (applicantId: string) => Promise<unknown>;
  /** Mails the applicant a reminder with a new link. */
  remind: (applicantId: string) => Promise<unknown>;
  /** Removes the applicant: their link stops working. */
  remove: (applicantId: string) => Promise<unknown>;
  /** Erases the applicant's personal data; they leave the list. */
  erase: (applicantId: string) => Promise<unknown>;
  /** Refetches the list (docs/product.md §4: after send, resend and delete). */
  onListChanged: () => Promise<unknown>;
}

/** How far the applicant is: a test under way (begun, not finished) says so; else how many are done. */
function progressOf(applicant: AwaitingApplicant, t: ReturnType<typeof useTranslation>['t']): string {
  if (applicant.stageStarted > applicant.stagesFinished) return t('account.invite.startedTest', { n: applicant.stageStarted, count: measuredStages });
  if (applicant.stagesFinished > 0) return t('account.invite.progress', { n: applicant.stagesFinished, count: measuredStages });
  return t('account.invite.notStarted');
}

/** The confirmation showing: which action, for whom. */
interface Pending {
  action: 'remove' | 'resend' | 'remind' | 'erase';
  applicant: AwaitingApplicant;
}

/**
 * docs/product.md §2's "Current applicants awaiting results": each applicant's e-mail and name, read-only,
 * how far they are, their deadline and last reminder, and the actions, each through a confirmation:
 * "Send reminder" mails a reminder with a new link ("Reminder sent"), the envelope sends the
 * invitation again ("Invitation re-sent"), the X removes them ("Applicant removed"). Once a link
 * has expired, sending it again ("Send a new link") is the one way on: no reminder is offered,
 * nor for a locked link, which only a new invitation unlocks.
 */
export function AwaitingApplicants({ applicants, timeZone, resend, remind, remove, erase, onListChanged }: AwaitingApplicantsProps) {
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
      } else if (action === 'erase') {
        await erase(applicant.applicantCode);
        notify.success(t('account.erasure.erased'));
      } else if (action === 'remind') {
        await remind(applicant.applicantCode);
        notify.success(t('account.invite.reminderSent'));
      } else {
        await resend(applicant.applicantCode);
        notify.success(t('account.invite.resent'));
      }
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      // The server's refusals say why in so many words: removed or finished meanwhile (404), the
      // unverified allowance used up (403), too many mails to one person or from the company (429;
      // events/src/mail-limits/rules.ts), a reminder for an expired link (409).
      const refusedWithReason = error instanceof ApiError && [403, 404, 409, 429].includes(error.status);
      notify.error(refusedWithReason || action !== 'resend' ? messageOf(error) : t('account.invite.failed'));
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
                <span className="account-awaiting__progress">{progressOf(applicant, t)}</span>
                {applicant.refusals > 0 && <span className="account-awaiting__progress">{t('account.invite.refusals', { n: applicant.refusals })}</span>}
                {applicant.restarts > 0 && <span className="account-awaiting__progress">{t('account.invite.restarts', { n: applicant.restarts })}</span>}
                {applicant.locked && <span className="account-awaiting__locked">{t('account.invite.locked', { count: maxRefusalsPerStage })}</span>}
                {applicant.expired && <span className="account-awaiting__expired">{t('account.invite.expired')}</span>}
                {applicant.deadline && (
                  <span className="account-awaiting__progress">{t('account.invite.deadlineShown', { date: deadlineDay(applicant.deadline, pageLocale(), timeZone) })}</span>
                )}
                <ErasureNotice erasesAt={applicant.erasesAt} className="account-awaiting__progress account-erasure" />
                {applicant.remindedAt && (
                  <span className="account-awaiting__progress">
                    {t('account.invite.remindedAt', { when: resultTime(applicant.remindedAt, pageLocale(), timeZone) ?? applicant.remindedAt })}
                  </span>
                )}
              </div>
              <div className="account-awaiting__actions">
                {applicant.expired ? (
                  <Button
                    aria-label={t('account.invite.sendNewLink', { email: applicant.email })}
                    disabled={busy}
                    onClick={(event) => ask('resend', applicant, event.currentTarget)}
                  >
                    {t('account.invite.newLink')}
                  </Button>
                ) : (
                  <>
                    {/* A locked link is unlocked only by sending the invitation again (the API refuses a reminder for it). */}
                    {!applicant.locked && (
                      <Button
                        aria-label={t('account.invite.sendReminderTo', { email: applicant.email })}
                        disabled={busy}
                        onClick={(event) => ask('remind', applicant, event.currentTarget)}
                      >
                        {t('account.invite.sendReminder')}
                      </Button>
                    )}
                    <IconButton
                      aria-label={t('account.invite.resend', { email: applicant.email })}
                      icon="✉︎"
                      disabled={busy}
                      onClick={(event) => ask('resend', applicant, event.currentTarget)}
                    />
                  </>
                )}
                <Button
                  variant="danger"
                  aria-label={t('account.erasure.actionFor', { email: applicant.email })}
                  disabled={busy}
                  onClick={(event) => ask('erase', applicant, event.currentTarget)}
                >
                  {t('account.erasure.action')}
                </Button>
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
        open={pending?.action === 'erase'}
        title={t('account.erasure.confirmTitle')}
        message={pending ? t('account.erasure.confirmMessage', { name: pending.applicant.fullName, email: pending.applicant.email }) : ''}
        confirmLabel={t('account.erasure.confirm')}
        variant="danger"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.action === 'resend' && !pending.applicant.expired}
        title={t('account.invite.resendConfirmTitle')}
        message={pending ? <ResendMessage applicant={pending.applicant} timeZone={timeZone} /> : ''}
        confirmLabel={t('account.invite.resendConfirm')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.action === 'resend' && pending.applicant.expired}
        title={t('account.invite.newLinkConfirmTitle')}
        message={pending ? t('account.invite.newLinkConfirmMessage', { name: pending.applicant.fullName, email: pending.applicant.email }) : ''}
        confirmLabel={t('account.invite.newLinkConfirm')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.action === 'remind'}
        title={t('account.invite.reminderConfirmTitle')}
        message={pending ? t('account.invite.reminderConfirmMessage', { name: pending.applicant.fullName, email: pending.applicant.email }) : ''}
        confirmLabel={t('account.invite.reminderConfirm')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

/** Sending the invitation again: who to, and first what the refused attempts were (why and when), since the new link lets them try again. */
function ResendMessage({ applicant, timeZone }: { applicant: AwaitingApplicant; timeZone: string }) {
  const { t } = useTranslation();
  const question = t('account.invite.resendConfirmMessage', { name: applicant.fullName, email: applicant.email });
  if (applicant.refusedAttempts.length === 0) return <>{question}</>;
  return (
    <>
      <p>{t('account.invite.resendAttempts', { count: applicant.refusedAttempts.length, name: applicant.fullName })}</p>
      <ul className="account-awaiting__attempts">
        {applicant.refusedAttempts.map((refusal, index) => (
          <li key={index}>
            {t('account.result.refusal', { stage: refusal.stage, when: resultTime(refusal.at, pageLocale(), timeZone) ?? refusal.at, reason: refusalSentence(t, refusal.reason) })}
          </li>
        ))}
      </ul>
      <p>{question}</p>
    </>
  );
}
