import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Link } from 'react-router-dom';
import { ApiError, messageOf } from '../../shared/api-client.ts';
import { Breadcrumb } from '../../shared/ui/breadcrumb.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { Page } from '../../shared/ui/page.tsx';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import type { Tokens } from '../../shared/session/tokens.ts';
import { logIn, sendPasswordResetMail } from './account-api.ts';
import { lowerCase, rewriteAsTyped } from './rewrite-as-typed.ts';

interface LoginViewProps {
  /** Starts the session with the tokens the login answered (and looks the company up). */
  onLoggedIn: (tokens: Tokens) => Promise<void>;
  /** A verification link (vc) is waiting for the company to log in. */
  verificationWaiting: boolean;
  focusHeading: boolean;
}

/**
 * SPEC 2's login view: e-mail (lower-cased as typed), password, Enter or Login submits;
 * "Forgot password?" mails a reset link to the typed address.
 */
export function LoginView({ onLoggedIn, verificationWaiting, focusHeading }: LoginViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const [failure, setFailure] = useState('');
  const [loggingIn, setLoggingIn] = useState(false);
  const [sendingReset, setSendingReset] = useState(false);
  // A second Enter before React re-renders the busy button must not send a second login.
  const inFlight = useRef(false);

  const focus = (controlId: string) => document.getElementById(controlId)?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const missingEmail = email.trim() === '';
    const missingPassword = password === '';
    setEmailError(missingEmail ? t('login.emailMissing') : '');
    setPasswordError(missingPassword ? t('login.passwordMissing') : '');
    setFailure('');
    if (missingEmail || missingPassword) {
      focus(missingEmail ? emailId : passwordId);
      return;
    }
    inFlight.current = true;
    setLoggingIn(true);
    try {
      const tokens = await logIn(email.trim(), password);
      await onLoggedIn(tokens);
      notify.success(t('login.loggedIn'));
    } catch (error) {
      const message = error instanceof ApiError && error.status === 401 ? t('login.wrongCredentials') : messageOf(error);
      notify.error(message);
      setFailure(message);
      setLoggingIn(false);
      focus(passwordId);
    } finally {
      inFlight.current = false;
    }
  }

  async function forgotPassword() {
    setFailure('');
    if (email.trim() === '') {
      setEmailError(t('login.emailMissingForReset'));
      focus(emailId);
      return;
    }
    setEmailError('');
    setSendingReset(true);
    try {
      await sendPasswordResetMail(email.trim());
      notify.success(t('login.resetEmailSent'));
    } catch (error) {
      notify.error(messageOf(error));
      setFailure(messageOf(error));
    } finally {
      setSendingReset(false);
    }
  }

  return (
    <Page title={t('login.title')} heading={t('login.heading')} top={<Breadcrumb current={t('login.title')} />} focusHeading={focusHeading}>
      {verificationWaiting && <Notice tone="error">{t('login.verifyNeedsLogin')}</Notice>}
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={emailId}
          label={t('login.email')}
          required
          // Text rather than email: only a text input lets the caret stay put while the address is lower-cased.
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(rewriteAsTyped(event, lowerCase));
            setEmailError('');
          }}
        />
        <PasswordField
          id={passwordId}
          label={t('login.password')}
          required
          value={password}
          error={passwordError}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setPasswordError('');
          }}
        />
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="ui-actions account-form__actions">
          <Button type="submit" variant="primary" busy={loggingIn}>
            {t('login.login')}
          </Button>
          <Button variant="link" busy={sendingReset} onClick={() => void forgotPassword()}>
            {t('login.forgotPassword')}
          </Button>
        </div>
      </form>
      <p>
        <Link to="/register">{t('login.noAccount')}</Link>
      </p>
    </Page>
  );
}
