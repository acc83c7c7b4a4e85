/**
 * The landing page rendered to HTML at build time (web/prerender-plugin.ts), once per language, so
 * `/` paints its text before any script has run; main.tsx hydrates it
 * (docs/decisions/0070-landing-page-prerendered.md). Runs in Node, in a happy-dom window the plugin
 * sets up: no stored session, no cookie, a light system theme, as a first visit.
 */
import type { Language } from '@typetest/events/i18n/languages';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routerReady } from './app/router-ready.ts';
import { routes } from './app/routes.tsx';
import { setPageLanguage } from './shared/i18n/page-language.ts';
import { setPageTranslator } from './shared/i18n/page-translator.ts';
import { pageWordsIn } from './shared/i18n/page-words.ts';

export async function renderLanding(language: Language): Promise<string> {
  setPageTranslator(await pageWordsIn(language));
  setPageLanguage(language, [language]);
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  // The landing route's code is a lazy import: rendered before it arrives, the page would be its placeholder.
  await routerReady(router);
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/** The page's description for search results, in its language: the landing page's own sentence. */
export async function landingDescription(language: Language): Promise<string> {
  return (await pageWordsIn(language))('landing.intro');
}
