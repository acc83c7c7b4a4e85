import { useParams, useSearchParams } from 'react-router-dom';
import { ApplicantTest } from './applicant-test.tsx';
import { InvalidLink } from './invalid-link.tsx';

/**
 * /{textFolder}?code={applicantCode}: the applicant's personal link (SPEC 2). Both parts are
 * required (SPEC 5); without either the invalid-link screen shows without asking the server.
 */
export function ApplicantPage() {
  const { textFolder } = useParams();
  const [searchParams] = useSearchParams();
  const urlApplicantCode = searchParams.get('code');
  if (!textFolder || !urlApplicantCode) return <InvalidLink />;
  // Another link opened in the same tab is another applicant: nothing of this one carries over.
  return <ApplicantTest key={`${textFolder}?${urlApplicantCode}`} link={{ textFolder, urlApplicantCode }} />;
}
