import { Toaster, useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notify.ts';
import { renderStatic } from './testing/render.tsx';

/** What the layout's <Toaster> would show now: each toast's words, as screen readers get them. */
function shownToasts() {
  const body = renderStatic(<Toaster />);
  return [...body.querySelectorAll('[role="status"]')].map((status) => ({
    text: status.textContent,
    live: status.getAttribute('aria-live'),
  }));
}

/** The toasts still showing (a dismissed one is only on its way out), by react-hot-toast's own store. */
function VisibleToasts() {
  const { toasts } = useToasterStore();
  return (
    <ul>
      {toasts
        .filter((toast) => toast.visible)
        .map((toast) => (
          <li key={toast.id}>{String(toast.message)}</li>
        ))}
    </ul>
  );
}

function visibleToasts() {
  return [...renderStatic(<VisibleToasts />).querySelectorAll('li')].map((item) => item.textContent);
}

afterEach(() => {
  notify.clear();
});

describe('given the notify helper', () => {
  it('when a success is notified, then one toast says it in a polite status region', () => {
    notify.success('Logged in');
    expect(shownToasts()).toEqual([{ text: 'Logged in', live: 'polite' }]);
  });

  it('when an error follows a success, then it takes the success’s place: one toast, the newest words', () => {
    notify.success('Logged in');
    notify.error('Wrong username or password');
    notify.error('Failed to send invitation');
    expect(shownToasts()).toEqual([{ text: 'Failed to send invitation', live: 'polite' }]);
    expect(visibleToasts()).toEqual(['Failed to send invitation']);
  });

  it('when cleared, then no toast stays visible', () => {
    notify.success('Invitation sent');
    expect(visibleToasts()).toEqual(['Invitation sent']);
    notify.clear();
    expect(visibleToasts()).toEqual([]);
  });
});
