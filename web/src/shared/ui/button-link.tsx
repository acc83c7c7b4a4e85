import { Link, type LinkProps } from 'react-router-dom';
import type { ButtonVariant } from './button.tsx';

export type ButtonLinkProps = LinkProps & {
  /** Looks like the Button of this variant: primary for the way on, secondary (default) otherwise. */
  variant?: Exclude<ButtonVariant, 'danger'>;
  block?: boolean;
};

/**
 * A link that looks like a Button: for a way on to another page ("Go to the login page"), where a
 * screen reader should hear a link and the browser should offer "open in new tab".
 */
export function ButtonLink({ variant = 'secondary', block = false, className, ...props }: ButtonLinkProps) {
  const classes = ['ui-button', `ui-button--${variant}`, block && 'ui-button--block', className];
  return <Link {...props} className={classes.filter(Boolean).join(' ')} />;
}
