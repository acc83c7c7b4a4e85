import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** The confirm button's words, e.g. "Remove". */
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel or Escape. */
  onCancel: () => void;
  /** The confirmed action is running: confirm shows a spinner and neither button can be pressed again. */
  busy?: boolean;
  /** "danger" when confirming destroys something. */
  variant?: 'primary' | 'danger';
}

/**
 * The product's confirmations (remove an applicant, resend an invitation): confirm or Cancel. Cancel has
 * the focus at first, so a stray Enter changes nothing.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel, busy = false, variant = 'primary' }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={title} message={message} onDismiss={busy ? () => {} : onCancel}>
      <Button onClick={onCancel} disabled={busy} data-initial-focus>
        {t('common.cancel')}
      </Button>
      <Button variant={variant} onClick={onConfirm} busy={busy}>
        {confirmLabel}
      </Button>
    </Dialog>
  );
}
