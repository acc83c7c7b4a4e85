import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export type ButtonProps = ComponentProps<'button'> & {
  /** primary: the screen's main action; secondary (default); danger: destroys something; link: looks like a link, acts like a button. */
  variant?: ButtonVariant;
  /** Working: disabled, with a spinner beside the unchanged label (the accessible name stays the same). */
  busy?: boolean;
  /** Full width of its container. */
  block?: boolean;
};

/** A button; `type` defaults to "button" so a button in a form submits only when asked to. */
export function Button({ variant = 'secondary', busy = false, block = false, disabled, type = 'button', className, children, ...props }: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, block && 'ui-button--block', busy && 'ui-button--busy', className];
  return (
    <button {...props} type={type} disabled={disabled || busy} aria-busy={busy || undefined} className={classes.filter(Boolean).join(' ')}>
      {busy && <span className="ui-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
