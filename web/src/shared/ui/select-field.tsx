import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';
import { FieldLabel } from './field-label.tsx';
import { useFieldAria } from './use-field-aria.ts';

export type SelectFieldProps = ComponentProps<'select'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The choices: value and the words shown. */
  options: readonly { value: string; label: string }[];
};

/** A labelled choice of one of a few values (a sort order, a time zone), laid out like TextField. */
export function SelectField({ label, hint, error, required, id, className, options, 'aria-describedby': describedBy, ...select }: SelectFieldProps) {
  const field = useFieldAria({ id, hint, error, required, describedBy });
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.controlId} required={required}>
        {label}
      </FieldLabel>
      {field.hintId && <FieldHint id={field.hintId}>{hint}</FieldHint>}
      <select {...select} {...field.controlProps} className="ui-input ui-select">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {field.errorId && <FieldError id={field.errorId}>{error}</FieldError>}
    </div>
  );
}
