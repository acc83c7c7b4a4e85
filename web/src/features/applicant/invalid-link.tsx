import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Page } from '../../shared/ui/page.tsx';

/**
 * SPEC 2: the applicant's link is missing its text folder or code, or no longer valid. `expired`
 * adds why a link that once worked stops working.
 */
export function InvalidLink({ expired = false }: { expired?: boolean }) {
  const { t } = useTranslation();
  return (
    <Page title={t('applicant.invalidTitle')} focusHeading={false}>
      <p>{t('applicant.invalidUrl')}</p>
      {expired && <p>{t('applicant.linksExpire')}</p>}
    </Page>
  );
}
