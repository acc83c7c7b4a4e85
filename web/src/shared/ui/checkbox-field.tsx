import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { FieldHint } from './field-hint.tsx';
import { FieldLabel } from './field-label.tsx';
import { useFieldAria } from './use-field-aria.ts';

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
};

/** A checkbox with its label beside it; every other prop (ref included) goes to the <input>. */
export function CheckboxField({ label, hint, error, invalid, required, id, className, 'aria-describedby': describedBy, ...input }: CheckboxFieldProps) {
  const field = useFieldAria({ id, hint, error, invalid, required, describedBy });
  return (
    <div className={['ui-checkbox', className].filter(Boolean).join(' ')}>
      <input {...input} type="checkbox" {...field.controlProps} className="ui-checkbox__box" />
      <FieldLabel htmlFor={field.controlId} required={required}>
        {label}
      </FieldLabel>
      {field.hintId && <FieldHint id={field.hintId}>{hint}</FieldHint>}
      {field.errorId && <FieldError id={field.errorId}>{error}</FieldError>}
    </div>
  );
}
