import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';
import { FieldLabel } from './field-label.tsx';
import { useFieldAria } from './use-field-aria.ts';

export type TextFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Wrong without a message: red border and aria-invalid only. */
  invalid?: boolean;
};

/**
 * A labelled one-line input. Every other prop goes to the <input> (ref included), so
 * `<TextField label="E-mail" {...register('email')} />` works with react-hook-form.
 */
export function TextField({ label, hint, error, invalid, required, id, className, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const field = useFieldAria({ id, hint, error, invalid, required, describedBy });
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.controlId} required={required}>
        {label}
      </FieldLabel>
      {field.hintId && <FieldHint id={field.hintId}>{hint}</FieldHint>}
      <input type="text" {...input} {...field.controlProps} className="ui-input" />
      {field.errorId && <FieldError id={field.errorId}>{error}</FieldError>}
    </div>
  );
}
