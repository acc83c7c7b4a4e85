import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../shared/ui/button.tsx';

/** Step 4 (docs/product.md §2): registered and logged in; the welcome mail is on its way to the login address. */
export function FinishedStep({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <p className="registration-message">{t('registration.finished.message', { email })}</p>
      <div className="ui-actions">
        <Button variant="primary" onClick={() => navigate('/login')}>
          {t('registration.finished.manageAccount')}
        </Button>
      </div>
    </>
  );
}
