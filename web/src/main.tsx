import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { routerReady } from './app/router-ready.ts';
import { landingViewOf } from './features/landing/landing-view.ts';
import { router } from './app/router.tsx';
import { setPageLanguage, startLanguage } from './shared/i18n/page-language.ts';
import { setPageTranslator } from './shared/i18n/page-translator.ts';
import { pageWordsIn } from './shared/i18n/page-words.ts';
import './styles.css';
import './shared/ui/design-tokens.css';
import './shared/ui/ui.css';

// The visitor's choice (the header's switch), else the browser's languages; <html lang> follows.
// Only that language's words are fetched (page-words.ts): the switch reloads the page.
const language = startLanguage();
setPageLanguage(language);
const words = pageWordsIn(language).then(setPageTranslator);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element.');

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// `/` may come prerendered (docs/decisions/0070-landing-page-prerendered.md): React takes that HTML
// over once the landing route's code is here, if it shows what this render would (the menu, in
// this language). Anything else is rendered afresh, replacing it.
const prerendered = root.dataset.prerendered;
if (prerendered === language && location.pathname === '/' && landingViewOf(new URLSearchParams(location.search)) === 'initial') {
  void Promise.all([words, routerReady(router)]).then(() => hydrateRoot(root, app));
} else {
  void words.then(() => createRoot(root).render(app));
}
