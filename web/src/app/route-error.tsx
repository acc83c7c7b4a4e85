import { useTranslation } from '../shared/i18n/use-translation.ts';
import { Link } from 'react-router-dom';

/** Shown instead of a blank page when a screen crashes. */
export function RouteError() {
  const { t } = useTranslation();
  const title = t('common.somethingWentWrong');
  return (
    <main className="main">
      <section className="card">
        <title>{t('common.pageTitle', { title })}</title>
        <h1>{title}</h1>
        <p>{t('common.reloadPage')}</p>
        <p>
          <Link to="/">{t('common.backToMainPage')}</Link>
        </p>
      </section>
    </main>
  );
}
