import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';

interface TermsDialogProps {
  open: boolean;
  onClose: () => void;
  /** docs/product.md §2: Agree ticks the agreement checkbox. */
  onAgree: () => void;
}

/** docs/product.md §2's terms modal: the beta terms, with Close and Agree. */
export function TermsDialog({ open, onClose, onAgree }: TermsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={t('registration.terms.title')}
      message={
        <>
          <p>{t('registration.terms.beta')}</p>
          <p>{t('registration.terms.fees')}</p>
          <p>{t('registration.terms.changes')}</p>
        </>
      }
      onDismiss={onClose}
    >
      <Button onClick={onClose}>{t('registration.terms.close')}</Button>
      <Button variant="primary" onClick={onAgree}>
        {t('registration.terms.agree')}
      </Button>
    </Dialog>
  );
}
