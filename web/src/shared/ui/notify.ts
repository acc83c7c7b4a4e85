import toast from 'react-hot-toast';

/**
 * The product's toasts (the catalogue's "Logged in", "Wrong username or password", ...), over the
 * react-hot-toast <Toaster> of the layout, which announces each one (role=status). One toast at a
 * time: a new one takes the place of the one showing, so a quick second action never stacks a
 * pile of stale messages.
 */
const toastId = 'notify';

export const notify = {
  success(text: string): void {
    toast.success(text, { id: toastId, duration: 4_000 });
  },
  /** Errors stay longer: they are read, then acted on. */
  error(text: string): void {
    toast.error(text, { id: toastId, duration: 6_000 });
  },
  /** Takes every toast away (e.g. when a modal now says what went wrong). */
  clear(): void {
    toast.dismiss();
  },
};
