import { Toaster } from 'react-hot-toast';
import { useTranslation } from '../shared/i18n/use-translation.ts';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/**
 * Every screen: header, the route's content, footer, and the toasts: top center (SPEC 9), but
 * just below the header, so a toast never covers the brand link or the dark-mode toggle (on a
 * phone a toast is as wide as the header).
 */
export function Layout() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className="main">
        <Outlet />
      </main>
      <Footer />
      <Toaster
        position="top-center"
        containerStyle={{ top: 'calc(var(--header-height) + 0.5rem)' }}
        toastOptions={{ style: { background: 'var(--surface)', color: 'var(--text)', border: '1px solid var(--border)' } }}
      />
    </div>
  );
}
