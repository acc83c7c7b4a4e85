import { useTranslation } from '../i18n/use-translation.ts';

export interface SkeletonProps {
  /** Grey bars standing in for the content to come. */
  lines?: number;
  /** Whether a heading-sized bar comes first. */
  heading?: boolean;
  /** `buttons`: each bar is a full-width, button-high block, for a row or grid of actions on its way. */
  shape?: 'text' | 'buttons';
  /** What is loading, for screen readers; "Loading…" when not given. */
  label?: string;
  /** Lays the bars out like the content they stand for (e.g. the grid the buttons will fill). */
  className?: string;
}

/** A placeholder in the shape of the content being loaded, so the page does not jump when it arrives. */
export function Skeleton({ lines = 3, heading = true, shape = 'text', label, className }: SkeletonProps) {
  const { t } = useTranslation();
  const classes = ['ui-skeleton', shape === 'buttons' && 'ui-skeleton--buttons', className];
  return (
    <div className={classes.filter(Boolean).join(' ')} role="status" aria-busy="true">
      <span className="ui-visually-hidden">{label ?? t('common.loading')}</span>
      {heading && <span className="ui-skeleton__bar ui-skeleton__bar--heading" aria-hidden="true" />}
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="ui-skeleton__bar" aria-hidden="true" />
      ))}
    </div>
  );
}
