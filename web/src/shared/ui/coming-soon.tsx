import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A screen whose real content is still to be built: says so plainly, with a way home. */
export function ComingSoon({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return (
    <section className="card">
      <title>{t('common.pageTitle', { title })}</title>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <Link to="/">{t('common.backToMainPage')}</Link>
      </p>
    </section>
  );
}
