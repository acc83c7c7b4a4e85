import { useLayoutEffect, useRef } from 'react';

/**
 * Moves keyboard focus to an element (usually a view's heading, with tabIndex -1) when a view
 * replaces another on the same page, so a keyboard or screen-reader user lands on the new view
 * instead of on a button that no longer exists.
 */
export function useFocusOnMount<Element extends HTMLElement>(enabled = true) {
  const ref = useRef<Element>(null);
  // A layout effect, like the dialogs': the focus moves in the commit that shows the view.
  useLayoutEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
