import { companyLimits } from '@typetest/events/company';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ApiError } from '../../shared/api-client.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { confirmPasswordReset, isRefusal, weakPasswordCode } from './api.ts';

export interface NewPasswordFormProps {
  title: string;
  /** The login e-mail the link is for, as the check answered it. */
  email: string;
  oobCode: string;
  onChanged: (email: string) => void;
  /** The server refused the code itself: the link is no good any more. */
  onRefused: () => void;
}

type Problem = 'weak' | 'error' | null;

/**
 * SPEC 2 and 5: "Reset password for {email}", a New password field and "Set new password" (Enter
 * submits too). Under 6 characters, or the server's weak-password code, opens the "Weak password"
 * modal and keeps the form; the reason also sits beside the field.
 */
export function NewPasswordForm({ title, email, oobCode, onChanged, onRefused }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const sending = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  /** Once a modal about the password closes, the visitor is back in the field to fix it. */
  const backToField = () => input.current;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    if (password.length < companyLimits.passwordMin) {
      setFieldError(t('authLink.passwordTooShort'));
      setProblem('weak');
      return;
    }
    sending.current = true;
    setBusy(true);
    setFieldError(undefined);
    try {
      const changedFor = await confirmPasswordReset(oobCode, password);
      onChanged(changedFor);
      return;
    } catch (error) {
      if (error instanceof ApiError && error.code === weakPasswordCode) {
        // The server's own words say why (too common, say); the modal is SPEC's.
        setFieldError(error.message);
        setProblem('weak');
      } else if (isRefusal(error)) {
        onRefused();
        return;
      } else {
        setProblem('error');
      }
    }
    sending.current = false;
    setBusy(false);
  }

  return (
    <>
      <Page title={title} heading={t('authLink.resetFor', { email })}>
        <form className="auth-link__form" noValidate onSubmit={submit}>
          {/* Tells password managers whose password this is. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            ref={input}
            name="new-password"
            label={t('authLink.newPassword')}
            hint={t('authLink.passwordHint')}
            error={fieldError}
            required
            autoComplete="new-password"
            maxLength={companyLimits.passwordMax}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setFieldError(undefined);
            }}
          />
          <div className="ui-actions">
            <Button type="submit" variant="primary" busy={busy}>
              {t('authLink.setNewPassword')}
            </Button>
          </div>
        </form>
      </Page>
      <Modal
        open={problem === 'weak'}
        title={t('authLink.weakPasswordTitle')}
        message={t('authLink.weakPasswordMessage')}
        buttonLabel={t('authLink.understood')}
        onClose={() => setProblem(null)}
        returnFocusTo={backToField}
      />
      <Modal open={problem === 'error'} title={t('authLink.errorTitle')} message={t('authLink.errorMessage')} buttonLabel={t('authLink.understood')} onClose={() => setProblem(null)} returnFocusTo={backToField} />
    </>
  );
}
