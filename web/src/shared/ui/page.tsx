import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { IconButton } from './icon-button.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

export interface PageProps {
  /** The view's name: the browser tab reads "{title} · Typetest", and the heading says it unless `heading` is given. */
  title: string;
  heading?: ReactNode;
  /** Shows the back arrow (named "Back") before the heading. */
  onBack?: () => void;
  /** Above the heading: a Breadcrumb or ProgressDots. */
  top?: ReactNode;
  /**
   * Focus the heading on mount (default): a view that replaces another on the same page lands a
   * keyboard or screen-reader user on its heading instead of on a button that no longer exists.
   * Off for a page's first view, so a visitor arriving from a link starts at the top as usual.
   */
  focusHeading?: boolean;
  children: ReactNode;
}

/** One view of a screen: tab title, optional back arrow, heading, content, on a card. */
export function Page({ title, heading, onBack, top, focusHeading = true, children }: PageProps) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  return (
    <section className="ui-card ui-page">
      <title>{t('common.pageTitle', { title })}</title>
      {top}
      <div className="ui-page__header">
        {onBack && <IconButton aria-label={t('common.back')} icon="←" onClick={onBack} />}
        <h1 ref={headingRef} tabIndex={-1} className="ui-page__heading">
          {heading ?? title}
        </h1>
      </div>
      {children}
    </section>
  );
}
