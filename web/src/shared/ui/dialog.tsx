import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** Escape was pressed: the owner decides what closing means (usually: set open to false). */
  onDismiss: () => void;
  /** The buttons. The one marked `data-initial-focus` is focused on opening, else the first. */
  children: ReactNode;
  /** Where the focus goes on closing (say, the field the message is about); the opener when it gives nothing. */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * The base of Modal and ConfirmDialog: a native <dialog> opened with showModal(), so the page
 * behind is inert and Tab stays inside. Focus moves in on opening and back to whatever had it
 * (the opener) on closing, also when the owner unmounts the dialog instead of closing it.
 */
export function Dialog({ open, title, message, onDismiss, children, returnFocusTo }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openRef = useRef(open);
  const returnFocusRef = useRef(returnFocusTo);
  const titleId = useId();
  const messageId = useId();

  useLayoutEffect(() => {
    openRef.current = open;
    returnFocusRef.current = returnFocusTo;
  });

  /** Whatever had the focus when the dialog opened. */
  const openerRef = useRef<HTMLElement | null>(null);

  const giveFocusBack = () => {
    const target = returnFocusRef.current?.() ?? openerRef.current;
    openerRef.current = null;
    if (target?.isConnected) target.focus();
  };

  // Layout effects: opening and closing, and the focus moving with them, happen in the commit of
  // the state change, so no key pressed in between goes to the wrong place. Closing happens in a
  // setup, not a clean-up: React puts back the focus a commit's mutations took away, and clean-ups
  // run among the mutations.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the dialog opens or closes; giveFocusBack reads refs only
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (!dialog.open) dialog.showModal();
      const first = dialog.querySelector<HTMLElement>('[data-initial-focus]') ?? dialog.querySelector<HTMLElement>('button');
      first?.focus();
    } else if (dialog.open) {
      dialog.close();
      giveFocusBack();
    }
  }, [open]);

  // The owner may unmount the dialog instead of closing it: the focus goes back all the same.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on unmount; giveFocusBack reads refs only
  useLayoutEffect(
    () => () => {
      if (openerRef.current) giveFocusBack();
    },
    [],
  );

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
        // The event is queued, not sent at once: when it comes from a close() whose dialog was
        // opened again since (a quick Enter on the opener; browsers run input before such
        // events), the dialog is open and this close is over.
        if (openRef.current && !dialogRef.current?.open) onDismiss();
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
