import { accountClosingAnswerSchema, companyLimits, type AccountClosing } from '@typetest/events/company';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { messageOf } from '../../shared/api-client.ts';
import { useFormMutation } from '../../shared/forms/use-form-mutation.ts';
import { pageLocale } from '../../shared/i18n/page-language.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { postAccount } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { PasswordField } from '../../shared/ui/password-field.tsx';

/** The closing calls (api/src/features/account/account-closing.ts): each answers the closing as it is now. */
export const closingCalls = {
  load: async (): Promise<AccountClosing> => (await postAccount('/api/db/accountclosing', {}, accountClosingAnswerSchema)).data,
  close: async (password: string): Promise<AccountClosing> => (await postAccount('/api/db/closeaccount', { password }, accountClosingAnswerSchema)).data,
  cancel: async (): Promise<AccountClosing> => (await postAccount('/api/db/cancelaccountclosing', {}, accountClosingAnswerSchema)).data,
};

const closingKey = 'account/closing';

/** The day the account closes, in the company's time zone, as the page's language writes a date. */
const closingDay = (closesAt: string, timeZone: string) => new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'long', timeZone }).format(new Date(closesAt));

interface CloseAccountPanelProps {
  /** The company's time zone: the day the account closes is its day. */
  timeZone: string;
  /** The calls (closingCalls; a test's stand-in). */
  calls?: typeof closingCalls;
}

/**
 * Account settings' "Close account" (docs/decisions/0068-closing-an-account.md): what closing does
 * and after how long, the password typed again; while it is pending, the day it closes and a way
 * to cancel. The worker closes the account when the grace period is over.
 */
export function CloseAccountPanel({ timeZone, calls = closingCalls }: CloseAccountPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const closing = useSWR(closingKey, calls.load);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const close = useFormMutation('account/close-account', calls.close);
  const cancel = useFormMutation('account/cancel-account-closing', calls.cancel);
  const state = closing.data;
  if (!state) return null;

  const closesOn = state.closesAt && closingDay(state.closesAt, timeZone);
  const answered = (next: AccountClosing) => void closing.mutate(next, { revalidate: false });

  return (
    <section className="account-settings__closing" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account.closing.heading')}</h2>
      {closesOn ? (
        <>
          <Notice tone="info">{t('account.closing.pending', { date: closesOn })}</Notice>
          <div className="ui-actions">
            <Button
              busy={cancel.isMutating}
              onClick={() =>
                void cancel.trigger(undefined, {
                  onSuccess: (next) => {
                    setFailure(null);
                    setCancelled(true);
                    answered(next);
                  },
                  onError: (error) => setFailure(messageOf(error)),
                })
              }
            >
              {t('account.closing.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setCancelled(false);
            if (password === '') {
              setFailure(t('account.closing.passwordMissing'));
              return;
            }
            void close.trigger(password, {
              onSuccess: (next) => {
                setFailure(null);
                setPassword('');
                answered(next);
              },
              onError: (error) => setFailure(messageOf(error)),
            });
          }}
        >
          <p className="account-settings__note">{t('account.closing.explanation', { count: state.graceDays })}</p>
          <PasswordField
            label={t('account.closing.password')}
            hint={t('account.closing.passwordHint')}
            required
            autoComplete="current-password"
            maxLength={companyLimits.passwordMax}
            name="closeAccountPassword"
            value={password}
            invalid={failure !== null}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="ui-actions">
            <Button type="submit" variant="danger" busy={close.isMutating}>
              {t('account.closing.action')}
            </Button>
          </div>
        </form>
      )}
      {cancelled && !closesOn && <Notice tone="success">{t('account.closing.cancelled')}</Notice>}
      {failure && <Notice tone="error">{failure}</Notice>}
    </section>
  );
}

/**
 * On the signed-in menu while the account is closing: the day it closes, and Cancel closing, so a
 * company that logs in during the grace period sees it at once (the same read as the panel's).
 */
export function AccountClosingNotice({ timeZone, calls = closingCalls }: CloseAccountPanelProps) {
  const { t } = useTranslation();
  const closing = useSWR(closingKey, calls.load);
  const cancel = useFormMutation('account/cancel-account-closing', calls.cancel);
  const closesAt = closing.data?.closesAt;
  if (!closesAt) return null;
  return (
    <Notice announce={false} className="account-closing">
      <p>{t('account.closing.pending', { date: closingDay(closesAt, timeZone) })}</p>
      <Button variant="link" busy={cancel.isMutating} onClick={() => void cancel.trigger(undefined, { onSuccess: (next) => void closing.mutate(next, { revalidate: false }) })}>
        {t('account.closing.cancel')}
      </Button>
    </Notice>
  );
}
