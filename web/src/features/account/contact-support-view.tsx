import { useForm } from 'react-hook-form';
import { messageOf } from '../../shared/api-client.ts';
import { checkedOnSubmit, fieldProps } from '../../shared/forms/field-props.ts';
import { schemaResolver } from '../../shared/forms/schema-resolver.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import type { Company } from '../../shared/session/company.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { supportLimits, supportMessageSchema, useContactSupport, type SupportMessage } from './account-api.ts';
import { AccountSubPage } from './account-sub-page.tsx';

interface ContactSupportViewProps {
  company: Company;
  onMenu: () => void;
  onSent: () => void;
}

/** docs/product.md §2's Contact support: a title and details to the operators; replies go to the login e-mail. */
export function ContactSupportView({ company, onMenu, onSent }: ContactSupportViewProps) {
  const { t } = useTranslation();
  const form = useForm<SupportMessage>({
    ...checkedOnSubmit,
    resolver: schemaResolver(supportMessageSchema, {
      // Submit waits for both fields; what is left is a field of invisible characters only, or the API's own words.
      words: ({ type, message }) => (type === 'too_small' ? t('account.settings.fieldMissing') : message),
    }),
    defaultValues: { title: '', details: '' },
  });
  const send = useContactSupport(company.loginEmail);
  const [title, details] = form.watch(['title', 'details']);
  const complete = title.trim() !== '' && details.trim() !== '';
  const failure = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit((message) =>
    send.trigger(message, {
      onSuccess: () => {
        notify.success(t('account.support.submitted'));
        onSent();
      },
      onError: (error) => {
        if (error instanceof SessionEndedError) return;
        form.setError('root.server', { message: messageOf(error) });
      },
    }),
  );

  return (
    <AccountSubPage title={t('account.menu.contactSupport')} onMenu={onMenu}>
      <p>{t('account.support.repliesTo', { email: company.loginEmail })}</p>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={t('account.support.title')} required maxLength={supportLimits.title} {...fieldProps(form, 'title')} />
        <TextAreaField label={t('account.support.details')} required rows={6} maxLength={supportLimits.details} {...fieldProps(form, 'details')} />
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="ui-actions">
          <Button type="submit" variant="primary" busy={send.isMutating} disabled={!complete}>
            {t('account.support.submit')}
          </Button>
        </div>
      </form>
    </AccountSubPage>
  );
}

/** docs/product.md §4's contactSupportSubmitted. */
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
