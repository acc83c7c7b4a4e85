import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { headingKeyOf, type AuthLinkMode } from './auth-link.ts';

export interface LinkFailedProps {
  mode: AuthLinkMode | undefined;
  /** Given when trying again may help (no connection, too many tries); not for a refused code. */
  onRetry?: () => void;
}

/**
 * docs/product.md §8: any failed check or apply, a missing oobCode or an unknown mode shows the "Error" modal.
 * It does not redirect; the card behind it keeps saying what happened and offers the ways on.
 */
export function LinkFailed({ mode, onRetry }: LinkFailedProps) {
  const { t } = useTranslation();
  const [modalOpen, setModalOpen] = useState(true);
  return (
    <>
      <Page title={t(headingKeyOf(mode))}>
        <p className="auth-link__message">{t('authLink.errorMessage')}</p>
        <div className="ui-actions">
          {onRetry && (
            <Button variant="primary" onClick={onRetry}>
              {t('authLink.tryAgain')}
            </Button>
          )}
          <ButtonLink to="/login" variant={onRetry ? 'secondary' : 'primary'}>
            {t('authLink.goToLogin')}
          </ButtonLink>
          <ButtonLink to="/" variant="link">
            {t('authLink.goToMainPage')}
          </ButtonLink>
        </div>
      </Page>
      {/* After the Page, so the modal takes focus after the heading has (and gives it back on closing). */}
      <Modal open={modalOpen} title={t('authLink.errorTitle')} message={t('authLink.errorMessage')} onClose={() => setModalOpen(false)} />
    </>
  );
}
