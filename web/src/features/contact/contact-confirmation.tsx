import { contactAddress, type ContactUs } from '@typetest/events/contact';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Page } from '../../shared/ui/page.tsx';

/** docs/product.md §2: the contact request went through; Back clears the form and returns to the landing view. */
export function ContactConfirmation({ request, onBack }: { request: ContactUs; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Page title={t('contact.thankYou')}>
      <p data-testid="contact-confirmation">{t('contact.confirmation', { address: contactAddress(request) })}</p>
      <div className="actions">
        <Button onClick={onBack}>{t('contact.back')}</Button>
      </div>
    </Page>
  );
}
