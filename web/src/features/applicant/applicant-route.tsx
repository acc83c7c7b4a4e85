import { useLocation } from 'react-router-dom';
import { applicantLinkOf } from './applicant-link.ts';
import { ApplicantPage } from './applicant-page.tsx';

/**
 * The applicant's page as a route of the app (the Vite dev server, or a link followed within the
 * app). The server itself answers applicant links with their own light page (applicant-main.tsx).
 */
export function ApplicantRoute() {
  return <ApplicantPage link={applicantLinkOf(useLocation())} />;
}
