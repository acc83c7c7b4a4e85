import { Link } from 'react-router-dom';
import { useTranslation } from '../shared/i18n/use-translation.ts';
import { SiteHeader } from './site-header.tsx';

/** The app's header: the brand link navigates within the app. */
export function Header() {
  const { t } = useTranslation();
  return (
    <SiteHeader
      brand={
        <Link to="/" className="brand">
          {t('common.appName')}
        </Link>
      }
    />
  );
}
