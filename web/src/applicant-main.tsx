import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applicantLinkOf } from './features/applicant/applicant-link.ts';
import { applicantWords } from './features/applicant/applicant-words.ts';
import { ApplicantLayout } from './features/applicant/applicant-layout.tsx';
import { ApplicantPage } from './features/applicant/applicant-page.tsx';
import { catalogueTranslator } from './shared/i18n/catalogue-translator.ts';
import { setPageTranslator } from './shared/i18n/page-translator.ts';
import './styles.css';
import './shared/ui/design-tokens.css';
import './shared/ui/ui.css';

/**
 * The applicant's page (`/{textFolder}?code=`), its own entry (applicant.html): an applicant
 * needs none of the app's router, forms, account or i18next, so their page loads only React,
 * the typing test and its screens, with only their words (bench: "applicant page JavaScript").
 * English is the only language so far; with a second one, the page picks its words here.
 */
setPageTranslator(catalogueTranslator(applicantWords));
document.documentElement.lang = 'en';

const root = document.getElementById('root');
if (!root) throw new Error('applicant.html lacks the #root element.');

createRoot(root).render(
  <StrictMode>
    <ApplicantLayout>
      <ApplicantPage link={applicantLinkOf(window.location)} />
    </ApplicantLayout>
  </StrictMode>,
);
