import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { useDarkMode } from './use-dark-mode.ts';

/**
 * The header's dark-mode switch. One name, "Dark mode", with aria-pressed saying whether it is on:
 * a name that also changed ("Switch to light mode, pressed") would contradict its own state.
 */
export function DarkModeToggle() {
  const { t } = useTranslation();
  const { dark, toggle } = useDarkMode();
  return <IconButton aria-label={t('common.darkMode')} aria-pressed={dark} icon={dark ? '☀' : '☾'} onClick={toggle} />;
}
