import { useTranslation } from '../shared/i18n/use-translation.ts';
import { Link } from 'react-router-dom';

/**
 * Any address that is none of SPEC 2's routes (more than one path segment). The server answers
 * it with status 404 as well (api/src/http/spa.ts).
 */
export function NotFound() {
  const { t } = useTranslation();
  const title = t('common.pageNotFound');
  return (
    <section className="card">
      <title>{t('common.pageTitle', { title })}</title>
      <h1>{title}</h1>
      <p>{t('common.noPageHere')}</p>
      <p>
        <Link to="/">{t('common.backToMainPage')}</Link>
      </p>
    </section>
  );
}
