import { useDarkMode } from './use-dark-mode.ts';

/** The header's dark-mode switch: names the mode it switches to, and reports whether dark is on. */
export function DarkModeToggle() {
  const { dark, toggle } = useDarkMode();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      aria-pressed={dark}
      onClick={toggle}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </button>
  );
}
