import { companyLimits } from '@typetest/events/company';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../shared/api-client.ts';
import { checkedOnSubmit, fieldProps } from '../../shared/forms/field-props.ts';
import { schemaResolver } from '../../shared/forms/schema-resolver.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { isRefusal, newPasswordSchema, useConfirmPasswordReset, weakPasswordCode, type NewPassword } from './api.ts';

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
 * docs/product.md §2 and 5: "Reset password for {email}", a New password field and "Set new password" (Enter
 * submits too). Under 6 characters, or the server's weak-password code, opens the "Weak password"
 * modal and keeps the form, the field marked. Under 6 the modal says it all; the server's own
 * reason (too common, say) sits beside the field, since the modal's words do not give it.
 */
export function NewPasswordForm({ title, email, oobCode, onChanged, onRefused }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const form = useForm<NewPassword>({
    ...checkedOnSubmit,
    // Too short: the modal's words alone (web/src/shared/forms/README.md), the field only marked.
    resolver: schemaResolver(newPasswordSchema, { words: ({ type, message }) => (type === 'too_small' ? '' : message) }),
    defaultValues: { newPassword: '' },
    // The modal takes the focus, and gives it to the field as it closes.
    shouldFocusError: false,
  });
  const confirm = useConfirmPasswordReset(oobCode);
  const [problem, setProblem] = useState<Problem>(null);
  /** Once a modal about the password closes, the visitor is back in the field to fix it. */
  const backToField = () => document.getElementsByName('newPassword')[0];

  const submit = form.handleSubmit(
    (fields) =>
      confirm.trigger(fields, {
        onSuccess: onChanged,
        onError: (error) => {
          if (error instanceof ApiError && error.code === weakPasswordCode) {
            // The server's own words say why (too common, say); the modal is the product's.
            form.setError('newPassword', { type: 'server', message: error.message });
            setProblem('weak');
          } else if (isRefusal(error)) {
            onRefused();
          } else {
            setProblem('error');
          }
        },
      }),
    (refused) => {
      if (refused.newPassword?.type === 'too_small') setProblem('weak');
    },
  );

  return (
    <>
      <Page title={title} heading={t('authLink.resetFor', { email })}>
        <form className="auth-link__form" noValidate onSubmit={(event) => void submit(event)}>
          {/* Tells password managers whose password this is. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            label={t('authLink.newPassword')}
            hint={t('authLink.passwordHint')}
            required
            autoComplete="new-password"
            maxLength={companyLimits.passwordMax}
            invalid={form.formState.errors.newPassword !== undefined}
            {...fieldProps(form, 'newPassword')}
          />
          <div className="ui-actions">
            <Button type="submit" variant="primary" busy={confirm.isMutating}>
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
      <Modal
        open={problem === 'error'}
        title={t('authLink.errorTitle')}
        message={t('authLink.errorMessage')}
        buttonLabel={t('authLink.understood')}
        onClose={() => setProblem(null)}
        returnFocusTo={backToField}
      />
    </>
  );
}
