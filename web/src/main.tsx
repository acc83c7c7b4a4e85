import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router.tsx';
import { createWebI18n } from './shared/i18n/i18n.ts';
import { setPageLanguage, startLanguage } from './shared/i18n/page-language.ts';
import { setPageTranslator } from './shared/i18n/page-translator.ts';
import './styles.css';
import './shared/ui/design-tokens.css';
import './shared/ui/ui.css';

// The visitor's choice (the header's switch), else the browser's languages; <html lang> follows.
const language = startLanguage();
setPageTranslator(createWebI18n([language]).t);
setPageLanguage(language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element.');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
