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
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** A touch screen is the main way to point: say "Tap", not "Click". */
export function useCoarsePointer(): boolean {
  return useMediaQuery('(pointer: coarse)');
}
