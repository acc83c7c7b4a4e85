import type { ReactNode } from 'react';
import { LanguageSwitch } from '../features/language/language-switch.tsx';
import { DarkModeToggle } from '../features/theme/dark-mode-toggle.tsx';
import { useTranslation } from '../shared/i18n/use-translation.ts';
import { Footer } from './footer.tsx';

export interface PageFrameProps {
  /** The brand link home: a router link in the app, a plain one on the applicant's own page. */
  brand: ReactNode;
  children: ReactNode;
  /** Between the header and the main content, outside both: the app's toasts (toast-lane.tsx). */
  notices?: ReactNode;
}

/** What frames every page: the skip link, the header (brand link, language switch, dark-mode toggle), the main content and the footer. */
export function PageFrame({ brand, children, notices }: PageFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="site-header">
        {brand}
        <div className="site-header__controls">
          <LanguageSwitch />
          <DarkModeToggle />
        </div>
      </header>
      {notices}
      <main id="main" className="main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
