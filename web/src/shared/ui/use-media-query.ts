import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, kept up to date (a tablet can gain a mouse, a window can move screens). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // Matching nothing while prerendered and hydrated (web/src/prerender.tsx); the browser's answer right after.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A touch screen is the main way to point: say "Tap", not "Click". */
export function useCoarsePointer(): boolean {
  return useMediaQuery('(pointer: coarse)');
}
