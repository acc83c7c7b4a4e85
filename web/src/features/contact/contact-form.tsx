import { contactLimits, contactUsSchema, type ContactMethod, type ContactUs } from '@typetest/events/contact';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../shared/api-client.ts';
import { checkedOnSubmit } from '../../shared/forms/field-props.ts';
import { firstRefusal, schemaResolver } from '../../shared/forms/schema-resolver.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { Page } from '../../shared/ui/page.tsx';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useSendContactRequest } from './api.ts';
import { contactDraft } from './contact-draft.ts';

interface ContactFormProps {
  onBack: () => void;
  onSent: (request: ContactUs) => void;
}

/**
 * "Let us contact you" (docs/product.md §2 and 5): the visitor leaves a phone number or an e-mail address
 * and picks how to be reached. The shared schema decides what is missing, so the toast here and
 * the API's errorMessage are the same words. The button pressed is the form's `contactMethod`.
 */
export function ContactForm({ onBack, onSent }: ContactFormProps) {
  const { t } = useTranslation();
  const form = useForm<ContactUs>({
    ...checkedOnSubmit,
    // The schema's refusals are the catalogue's words (contactMessages): the toast says them as they are.
    resolver: schemaResolver(contactUsSchema, { words: ({ message }) => message }),
    defaultValues: { ...contactDraft.fields(), contactMethod: 'phone' },
  });
  const send = useSendContactRequest();
  const buttons = { phone: useRef<HTMLButtonElement>(null), email: useRef<HTMLButtonElement>(null) };
  /** The button whose send failed: it gets focus back once it is enabled again. */
  const [refocus, setRefocus] = useState<ContactMethod | null>(null);

  // Leaving the view: keep what was typed for the next visit, and take its error along.
  useEffect(
    () => () => {
      const { contactMethod: _, ...fields } = form.getValues();
      contactDraft.keepFields(fields);
      notify.clear();
    },
    [form],
  );

  useEffect(() => {
    if (send.isMutating || refocus === null) return;
    buttons[refocus].current?.focus();
    setRefocus(null);
  });

  const submit = form.handleSubmit(
    (fields) => {
      // What the API will store: the same schema's cleaned text.
      const request = contactUsSchema.parse(fields);
      // A new error replaces the last one; one that no longer holds goes.
      notify.clear();
      return send.trigger(request, {
        onSuccess: () => onSent(request),
        onError: (error) => {
          notify.error(messageOf(error));
          // The button was disabled while sending, which took focus away from it.
          setRefocus(request.contactMethod);
        },
      });
    },
    // Keyboard and screen-reader users land on the field to fix (react-hook-form focuses it), the toast telling them what.
    (refused) => notify.error(firstRefusal(refused) ?? t('contact.checkTheForm')),
  );

  function contactBy(contactMethod: ContactMethod) {
    form.setValue('contactMethod', contactMethod);
    void submit();
  }

  return (
    <Page title={t('contact.title')} heading={t('contact.heading')} onBack={onBack}>
      <p>{t('contact.intro')}</p>
      {/* noValidate: docs/product.md §5 asks for no format check on the e-mail address. */}
      <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField label={t('contact.phoneNumber')} type="tel" autoComplete="tel" maxLength={contactLimits.phoneNumber} {...form.register('phoneNumber')} />
        <TextField label={t('contact.email')} type="email" autoComplete="email" maxLength={contactLimits.email} {...form.register('email')} />
        <TextAreaField label={t('contact.details')} maxLength={contactLimits.details} {...form.register('details')} />
        <div className="actions">
          <Button
            ref={buttons.phone}
            variant="primary"
            busy={send.isMutating && form.getValues('contactMethod') === 'phone'}
            disabled={send.isMutating}
            onClick={() => contactBy('phone')}
          >
            {t('contact.callMe')}
          </Button>
          <Button
            ref={buttons.email}
            variant="primary"
            busy={send.isMutating && form.getValues('contactMethod') === 'email'}
            disabled={send.isMutating}
            onClick={() => contactBy('email')}
          >
            {t('contact.emailMe')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
