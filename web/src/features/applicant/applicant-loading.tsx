import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';

/**
 * docs/product.md §2's loading skeleton of the applicant's page, in the shape of the welcome to come: shown
 * while the page's code arrives and while it asks the server about the link, so the two waits
 * look like one.
 */
export function ApplicantLoading() {
  const { t } = useTranslation();
  return (
    <section className="ui-card">
      <Skeleton lines={3} label={t('applicant.loading')} />
    </section>
  );
}
