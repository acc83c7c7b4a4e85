import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while the page is rendered at build time (web/src/prerender.tsx) and while React hydrates
 * that HTML in the browser; false right after, and from the start on a page rendered afresh. What
 * only the browser knows (a stored session, the theme) is shown once this is false, so the first
 * render matches the prerendered HTML exactly (docs/decisions/0070-landing-page-prerendered.md).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
