import type { ApplicantLink } from '@typetest/events/applicant';
import { ApplicantTest } from './applicant-test.tsx';
import { InvalidLink } from './invalid-link.tsx';
import type { CompanyLanguageListener } from './use-applicant-visit.ts';

/**
 * /{textFolder}?code={applicantCode}: the applicant's personal link (docs/product.md §2). Without both parts
 * (docs/product.md §5) the invalid-link screen shows without asking the server. The inviting
 * company's language goes to `onCompanyLanguage` (the light page takes it on; the app's route does not).
 */
export function ApplicantPage({ link, onCompanyLanguage }: { link: ApplicantLink | undefined; onCompanyLanguage?: CompanyLanguageListener }) {
  if (!link) return <InvalidLink />;
  // Another link opened in the same tab is another applicant: nothing of this one carries over.
  return <ApplicantTest key={`${link.textFolder}?${link.urlApplicantCode}`} link={link} onCompanyLanguage={onCompanyLanguage} />;
}
