import { commonSv } from '@typetest/events/i18n/common-sv';
import { testTakingSv } from '@typetest/events/i18n/test-taking-sv';

/** The applicant's page's words in Swedish (applicant-words.ts's sections): a chunk of its own, fetched only by applicants who read Swedish. */
export const applicantWordsSv = { ...commonSv, ...testTakingSv };
