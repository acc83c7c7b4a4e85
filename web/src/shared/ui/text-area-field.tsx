import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';
import { FieldLabel } from './field-label.tsx';
import { useFieldAria } from './use-field-aria.ts';

export type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
};

/** A labelled multi-line input; every other prop (ref included) goes to the <textarea>. */
export function TextAreaField({ label, hint, error, invalid, required, id, className, rows = 4, 'aria-describedby': describedBy, ...textarea }: TextAreaFieldProps) {
  const field = useFieldAria({ id, hint, error, invalid, required, describedBy });
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.controlId} required={required}>
        {label}
      </FieldLabel>
      {field.hintId && <FieldHint id={field.hintId}>{hint}</FieldHint>}
      <textarea rows={rows} {...textarea} {...field.controlProps} className="ui-input ui-textarea" />
      {field.errorId && <FieldError id={field.errorId}>{error}</FieldError>}
    </div>
  );
}
