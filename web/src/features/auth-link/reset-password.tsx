import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { checkActionCode, isRefusal } from './api.ts';
import { headingKeys } from './auth-link.ts';
import { LinkFailed } from './link-failed.tsx';
import { LinkSucceeded } from './link-succeeded.tsx';
import { LinkWaiting } from './link-waiting.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { useSingleRun } from './use-single-run.ts';

/**
 * docs/product.md §4, auth link flow: a resetPassword link is checked, the address it is for shown, then the
 * new password is submitted; success shows "Password reset." and leads to /login.
 */
export function ResetPassword({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation();
  const check = useSingleRun(`check:resetPassword:${oobCode}`, () => checkActionCode({ mode: 'resetPassword', oobCode }));
  const [changedFor, setChangedFor] = useState<string | null>(null);
  /** The code was refused when the password was sent (used or expired meanwhile). */
  const [refused, setRefused] = useState(false);

  if (check.state.status === 'running') {
    return <LinkWaiting mode="resetPassword" label={t('authLink.checking')} focusHeading={check.attempt > 0} />;
  }
  if (check.state.status === 'failed') {
    return <LinkFailed mode="resetPassword" onRetry={isRefusal(check.state.error) ? undefined : check.retry} />;
  }
  if (refused) return <LinkFailed mode="resetPassword" />;

  const title = t(headingKeys.resetPassword);
  if (changedFor !== null) {
    return (
      <LinkSucceeded
        title={title}
        heading={t('authLink.resetFor', { email: changedFor })}
        modalTitle={t('authLink.passwordResetTitle')}
        message={t('authLink.passwordResetMessage', { email: changedFor })}
        buttonLabel={t('authLink.toLoginPage')}
      />
    );
  }
  return <NewPasswordForm title={title} email={check.state.value} oobCode={oobCode} onChanged={setChangedFor} onRefused={() => setRefused(true)} />;
}
