import { useId, type ReactNode } from 'react';

export interface FieldAriaInput {
  /** The control's id; one is made when not given. */
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Marks the field wrong without a message (e.g. the product's red border next to a toast). */
  invalid?: boolean;
  required?: boolean;
  /** The caller's own aria-describedby, kept after the field's error and hint. */
  describedBy?: string;
}

/**
 * The ids and ARIA that tie a control to its label, hint and error: the error is read with the
 * control (aria-describedby) and the control says it is wrong (aria-invalid) and required
 * (aria-required; the native `required` is left off so the browser's own bubbles never replace
 * the product's messages).
 */
export function useFieldAria({ id, hint, error, invalid, required, describedBy }: FieldAriaInput) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const errorId = hasContent(error) ? `${controlId}-error` : undefined;
  const describedByIds = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  const isInvalid = Boolean(invalid) || errorId !== undefined;
  return {
    controlId,
    hintId,
    errorId,
    invalid: isInvalid,
    controlProps: {
      id: controlId,
      'aria-invalid': isInvalid ? ('true' as const) : undefined,
      'aria-required': required ? ('true' as const) : undefined,
      'aria-describedby': describedByIds,
    },
  };
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
