import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { issueWords } from '@typetest/events/i18n/issue-words';
import { ApiError, messageOf } from '../../shared/api-client.ts';
import { checkedOnSubmit, fieldProps, focusField } from '../../shared/forms/field-props.ts';
import { schemaResolver } from '../../shared/forms/schema-resolver.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import type { Tokens } from '../../shared/session/tokens.ts';
import { Breadcrumb } from '../../shared/ui/breadcrumb.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { Page } from '../../shared/ui/page.tsx';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { loginSchema, passwordResetMailSchema, useLogIn, useSendPasswordResetMail, type LoginFields } from './account-api.ts';
import { lowerCase, rewriteAsTyped } from './rewrite-as-typed.ts';

interface LoginViewProps {
  /** Starts the session with the tokens the login answered (and looks the company up). */
  onLoggedIn: (tokens: Tokens) => Promise<void>;
  /** A verification link (vc) is waiting for the company to log in. */
  verificationWaiting: boolean;
  focusHeading: boolean;
}

/**
 * docs/product.md §2's login view: e-mail (lower-cased as typed), password, Enter or Login submits;
 * "Forgot password?" mails a reset link to the typed address.
 */
export function LoginView({ onLoggedIn, verificationWaiting, focusHeading }: LoginViewProps) {
  const { t } = useTranslation();
  const form = useForm<LoginFields>({
    ...checkedOnSubmit,
    resolver: schemaResolver(loginSchema, {
      // Blank is what a person gets wrong here; anything else is the API's own words.
      words: ({ path, message }, typed) => {
        if (path === 'email') return typed.email.trim() === '' ? t('login.emailMissing') : message;
        return typed.password === '' ? t('login.passwordMissing') : message;
      },
    }),
    defaultValues: { email: '', password: '' },
  });
  const logIn = useLogIn(onLoggedIn);
  const sendResetMail = useSendPasswordResetMail();
  const email = fieldProps(form, 'email');

  const submit = form.handleSubmit((fields) =>
    logIn.trigger(fields, {
      onSuccess: () => notify.success(t('login.loggedIn')),
      onError: (error) => {
        // docs/product.md §8's toast, and only there (web/src/shared/forms/README.md: a message is said once).
        notify.error(error instanceof ApiError && error.status === 401 ? t('login.wrongCredentials') : messageOf(error));
        focusField('password');
      },
    }),
  );

  function forgotPassword() {
    form.clearErrors('root');
    const typed = form.getValues('email');
    const checked = passwordResetMailSchema.safeParse({ email: typed });
    if (!checked.success) {
      const first = checked.error.issues[0];
      const message = typed.trim() === '' ? t('login.emailMissingForReset') : first ? issueWords(first, t) : t('login.emailMissingForReset');
      form.setError('email', { type: 'forgotPassword', message }, { shouldFocus: true });
      return;
    }
    form.clearErrors('email');
    void sendResetMail.trigger(typed, {
      onSuccess: () => notify.success(t('login.resetEmailSent')),
      onError: (error) => notify.error(messageOf(error)),
    });
  }

  return (
    <Page title={t('login.title')} heading={t('login.heading')} top={<Breadcrumb current={t('login.title')} />} focusHeading={focusHeading}>
      {verificationWaiting && <Notice tone="error">{t('login.verifyNeedsLogin')}</Notice>}
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('login.email')}
          required
          // Text rather than email: only a text input lets the caret stay put while the address is lower-cased.
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          {...email}
          onChange={(event) => {
            rewriteAsTyped(event, lowerCase);
            return email.onChange(event);
          }}
        />
        <PasswordField label={t('login.password')} required {...fieldProps(form, 'password')} />
        <div className="ui-actions account-form__actions">
          <Button type="submit" variant="primary" busy={logIn.isMutating}>
            {t('login.login')}
          </Button>
          <Button variant="link" busy={sendResetMail.isMutating} onClick={forgotPassword}>
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
