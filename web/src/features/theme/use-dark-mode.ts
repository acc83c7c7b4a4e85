import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { applyDarkMode, saveDarkMode, savedDarkMode, systemDarkMode } from './theme-preference.ts';

/** Whether the page is dark, and the toggle that flips it and remembers the choice. */
export function useDarkMode() {
  const [dark, setDark] = useState(() => savedDarkMode() ?? systemDarkMode().matches);
  const [chosen, setChosen] = useState(() => savedDarkMode() !== null);

  useLayoutEffect(() => applyDarkMode(dark), [dark]);

  // Until the visitor chooses, keep following the system (it may switch at sunset).
  useEffect(() => {
    if (chosen) return;
    const query = systemDarkMode();
    const follow = () => setDark(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [chosen]);

  const toggle = useCallback(() => {
    const next = !dark;
    saveDarkMode(next);
    setChosen(true);
    setDark(next);
  }, [dark]);

  return { dark, toggle };
}
