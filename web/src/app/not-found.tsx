import { Link } from 'react-router-dom';
import { useTranslation } from '../shared/i18n/use-translation.ts';
import { Page } from '../shared/ui/page.tsx';

/**
 * Any address that is none of docs/product.md §2's routes (more than one path segment). The server answers
 * it with status 404 as well (api/src/http/spa.ts).
 */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('common.pageNotFound')} focusHeading={false}>
      <p>{t('common.noPageHere')}</p>
      <p>
        <Link to="/">{t('common.backToMainPage')}</Link>
      </p>
    </Page>
  );
}
