import type { ReactNode } from 'react';
import { DarkModeToggle } from '../features/theme/dark-mode-toggle.tsx';

/** The header of every page: the brand link home (`brand`, a router link in the app, a plain one on the applicant's page) and the dark-mode toggle. */
export function SiteHeader({ brand }: { brand: ReactNode }) {
  return (
    <header className="site-header">
      {brand}
      <DarkModeToggle />
    </header>
  );
}
