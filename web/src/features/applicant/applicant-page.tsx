import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { ComingSoon } from '../../shared/ui/coming-soon.tsx';
import { InvalidLink } from './invalid-link.tsx';

/**
 * /{textFolder}?code={applicantCode}: the applicant's personal link (SPEC 2). Both parts are
 * required (SPEC 5); the welcome, introduction and three measured stages will live here.
 */
export function ApplicantPage() {
  const { t } = useTranslation();
  const { textFolder } = useParams();
  const [searchParams] = useSearchParams();
  const applicantCode = searchParams.get('code');
  if (!textFolder || !applicantCode) return <InvalidLink />;
  return <ComingSoon title={t('applicant.title')} message={t('applicant.comingSoon')} />;
}
