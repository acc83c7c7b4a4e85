import { Toaster } from 'react-hot-toast';
import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from '../shared/i18n/use-translation.ts';
import { PageFrame } from './page-frame.tsx';

/**
 * Every screen of the app: its frame with the brand link navigating within the app, the route's
 * content, and the toasts: top center (SPEC 9), but just below the header, so a toast never
 * covers the brand link or the dark-mode toggle (on a phone a toast is as wide as the header).
 */
export function Layout() {
  const { t } = useTranslation();
  return (
    <PageFrame
      brand={
        <Link to="/" className="brand">
          {t('common.appName')}
        </Link>
      }
      overlay={
        <Toaster
          position="top-center"
          containerStyle={{ top: 'calc(var(--header-height) + 0.5rem)' }}
          toastOptions={{ style: { background: 'var(--surface)', color: 'var(--text)', border: '1px solid var(--border)' } }}
        />
      }
    >
      <Outlet />
    </PageFrame>
  );
}
