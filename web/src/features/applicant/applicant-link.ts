import type { ApplicantLink } from '@typetest/events/applicant';

/**
 * The personal link's two parts from a page address, `/{textFolder}?code={applicantCode}` (docs/product.md §2):
 * undefined when either is missing (docs/product.md §5: both are required).
 */
export function applicantLinkOf(location: Pick<Location, 'pathname' | 'search'>): ApplicantLink | undefined {
  const segment = location.pathname.replace(/^\/+|\/+$/g, '');
  const urlApplicantCode = new URLSearchParams(location.search).get('code');
  if (!segment || segment.includes('/') || !urlApplicantCode) return undefined;
  let textFolder: string;
  try {
    textFolder = decodeURIComponent(segment);
  } catch {
    return undefined; // a malformed escape is no folder of ours
  }
  return { textFolder, urlApplicantCode };
}
