import { useTranslation } from '../i18n/use-translation.ts';

export interface ProgressDotsProps {
  /** Every step's name in words, in order (the wizard's: details, texts, account, finished). */
  steps: readonly string[];
  /** The current step, counted from 0. */
  current: number;
}

/**
 * One dot per step, the current one filled and the done ones ticked off. The dots are pictures;
 * the words beside them ("Step 2 of 4: texts") are what everyone reads, and a screen
 * reader hears them again when the step changes.
 */
export function ProgressDots({ steps, current }: ProgressDotsProps) {
  const { t } = useTranslation();
  const name = steps[current] ?? '';
  return (
    <div className="ui-progress">
      <ol className="ui-progress__dots" aria-hidden="true">
        {steps.map((step, index) => (
          <li
            key={step}
            className={['ui-progress__dot', index < current && 'ui-progress__dot--done', index === current && 'ui-progress__dot--current'].filter(Boolean).join(' ')}
          />
        ))}
      </ol>
      <p className="ui-progress__caption" aria-live="polite">
        {t('common.step', { n: current + 1, total: steps.length, name })}
      </p>
    </div>
  );
}
