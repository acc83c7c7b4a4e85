import { daysUntilErasure } from '@typetest/events/applicant';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/**
 * "Data erased in 12 days" beside an applicant in the awaiting list and history, when their data is
 * erased within the notice period (retention.ts); nothing when it is further off.
 */
export function ErasureNotice({ erasesAt, className }: { erasesAt: string | undefined; className?: string }) {
  const { t } = useTranslation();
  const days = erasesAt === undefined ? undefined : daysUntilErasure(erasesAt, new Date());
  if (days === undefined) return null;
  return (
    <span className={className ?? 'account-erasure'}>
      <time dateTime={erasesAt}>{days === 0 ? t('account.applicantData.erasureDue') : t('account.applicantData.erasedIn', { count: days })}</time>
    </span>
  );
}
