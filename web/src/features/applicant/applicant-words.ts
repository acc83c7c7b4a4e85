import { commonEn } from '@typetest/events/i18n/common-en';
import { testTakingEn } from '@typetest/events/i18n/test-taking-en';

/**
 * The sections of the catalogue the applicant's page shows (its screens, the typing test, the
 * header, footer and shared controls): all it loads of the product's words. Its test checks that
 * every key those screens ask for is here.
 */
export const applicantWords = { ...commonEn, ...testTakingEn };
