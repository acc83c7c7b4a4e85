import { contactAddress, type ContactUs } from '@typetest/events/contact';
import { useFocusOnMount } from '../../shared/ui/use-focus-on-mount.ts';

/** SPEC 2: the contact request went through; Back clears the form and returns to the landing view. */
export function ContactConfirmation({ request, onBack }: { request: ContactUs; onBack: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="card">
      <title>Thank you · Typetest</title>
      <h1 ref={heading} tabIndex={-1}>
        Thank you
      </h1>
      <p data-testid="contact-confirmation">We will be in touch to {contactAddress(request)} shortly</p>
      <div className="actions">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
      </div>
    </section>
  );
}
