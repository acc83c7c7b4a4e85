import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from '../shared/i18n/use-translation.ts';
import { PageFrame } from './page-frame.tsx';
import { ToastLane } from './toast-lane.tsx';

/** Every screen of the app: its frame with the brand link navigating within the app, the route's content, and the toasts' lane under the header. */
export function Layout() {
  const { t } = useTranslation();
  return (
    <PageFrame
      brand={
        <Link to="/" className="brand">
          {t('common.appName')}
        </Link>
      }
      notices={<ToastLane />}
    >
      <Outlet />
    </PageFrame>
  );
}
