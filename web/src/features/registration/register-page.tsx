import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/spinner.tsx';

// Loaded only when /register is opened: the landing and applicant pages do not download the wizard.
const RegistrationWizard = lazy(() => import('./registration-wizard.tsx').then((module) => ({ default: module.RegistrationWizard })));

/** The /register route (docs/product.md §2). */
export function RegisterPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <RegistrationWizard />
    </Suspense>
  );
}
