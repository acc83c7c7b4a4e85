import type { ComponentProps, ReactNode } from 'react';

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'children'> & {
  /** What the button does, for screen readers and as its tooltip: required, the icon has no words. */
  'aria-label': string;
  /** The picture: a character or an SVG; hidden from screen readers. */
  icon: ReactNode;
  variant?: 'plain' | 'danger';
};

/** A square, finger-sized button showing only an icon (back arrow, remove X, resend envelope). */
export function IconButton({ icon, variant = 'plain', type = 'button', className, title, ...props }: IconButtonProps) {
  const classes = ['ui-icon-button', variant === 'danger' && 'ui-icon-button--danger', className];
  return (
    <button {...props} type={type} title={title ?? props['aria-label']} className={classes.filter(Boolean).join(' ')}>
      <span className="ui-icon-button__icon" aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
