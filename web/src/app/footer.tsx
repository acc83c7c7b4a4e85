import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('common.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
