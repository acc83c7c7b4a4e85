import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { useHydrating } from '../../shared/use-hydrating.ts';
import { useDarkMode } from './use-dark-mode.ts';

/**
 * The header's dark-mode switch. One name, "Dark mode", with aria-pressed saying whether it is on:
 * a name that also changed ("Switch to light mode, pressed") would contradict its own state.
 */
export function DarkModeToggle() {
  const { t } = useTranslation();
  const { dark: chosenDark, toggle } = useDarkMode();
  // The prerendered landing page is drawn light; its colours follow the theme at once (CSS), the button once React has taken the page over.
  const dark = !useHydrating() && chosenDark;
  return <IconButton aria-label={t('common.darkMode')} aria-pressed={dark} icon={dark ? '☀' : '☾'} onClick={toggle} />;
}
