import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ModalProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** The one button's words; "Understood" when not given. */
  buttonLabel?: string;
  /** The button was pressed or Escape: close it (and, e.g., go to /login). */
  onClose: () => void;
  /** Where the focus goes on closing; the opener when not given. */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** The product's message modals (errors, "Changes saved", the auth-link results): a title, a message, one button. */
export function Modal({ open, title, message, buttonLabel, onClose, returnFocusTo }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={title} message={message} onDismiss={onClose} returnFocusTo={returnFocusTo}>
      <Button variant="primary" onClick={onClose} data-initial-focus>
        {buttonLabel ?? t('common.understood')}
      </Button>
    </Dialog>
  );
}
