import { useTranslation } from 'react-i18next';

/**
 * SPEC 2: the applicant's link is missing its text folder or code, or no longer valid. `expired`
 * adds why a link that once worked stops working.
 */
export function InvalidLink({ expired = false }: { expired?: boolean }) {
  const { t } = useTranslation();
  const title = t('applicant.invalidTitle');
  return (
    <section className="card">
      <title>{t('common.pageTitle', { title })}</title>
      <h1>{title}</h1>
      <p>{t('applicant.invalidUrl')}</p>
      {expired && <p>{t('applicant.linksExpire')}</p>}
    </section>
  );
}
