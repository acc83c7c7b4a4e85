import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { messageOf } from '../../shared/api-client.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import type { Company } from '../../shared/session/company.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { contactSupport } from './account-api.ts';
import { AccountSubPage } from './account-sub-page.tsx';

/** The API's limits for a support message (api/src/features/account/support.ts), so typing stops where saving would fail. */
const supportLimits = { title: 200, details: 4000 } as const;

interface ContactSupportViewProps {
  company: Company;
  onMenu: () => void;
  onSent: () => void;
}

/** SPEC 2's Contact support: a title and details to the operators; replies go to the login e-mail. */
export function ContactSupportView({ company, onMenu, onSent }: ContactSupportViewProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const inFlight = useRef(false);
  const complete = title.trim() !== '' && details.trim() !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current || !complete) return;
    inFlight.current = true;
    setSending(true);
    setFailure('');
    try {
      await contactSupport({ title, details, email: company.loginEmail });
      notify.success(t('account.support.submitted'));
      onSent();
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      notify.error(messageOf(error));
      setFailure(messageOf(error));
      setSending(false);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <AccountSubPage title={t('account.menu.contactSupport')} onMenu={onMenu}>
      <p>{t('account.support.repliesTo', { email: company.loginEmail })}</p>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={t('account.support.title')} required maxLength={supportLimits.title} value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
        <TextAreaField
          label={t('account.support.details')}
          required
          rows={6}
          maxLength={supportLimits.details}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
        />
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="ui-actions">
          <Button type="submit" variant="primary" busy={sending} disabled={!complete}>
            {t('account.support.submit')}
          </Button>
        </div>
      </form>
    </AccountSubPage>
  );
}

/** SPEC 4's contactSupportSubmitted. */
export function SupportSentView({ company, onMenu }: { company: Company; onMenu: () => void }) {
  const { t } = useTranslation();
  return (
    <AccountSubPage title={t('account.menu.contactSupport')} heading={t('account.support.sent')} onMenu={onMenu}>
      <p>{t('account.support.answerSoon', { email: company.loginEmail })}</p>
      <div className="ui-actions">
        <Button variant="primary" onClick={onMenu}>
          {t('account.backToMenu')}
        </Button>
      </div>
    </AccountSubPage>
  );
}
