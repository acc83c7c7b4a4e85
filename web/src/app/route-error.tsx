import { Link } from 'react-router-dom';
import { useTranslation } from '../shared/i18n/use-translation.ts';
import { Page } from '../shared/ui/page.tsx';

/** Shown instead of a blank page when a screen crashes. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="main">
      <Page title={t('common.somethingWentWrong')} focusHeading={false}>
        <p>{t('common.reloadPage')}</p>
        <p>
          <Link to="/">{t('common.backToMainPage')}</Link>
        </p>
      </Page>
    </main>
  );
}
