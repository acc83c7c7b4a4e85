import type { Language } from '@typetest/events/i18n/languages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applicantLinkOf } from './features/applicant/applicant-link.ts';
import { applicantWordsFor } from './features/applicant/applicant-words.ts';
import { ApplicantLayout } from './features/applicant/applicant-layout.tsx';
import { ApplicantPage } from './features/applicant/applicant-page.tsx';
import { catalogueTranslator } from './shared/i18n/catalogue-translator.ts';
import { chosenLanguage, pageLanguage, setPageLanguage, startLanguage } from './shared/i18n/page-language.ts';
import { setPageTranslator } from './shared/i18n/page-translator.ts';
import './styles.css';
import './shared/ui/design-tokens.css';
import './shared/ui/ui.css';

/**
 * The applicant's page (`/{textFolder}?code=`), its own entry (applicant.html): an applicant
 * needs none of the app's router, forms, account or i18next, so their page loads only React,
 * the typing test and its screens, with only their words (bench: "applicant page JavaScript").
 * It starts in the app's language (the visitor's choice, else the browser's), then takes on the
 * inviting company's once submitauth names it, unless the visitor chose one with the switch:
 * English at once, another language once its words are fetched (applicant-words.ts).
 */
const element = document.getElementById('root');
if (!element) throw new Error('applicant.html lacks the #root element.');
const root = createRoot(element);

/** Sets the page's words and language, and shows the page in them (again: the header and footer follow too). */
async function showIn(wanted: Language): Promise<void> {
  const { language, words } = await applicantWordsFor([wanted]);
  setPageTranslator(catalogueTranslator(words, language));
  setPageLanguage(language);
  root.render(
    <StrictMode>
      <ApplicantLayout>
        <ApplicantPage link={applicantLinkOf(window.location)} onCompanyLanguage={takeOnCompanyLanguage} />
      </ApplicantLayout>
    </StrictMode>,
  );
}

async function takeOnCompanyLanguage(language: Language): Promise<void> {
  if (chosenLanguage() === undefined && language !== pageLanguage()) await showIn(language);
}

void showIn(startLanguage());
