import { contactLimits, contactUsSchema, type ContactMethod, type ContactUs } from '@typetest/events/contact';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { messageOf } from '../../shared/api-client.ts';
import { BackButton } from '../../shared/ui/back-button.tsx';
import { useFocusOnMount } from '../../shared/ui/use-focus-on-mount.ts';
import { sendContactRequest } from './api.ts';
import { contactDraft, type ContactFields } from './contact-draft.ts';

/**
 * The form's one error toast: a new error replaces the last one instead of stacking under it, and
 * it goes when what it said is no longer so (see its uses).
 */
const errorToastId = 'contact-form-error';

function toastError(message: string) {
  toast.error(message, { id: errorToastId });
}

function dismissError() {
  toast.dismiss(errorToastId);
}

interface ContactFormProps {
  onBack: () => void;
  onSent: (request: ContactUs) => void;
}

/**
 * "Let us contact you" (SPEC 2 and 5): the visitor leaves a phone number or an e-mail address
 * and picks how to be reached. The shared schema decides what is missing, so the toast here and
 * the API's errorMessage are the same words.
 */
export function ContactForm({ onBack, onSent }: ContactFormProps) {
  const { t } = useTranslation();
  const form = useForm<ContactFields>({ defaultValues: contactDraft.fields() });
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const id = useId();
  const sending = form.formState.isSubmitting;
  const buttons = { phone: useRef<HTMLButtonElement>(null), email: useRef<HTMLButtonElement>(null) };
  /** The button whose send failed: it gets focus back once it is enabled again. */
  const [refocus, setRefocus] = useState<ContactMethod | null>(null);

  // Leaving the view: keep what was typed for the next visit, and take its error along.
  useEffect(
    () => () => {
      contactDraft.keepFields(form.getValues());
      dismissError();
    },
    [form],
  );

  useEffect(() => {
    if (sending || refocus === null) return;
    buttons[refocus].current?.focus();
    setRefocus(null);
  });

  function contactBy(contactMethod: ContactMethod) {
    return form.handleSubmit(async (fields) => {
      const request = contactUsSchema.safeParse({ ...fields, contactMethod });
      if (!request.success) {
        const issue = request.error.issues[0];
        toastError(issue?.message ?? t('contact.checkTheForm'));
        // Keyboard and screen-reader users land on the field to fix, the toast telling them what.
        const field = issue?.path[0];
        if (field === 'phoneNumber' || field === 'email' || field === 'details') form.setFocus(field);
        return;
      }
      dismissError();
      try {
        await sendContactRequest(request.data);
        onSent(request.data);
      } catch (error) {
        toastError(messageOf(error));
        // The button was disabled while sending, which took focus away from it.
        setRefocus(contactMethod);
      }
    });
  }

  return (
    <section className="card">
      <title>{t('common.pageTitle', { title: t('contact.title') })}</title>
      <div className="view-header">
        <BackButton onClick={onBack} />
        <h1 ref={heading} tabIndex={-1}>
          {t('contact.heading')}
        </h1>
      </div>
      <p>{t('contact.intro')}</p>
      {/* noValidate: SPEC 5 asks for no format check on the e-mail address. */}
      <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-phone`}>{t('contact.phoneNumber')}</label>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            maxLength={contactLimits.phoneNumber}
            {...form.register('phoneNumber')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('contact.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            maxLength={contactLimits.email}
            {...form.register('email')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-details`}>{t('contact.details')}</label>
          <textarea id={`${id}-details`} rows={4} maxLength={contactLimits.details} {...form.register('details')} />
        </div>
        <div className="actions">
          <button
            ref={buttons.phone}
            type="button"
            className="button primary"
            disabled={sending}
            onClick={contactBy('phone')}
          >
            {t('contact.callMe')}
          </button>
          <button
            ref={buttons.email}
            type="button"
            className="button primary"
            disabled={sending}
            onClick={contactBy('email')}
          >
            {t('contact.emailMe')}
          </button>
        </div>
      </form>
    </section>
  );
}
