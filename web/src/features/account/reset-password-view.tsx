import { companyLimits } from '@typetest/events/company';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, messageOf } from '../../shared/api-client.ts';
import { checkedOnSubmit, fieldProps } from '../../shared/forms/field-props.ts';
import { schemaResolver } from '../../shared/forms/schema-resolver.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Breadcrumb } from '../../shared/ui/breadcrumb.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { Page } from '../../shared/ui/page.tsx';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { isResetCodeUsable, newPasswordSchema, useChangeForgottenPassword, type NewPasswordFields } from './account-api.ts';

interface ResetPasswordViewProps {
  fpCode: string;
  /** The password is changed: sign in with the login e-mail the API answered and the new password. */
  onChanged: (loginEmail: string, password: string) => Promise<void>;
  /** Back to /login (without the code). */
  onBack: () => void;
}

type LinkState = { name: 'checking' | 'usable' | 'unusable' } | { name: 'failed'; message: string };

/**
 * /login?fpc=...: the forgot-password link's view (docs/product.md §2, 4, 8). The code is checked first; a
 * usable one shows New password and Change password.
 */
export function ResetPasswordView({ fpCode, onChanged, onBack }: ResetPasswordViewProps) {
  const { t } = useTranslation();
  const [link, setLink] = useState<LinkState>({ name: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [weak, setWeak] = useState(false);
  const form = useForm<NewPasswordFields>({
    ...checkedOnSubmit,
    resolver: schemaResolver(newPasswordSchema, { words: ({ message }) => message }),
    defaultValues: { password: '' },
    // Too short opens the modal, which takes the focus and gives it back to Change password.
    shouldFocusError: false,
  });
  const change = useChangeForgottenPassword(fpCode, async (loginEmail, password) => {
    notify.success(t('login.passwordChanged'));
    await onChanged(loginEmail, password);
  });
  const password = form.watch('password');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button: a new attempt checks the code again
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

  const submit = form.handleSubmit(
    (fields) =>
      change.trigger(fields, {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'weak-password') {
            form.setError('password', { type: 'server', message: error.message });
            setWeak(true);
          } else if (error instanceof ApiError && error.message === t('login.invalidResetLink')) {
            setLink({ name: 'unusable' });
          } else {
            notify.error(t('login.passwordNotChanged'));
            form.setError('password', { type: 'server', message: messageOf(error) }, { shouldFocus: true });
          }
        },
      }),
    (refused) => {
      // docs/product.md §8: under 6 characters is the "Weak password" modal, not words beside the field.
      if (refused.password?.type !== 'too_small') return;
      form.clearErrors('password');
      setWeak(true);
    },
  );

  return (
    <Page title={t('login.resetTitle')} onBack={onBack} top={<Breadcrumb current={t('login.resetTitle')} />} focusHeading={false}>
      {link.name === 'checking' && <Spinner label={t('login.checkingResetLink')} />}
      {link.name === 'unusable' && (
        <>
          {/* Said here only, with what to do about it, and announced as it replaces the spinner. */}
          <Notice tone="error">
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
            label={t('login.newPassword')}
            hint={t('login.newPasswordHint')}
            autoComplete="new-password"
            minLength={companyLimits.passwordMin}
            maxLength={companyLimits.passwordMax}
            {...fieldProps(form, 'password')}
          />
          <div className="ui-actions">
            <Button type="submit" variant="primary" busy={change.isMutating} disabled={password === ''}>
              {t('login.changePassword')}
            </Button>
          </div>
        </form>
      )}
      <Modal open={weak} title={t('login.weakPasswordTitle')} message={t('login.weakPasswordMessage')} onClose={() => setWeak(false)} />
    </Page>
  );
}
