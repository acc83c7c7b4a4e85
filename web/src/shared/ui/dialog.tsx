import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** Escape was pressed: the owner decides what closing means (usually: set open to false). */
  onDismiss: () => void;
  /** The buttons. The one marked `data-initial-focus` is focused on opening, else the first. */
  children: ReactNode;
}

/**
 * The base of Modal and ConfirmDialog: a native <dialog> opened with showModal(), so the page
 * behind is inert and Tab stays inside. Focus moves in on opening and back to whatever had it
 * (the opener) on closing, also when the owner unmounts the dialog instead of closing it.
 */
export function Dialog({ open, title, message, onDismiss, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openRef = useRef(open);
  const titleId = useId();
  const messageId = useId();

  useLayoutEffect(() => {
    openRef.current = open;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[data-initial-focus]') ?? dialog.querySelector<HTMLElement>('button');
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="ui-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        // Escape: let the owner close it, so its state and the dialog never disagree.
        event.preventDefault();
        onDismiss();
      }}
      onClose={() => {
        // The browser may close it by itself (a second Escape cannot be refused): tell the owner.
        if (openRef.current) onDismiss();
      }}
    >
      <h2 id={titleId} className="ui-dialog__title">
        {title}
      </h2>
      <div id={messageId} className="ui-dialog__message">
        {message}
      </div>
      <div className="ui-dialog__actions">{children}</div>
    </dialog>
  );
}
