import type { ApplicantLink } from '@typetest/events/applicant';
import { ApplicantTest } from './applicant-test.tsx';
import { InvalidLink } from './invalid-link.tsx';

/**
 * /{textFolder}?code={applicantCode}: the applicant's personal link (docs/product.md §2). Without both parts
 * (docs/product.md §5) the invalid-link screen shows without asking the server.
 */
export function ApplicantPage({ link }: { link: ApplicantLink | undefined }) {
  if (!link) return <InvalidLink />;
  // Another link opened in the same tab is another applicant: nothing of this one carries over.
  return <ApplicantTest key={`${link.textFolder}?${link.urlApplicantCode}`} link={link} />;
}
