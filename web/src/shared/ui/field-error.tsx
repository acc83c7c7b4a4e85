import type { ReactNode } from 'react';

/**
 * A field's error, right under its control and named by the control's aria-describedby: an icon
 * and words, never colour alone.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="ui-field__error" id={id}>
      <span className="ui-field__error-icon" aria-hidden="true">
        !
      </span>
      <span>{children}</span>
    </p>
  );
}
