import { useTranslation } from '../i18n/use-translation.ts';

/** The back arrow of SPEC's screens: an icon button, named "Back" for screen readers. */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="back-button" aria-label={t('common.back')} onClick={onClick}>
      <span aria-hidden="true">←</span>
    </button>
  );
}
