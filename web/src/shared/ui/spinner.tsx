import { useTranslation } from '../i18n/use-translation.ts';

export interface SpinnerProps {
  /** What is loading, read by screen readers; "Loading…" when not given. */
  label?: string;
  size?: 'small' | 'large';
}

/** A turning circle that tells screen readers what is loading (role=status). */
export function Spinner({ label, size = 'large' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span className={`ui-spinner ui-spinner--${size}`} role="status">
      <span className="ui-spinner__circle" aria-hidden="true" />
      <span className="ui-visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}
