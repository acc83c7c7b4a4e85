import { contactLimits, contactUsSchema, type ContactMethod, type ContactUs } from '@typetest/events/contact';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { messageOf } from '../../shared/api-client.ts';
import { BackButton } from '../../shared/ui/back-button.tsx';
import { useFocusOnMount } from '../../shared/ui/use-focus-on-mount.ts';
import { sendContactRequest } from './api.ts';
import type { ContactFields } from './contact-fields.ts';

/** One toast per message: pressing a button twice should not stack identical toasts. */
function toastError(message: string) {
  toast.error(message, { id: message });
}

interface ContactFormProps {
  form: UseFormReturn<ContactFields>;
  onBack: () => void;
  onSent: (request: ContactUs) => void;
}

/**
 * "Let us contact you" (SPEC 2 and 5): the visitor leaves a phone number or an e-mail address
 * and picks how to be reached. The shared schema decides what is missing, so the toast here and
 * the API's errorMessage are the same words.
 */
export function ContactForm({ form, onBack, onSent }: ContactFormProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const id = useId();
  const sending = form.formState.isSubmitting;

  function contactBy(contactMethod: ContactMethod) {
    return form.handleSubmit(async (fields) => {
      const request = contactUsSchema.safeParse({ ...fields, contactMethod });
      if (!request.success) {
        toastError(request.error.issues[0]?.message ?? 'Please check the form and try again.');
        return;
      }
      try {
        await sendContactRequest(request.data);
        onSent(request.data);
      } catch (error) {
        toastError(messageOf(error));
      }
    });
  }

  return (
    <section className="card">
      <title>Contact us · Typetest</title>
      <div className="view-header">
        <BackButton onClick={onBack} />
        <h1 ref={heading} tabIndex={-1}>
          Let us contact you
        </h1>
      </div>
      <p>Leave your phone number or e-mail address and we will get back to you.</p>
      {/* noValidate: SPEC 5 asks for no format check on the e-mail address. */}
      <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-phone`}>Phone number</label>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            maxLength={contactLimits.phoneNumber}
            {...form.register('phoneNumber')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            maxLength={contactLimits.email}
            {...form.register('email')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-details`}>Details</label>
          <textarea id={`${id}-details`} rows={4} maxLength={contactLimits.details} {...form.register('details')} />
        </div>
        <div className="actions">
          <button type="button" className="button primary" disabled={sending} onClick={contactBy('phone')}>
            Call me
          </button>
          <button type="button" className="button primary" disabled={sending} onClick={contactBy('email')}>
            Email me
          </button>
        </div>
      </form>
    </section>
  );
}
