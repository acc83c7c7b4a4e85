import type { ReactNode } from 'react';
import './notice.css';

export interface NoticeProps {
  /** info: worth knowing (an unverified e-mail); error: something went wrong or is needed first; success: done. */
  tone?: 'info' | 'error' | 'success';
  /** Words and, when there is something to do about it, a button. */
  children: ReactNode;
  /** Announce it when it appears (role=alert for errors, role=status otherwise); off for one that is there from the start. */
  announce?: boolean;
  className?: string;
}

/**
 * A message that stays on the view, unlike a toast: what a form's call answered, what the visitor
 * must do first, a state of the account. A bar at its side and the words carry the tone, never
 * colour alone.
 */
export function Notice({ tone = 'info', children, announce = true, className }: NoticeProps) {
  const role = announce ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={['ui-notice', `ui-notice--${tone}`, className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
