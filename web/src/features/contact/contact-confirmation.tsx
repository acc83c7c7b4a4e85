import { contactAddress, type ContactUs } from '@typetest/events/contact';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFocusOnMount } from '../../shared/ui/use-focus-on-mount.ts';

/** SPEC 2: the contact request went through; Back clears the form and returns to the landing view. */
export function ContactConfirmation({ request, onBack }: { request: ContactUs; onBack: () => void }) {
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const title = t('contact.thankYou');
  return (
    <section className="card">
      <title>{t('common.pageTitle', { title })}</title>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p data-testid="contact-confirmation">{t('contact.confirmation', { address: contactAddress(request) })}</p>
      <div className="actions">
        <button type="button" className="button" onClick={onBack}>
          {t('contact.back')}
        </button>
      </div>
    </section>
  );
}
