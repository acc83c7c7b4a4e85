import type { ReactNode } from 'react';
import { Footer } from '../../app/footer.tsx';
import { SiteHeader } from '../../app/site-header.tsx';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** The app's layout for the applicant's own page: the same header and footer, without the router or toasts it does not use. */
export function ApplicantLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <SiteHeader
        brand={
          <a href="/" className="brand">
            {t('common.appName')}
          </a>
        }
      />
      <main id="main" className="main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
