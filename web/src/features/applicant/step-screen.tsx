import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Page } from '../../shared/ui/page.tsx';

export interface StepScreenProps {
  title: string;
  children: ReactNode;
  /** The button that moves on (default "Continue"); none on the last screen. */
  continueLabel?: string;
  onContinue?: () => void;
  /** Continue is working (the introduction still being sent): disabled, with a spinner. */
  busy?: boolean;
  /** The visit's first screen keeps the focus at the top of the page, as any page opened from a link. */
  first?: boolean;
}

/**
 * One of the applicant's screens between tests (docs/product.md §2: welcome, welcome back, introduction
 * complete, almost there, complete): what just happened and what comes next, and Continue.
 */
export function StepScreen({ title, children, continueLabel, onContinue, busy = false, first = false }: StepScreenProps) {
  const { t } = useTranslation();
  return (
    <Page title={title} focusHeading={!first}>
      {children}
      {onContinue && (
        <div className="ui-actions">
          <Button variant="primary" onClick={onContinue} busy={busy}>
            {continueLabel ?? t('applicant.continue')}
          </Button>
        </div>
      )}
    </Page>
  );
}
