import { lazy, Suspense } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useSearchParams } from 'react-router-dom';
import { readAuthLink } from './auth-link.ts';
import { LinkWaiting } from './link-waiting.tsx';

// Loaded only when a link is opened: the landing and applicant pages do not download it.
const AuthLinkScreen = lazy(() => import('./auth-link-screen.tsx').then((module) => ({ default: module.AuthLinkScreen })));

/** The /authlink route. While the screen's code arrives, the same card and spinner as its first view. */
export function AuthLinkPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const read = readAuthLink(search);
  return (
    <Suspense fallback={<LinkWaiting mode={read.usable ? read.link.mode : read.mode} label={t('authLink.checking')} />}>
      <AuthLinkScreen />
    </Suspense>
  );
}
