import type { ReactNode } from 'react';

/**
 * A field's visible label with a visible `*` when the field is required. The star is hidden from
 * screen readers, which hear "required" from the control's aria-required instead.
 */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label className="ui-field__label" htmlFor={htmlFor}>
      {children}
      {required && (
        <span className="ui-field__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}
