import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../shared/ui/notify.ts';
import { renderStatic } from '../shared/ui/testing/render.tsx';
import { ToastLane } from './toast-lane.tsx';

afterEach(() => {
  notify.clear();
});

/** The lane as it would show now: whether it is open, and each toast's words as screen readers get them. */
function lane() {
  const body = renderStatic(<ToastLane />);
  return {
    open: body.querySelector('.toast-lane')?.getAttribute('data-open'),
    toasts: [...body.querySelectorAll('[role="status"]')].map((status) => ({ text: status.textContent, live: status.getAttribute('aria-live') })),
  };
}

describe("given the toasts' lane", () => {
  it('when nothing was notified, then it is closed and says nothing', () => {
    expect(lane()).toEqual({ open: 'false', toasts: [] });
  });

  it('when an error is notified, then it opens with one toast saying it in a polite status region', () => {
    notify.error('Wrong username or password');
    expect(lane()).toEqual({ open: 'true', toasts: [{ text: 'Wrong username or password', live: 'polite' }] });
  });

  it('when the toasts are cleared, then it closes', () => {
    notify.success('Logged in');
    notify.clear();
    expect(lane()).toEqual({ open: 'false', toasts: [] });
  });
});
