import type { ReactNode } from 'react';
import { DarkModeToggle } from '../features/theme/dark-mode-toggle.tsx';
import { useTranslation } from '../shared/i18n/use-translation.ts';
import { Footer } from './footer.tsx';

export interface PageFrameProps {
  /** The brand link home: a router link in the app, a plain one on the applicant's own page. */
  brand: ReactNode;
  children: ReactNode;
  /** Outside the landmarks, after the footer: the app's toasts, which belong to no part of the page. */
  overlay?: ReactNode;
}

/** What frames every page: the skip link, the header (brand link, dark-mode toggle), the main content and the footer. */
export function PageFrame({ brand, children, overlay }: PageFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="site-header">
        {brand}
        <DarkModeToggle />
      </header>
      <main id="main" className="main">
        {children}
      </main>
      <Footer />
      {overlay}
    </div>
  );
}
