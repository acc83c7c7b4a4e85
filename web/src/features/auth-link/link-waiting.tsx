import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { headingKeyOf, type AuthLinkMode } from './auth-link.ts';
import './auth-link.css';

export interface LinkWaitingProps {
  mode: AuthLinkMode | undefined;
  /** What is happening: "Checking your link…", "Verifying your e-mail…". */
  label: string;
  /** Focus the heading: when this view replaces another (after "Try again"), not on arrival. */
  focusHeading?: boolean;
}

/** docs/product.md §2: a spinner while the link is being checked or applied, under the link's heading. */
export function LinkWaiting({ mode, label, focusHeading = false }: LinkWaitingProps) {
  const { t } = useTranslation();
  return (
    <Page title={t(headingKeyOf(mode))} focusHeading={focusHeading}>
      <div className="auth-link__waiting">
        <Spinner label={label} />
        {/* Seen, not read twice: the spinner already says it to screen readers. */}
        <p aria-hidden="true">{label}</p>
      </div>
    </Page>
  );
}
