import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DarkModeToggle } from '../features/theme/dark-mode-toggle.tsx';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <Link to="/" className="brand">
        {t('common.appName')}
      </Link>
      <DarkModeToggle />
    </header>
  );
}
