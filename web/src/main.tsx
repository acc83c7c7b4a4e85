import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router.tsx';
import { createWebI18n } from './shared/i18n/i18n.ts';
import { setPageTranslator } from './shared/i18n/page-translator.ts';
import './styles.css';
import './shared/ui/design-tokens.css';
import './shared/ui/ui.css';

const i18n = createWebI18n();
setPageTranslator(i18n.t);
// Screen readers pick their voice by <html lang>.
document.documentElement.lang = i18n.language;

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element.');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
