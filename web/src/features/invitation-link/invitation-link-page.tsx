import { invitationLinkApplySchema, invitationLinkLimits, type InvitationLinkApplication } from '@typetest/events/invitation-link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { messageOf } from '../../shared/api-client.ts';
import { checkedOnSubmit, fieldProps } from '../../shared/forms/field-props.ts';
import { schemaResolver } from '../../shared/forms/schema-resolver.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { lookUpInvitationLink, useApplyThroughLink } from './api.ts';
import './invitation-link.css';

/**
 * What the page says: the form's answer, or why the link does not work. Not shared/ui's Notice: the
 * applicant's test page shares that module, and a third importer would split it into a chunk of
 * its own, past the test page's script budget (bench/applicant-page.ts); the field error's look instead.
 */
function Said({ alert, children }: { alert?: boolean; children: string }) {
  return (
    <p role={alert ? 'alert' : 'status'} className={alert ? 'ui-field__error' : 'invitation-link__sent'}>
      {children}
    </p>
  );
}

/**
 * A company's public link for job adverts (/apply/{token}): the person enters a name and an
 * e-mail and gets the company's normal invitation, with their own link, by mail; so the address is
 * real, and the test is taken as any invited applicant's (docs/decisions/0063-invitation-submits-and-public-link.md).
 */
export function InvitationLinkPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const company = useSWR(['invitation-link', token], () => lookUpInvitationLink(token), { revalidateOnFocus: false, shouldRetryOnError: false });
  const form = useForm<InvitationLinkApplication>({
    ...checkedOnSubmit,
    resolver: schemaResolver(invitationLinkApplySchema, { words: ({ message }) => message }),
    defaultValues: { token, fullName: '', email: '' },
  });
  const apply = useApplyThroughLink();
  const [sent, setSent] = useState<string | null>(null);
  const failure = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit((application) =>
    apply.trigger(application, {
      onSuccess: (message) => setSent(message),
      onError: (error) => form.setError('root.server', { message: messageOf(error) }),
    }),
  );

  if (company.error) {
    return (
      <Page title={t('publicLink.heading')}>
        <Said alert>{messageOf(company.error)}</Said>
      </Page>
    );
  }
  if (company.data === undefined) {
    return (
      <section className="ui-card">
        <Skeleton lines={4} />
      </section>
    );
  }
  const companyName = company.data;
  return (
    <Page title={t('publicLink.pageTitle', { company: companyName })}>
      <p>{t('publicLink.pageIntro', { company: companyName })}</p>
      {sent ? (
        <Said>{sent}</Said>
      ) : (
        <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField label={t('publicLink.fullName')} autoComplete="name" required maxLength={invitationLinkLimits.fullName} {...fieldProps(form, 'fullName')} />
          <TextField
            label={t('publicLink.email')}
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={invitationLinkLimits.email}
            {...fieldProps(form, 'email')}
          />
          {failure && <Said alert>{failure}</Said>}
          <div className="ui-actions">
            <Button type="submit" variant="primary" busy={apply.isMutating}>
              {t('publicLink.send')}
            </Button>
          </div>
        </form>
      )}
    </Page>
  );
}
