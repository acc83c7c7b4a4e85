import type { ReactNode } from 'react';
import { PageFrame } from '../../app/page-frame.tsx';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** The applicant's own page in the app's frame, without the router or toasts it does not use. */
export function ApplicantLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageFrame
      brand={
        <a href="/" className="brand">
          {t('common.appName')}
        </a>
      }
    >
      {children}
    </PageFrame>
  );
}
