import type { ComponentProps } from 'react';

/** A raised surface for a block of content (a form, a result, a list entry). */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section {...props} className={['ui-card', className].filter(Boolean).join(' ')} />;
}
