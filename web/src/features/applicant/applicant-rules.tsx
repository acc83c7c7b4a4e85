import { maxRefusalsPerStage } from '@typetest/events/applicant/refusal-limit';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/**
 * The rules of the test, said before it begins and again on coming back (the invitation says them
 * too): how long it takes, that it needs a keyboard, that a reload starts the test again and the
 * company is told, and that pasted or scripted text is refused, locking the link after the limit
 * the server enforces (refusal-limit.ts).
 */
export function ApplicantRules() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('applicant.rules.time')}</p>
      <p>{t('applicant.rules.reload')}</p>
      <p>{t('applicant.rules.keyByKey', { max: maxRefusalsPerStage })}</p>
    </>
  );
}
