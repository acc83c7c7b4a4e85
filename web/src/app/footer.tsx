import { useTranslation } from '../shared/i18n/use-translation.ts';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('common.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
