import { resolveValue, ToastIcon, useToaster } from 'react-hot-toast';
import './toast-lane.css';

/**
 * Where the app's toasts show (shared/ui/notify.ts): top center (docs/product.md §9), in a lane of its own
 * between the header and the page. A toast opens the lane and pushes the page down rather than
 * lying over it, so it never covers the account card's breadcrumb or heading, at any width and
 * however long its words (react-hot-toast's <Toaster> lays them over the page). The lane sticks to
 * the top of the window, so a toast shown while the page is scrolled down is still seen. Each
 * message is a polite status region, as screen readers announce it; hovering pauses its timer.
 */
export function ToastLane() {
  const { toasts, handlers } = useToaster();
  const shown = toasts.filter((toast) => toast.visible);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the toasts' timers (react-hot-toast's handlers); nothing is done by pointer alone
    <div className="toast-lane" data-open={shown.length > 0} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      <div className="toast-lane__inner">
        {shown.map((toast) => (
          <div key={toast.id} className="toast" data-type={toast.type}>
            <ToastIcon toast={toast} />
            <div className="toast__message" {...toast.ariaProps}>
              {resolveValue(toast.message, toast)}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
