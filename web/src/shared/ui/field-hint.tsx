import type { ReactNode } from 'react';

/** A field's hint, between label and control so it is read before typing. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="ui-field__hint" id={id}>
      {children}
    </p>
  );
}
