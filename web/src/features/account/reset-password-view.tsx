import { companyLimits } from '@typetest/events/company';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ApiError, messageOf } from '../../shared/api-client.ts';
import { Breadcrumb } from '../../shared/ui/breadcrumb.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { Page } from '../../shared/ui/page.tsx';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { changeForgottenPassword, isResetCodeUsable } from './account-api.ts';

interface ResetPasswordViewProps {
  fpCode: string;
  /** The password is changed: sign in with the login e-mail the API answered and the new password. */
  onChanged: (loginEmail: string, password: string) => Promise<void>;
  /** Back to /login (without the code). */
  onBack: () => void;
}

type LinkState = { name: 'checking' | 'usable' | 'unusable' } | { name: 'failed'; message: string };

/**
 * /login?fpc=...: the forgot-password link's view (SPEC 2, 4, 8). The code is checked first; a
 * usable one shows New password and Change password.
 */
export function ResetPasswordView({ fpCode, onChanged, onBack }: ResetPasswordViewProps) {
  const { t } = useTranslation();
  const passwordId = useId();
  const [link, setLink] = useState<LinkState>({ name: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [weak, setWeak] = useState(false);
  const [changing, setChanging] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    let current = true;
    isResetCodeUsable(fpCode)
      .then((usable) => current && setLink({ name: usable ? 'usable' : 'unusable' }))
      .catch((error: unknown) => {
        if (!current) return;
        // 400: not a code this product could have made; as unusable as an old one.
        setLink(error instanceof ApiError && error.status === 400 ? { name: 'unusable' } : { name: 'failed', message: messageOf(error) });
      });
    return () => {
      current = false;
    };
  }, [fpCode, attempt]);

  useEffect(() => {
    if (link.name === 'unusable') notify.error(t('login.invalidResetLink'));
  }, [link.name, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current || password === '') return;
    if (password.length < companyLimits.passwordMin) {
      setWeak(true);
      return;
    }
    inFlight.current = true;
    setChanging(true);
    setFieldError('');
    try {
      const loginEmail = await changeForgottenPassword(fpCode, password);
      notify.success(t('login.passwordChanged'));
      await onChanged(loginEmail, password);
    } catch (error) {
      setChanging(false);
      if (error instanceof ApiError && error.code === 'weak-password') {
        setFieldError(error.message);
        setWeak(true);
      } else if (error instanceof ApiError && error.message === t('login.invalidResetLink')) {
        setLink({ name: 'unusable' });
      } else {
        notify.error(t('login.passwordNotChanged'));
        setFieldError(messageOf(error));
        document.getElementById(passwordId)?.focus();
      }
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <Page title={t('login.resetTitle')} onBack={onBack} top={<Breadcrumb current={t('login.resetTitle')} />} focusHeading={false}>
      {link.name === 'checking' && <Spinner label={t('login.checkingResetLink')} />}
      {link.name === 'unusable' && (
        <>
          <Notice tone="error" announce={false}>
            <p>{t('login.invalidResetLink')}</p>
            <p>{t('login.resetLinkHelp')}</p>
          </Notice>
          <Button variant="primary" onClick={onBack}>
            {t('login.backToLogin')}
          </Button>
        </>
      )}
      {link.name === 'failed' && (
        <Notice tone="error">
          <p>{link.message}</p>
          <Button onClick={() => setAttempt((count) => count + 1)}>{t('account.tryAgain')}</Button>
        </Notice>
      )}
      {link.name === 'usable' && (
        <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
          <p>{t('login.resetIntro')}</p>
          <PasswordField
            id={passwordId}
            label={t('login.newPassword')}
            hint={t('login.newPasswordHint')}
            autoComplete="new-password"
            minLength={companyLimits.passwordMin}
            maxLength={companyLimits.passwordMax}
            value={password}
            error={fieldError}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setFieldError('');
            }}
          />
          <div className="ui-actions">
            <Button type="submit" variant="primary" busy={changing} disabled={password === ''}>
              {t('login.changePassword')}
            </Button>
          </div>
        </form>
      )}
      <Modal open={weak} title={t('login.weakPasswordTitle')} message={t('login.weakPasswordMessage')} onClose={() => setWeak(false)} />
    </Page>
  );
}
