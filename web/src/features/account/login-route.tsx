import { lazy, Suspense } from 'react';
import { Skeleton } from '../../shared/ui/skeleton.tsx';

// The account screens are their own download: the landing and applicant pages never fetch them.
const LoginPage = lazy(() => import('./login-page.tsx').then((module) => ({ default: module.LoginPage })));

/** /login, loaded when first visited. */
export function LoginRoute() {
  return (
    <Suspense
      fallback={
        <section className="ui-card">
          <Skeleton lines={4} />
        </section>
      }
    >
      <LoginPage />
    </Suspense>
  );
}
