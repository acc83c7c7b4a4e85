import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { FieldError } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';
import { FieldLabel } from './field-label.tsx';
import { useFieldAria } from './use-field-aria.ts';

export type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
};

/**
 * A labelled password input with a show/hide toggle. The toggle's name stays "Show password" and
 * aria-pressed says whether it is shown (a name that flips would not match a static icon).
 * Every other prop (ref included) goes to the <input>.
 */
export function PasswordField({
  label,
  hint,
  error,
  invalid,
  required,
  id,
  className,
  autoComplete = 'current-password',
  'aria-describedby': describedBy,
  ...input
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const field = useFieldAria({ id, hint, error, invalid, required, describedBy });
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.controlId} required={required}>
        {label}
      </FieldLabel>
      {field.hintId && <FieldHint id={field.hintId}>{hint}</FieldHint>}
      <div className="ui-input-group">
        <input autoComplete={autoComplete} autoCapitalize="off" spellCheck={false} {...input} type={shown ? 'text' : 'password'} {...field.controlProps} className="ui-input" />
        <button
          type="button"
          className="ui-input-group__button"
          aria-label={t('common.showPassword')}
          aria-pressed={shown}
          aria-controls={field.controlId}
          title={t('common.showPassword')}
          onClick={() => setShown((was) => !was)}
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
      {field.errorId && <FieldError id={field.errorId}>{error}</FieldError>}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <line x1="3" y1="3" x2="21" y2="21" />}
    </svg>
  );
}
