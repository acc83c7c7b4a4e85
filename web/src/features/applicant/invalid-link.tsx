import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Page } from '../../shared/ui/page.tsx';

/**
 * docs/product.md §2: the applicant's link is missing its text folder or code, or no longer valid. `expired`
 * adds why a link that once worked stops working. It ends with the way back to the main page,
 * as the app's page-not-found screen does (web/src/app/not-found.tsx): a plain link, since the
 * applicant's page has no router (docs/decisions/0015-applicant-page-of-its-own.md).
 */
export function InvalidLink({ expired = false }: { expired?: boolean }) {
  const { t } = useTranslation();
  return (
    <Page title={t('applicant.invalidTitle')} focusHeading={false}>
      <p>{t('applicant.invalidUrl')}</p>
      {expired && <p>{t('applicant.linksExpire')}</p>}
      <p>
        <a href="/">{t('common.backToMainPage')}</a>
      </p>
    </Page>
  );
}
