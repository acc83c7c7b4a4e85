import { companyLimits, isReservedTextFolder, normaliseTextFolder } from '@typetest/events/company';
import { useId, useState, type ChangeEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { CheckboxField } from '../../shared/ui/checkbox-field.tsx';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFinalTextFolder } from '../../shared/use-final-text-folder.ts';
import { readyToSubmit, type RegistrationFields } from './registration-fields.ts';
import { TermsDialog } from './terms-dialog.tsx';
import type { FieldProblem } from './use-submit-registration.ts';

interface AccountStepProps {
  form: UseFormReturn<RegistrationFields>;
  busy: boolean;
  onSubmit: (fields: RegistrationFields) => Promise<void>;
  /** What the last Submit found wrong with a field: the field is marked, the words are the modal's or the toast's alone. */
  problemOf: (field: FieldProblem['field'], value: string) => string | undefined;
}

/**
 * Step 3 (docs/product.md §2 and 5): the company's URL, login, results address and the terms. Submit once the
 * terms are agreed and URL, e-mail and password are filled in; the checks run on Submit.
 */
export function AccountStep({ form, busy, onSubmit, problemOf }: AccountStepProps) {
  const { t } = useTranslation();
  const [termsOpen, setTermsOpen] = useState(false);
  const values = form.watch();
  const previewId = useId();
  const textFolder = form.register('textFolder');
  // docs/product.md §5's suffix for a reserved URL, drawn once: the preview shows the address that is registered.
  const finalFolder = useFinalTextFolder(values.textFolder);

  /** docs/product.md §5: only letters and digits, lower-cased, as typed; the caret stays where the visitor was typing. */
  function keepLettersAndDigits(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const caret = input.selectionStart ?? input.value.length;
    const kept = normaliseTextFolder(input.value);
    if (kept !== input.value) {
      const keptCaret = normaliseTextFolder(input.value.slice(0, caret)).length;
      input.value = kept;
      input.setSelectionRange(keptCaret, keptCaret);
    }
    return textFolder.onChange(event);
  }

  return (
    <form
      className="registration-form"
      noValidate
      onSubmit={form.handleSubmit((fields) => {
        if (!readyToSubmit(fields)) return undefined;
        // The field shows the address it previewed, suffix and all (docs/product.md §5).
        if (finalFolder !== fields.textFolder) form.setValue('textFolder', finalFolder);
        return onSubmit({ ...fields, textFolder: finalFolder });
      })}
    >
      <div className="registration-form__group">
        <TextField
          label={t('registration.account.url')}
          required
          hint={t('registration.account.urlHint')}
          invalid={problemOf('textFolder', values.textFolder) !== undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={companyLimits.textFolder}
          aria-describedby={previewId}
          {...textFolder}
          onChange={keepLettersAndDigits}
        />
        <p id={previewId} className="registration-preview">
          {isReservedTextFolder(values.textFolder) && `${t('registration.account.urlReserved', { url: values.textFolder })} `}
          {t('registration.account.urlPreview', { address: `${window.location.origin}/${finalFolder}` })}
        </p>
      </div>
      <TextField
        label={t('registration.account.email')}
        required
        type="email"
        autoComplete="email"
        maxLength={companyLimits.email}
        invalid={problemOf('email', values.email) !== undefined}
        {...form.register('email')}
      />
      <PasswordField
        label={t('registration.account.password')}
        required
        hint={t('registration.account.passwordHint')}
        autoComplete="new-password"
        maxLength={companyLimits.passwordMax}
        invalid={problemOf('password', values.password) !== undefined}
        {...form.register('password')}
      />
      <CheckboxField label={t('registration.account.sameEmail')} {...form.register('sameEmail')} />
      {!values.sameEmail && (
        <TextField
          label={t('registration.account.resultsEmail')}
          required
          type="email"
          autoComplete="email"
          maxLength={companyLimits.email}
          invalid={problemOf('resultsEmail', values.resultsEmail) !== undefined}
          {...form.register('resultsEmail')}
        />
      )}
      <div className="registration-terms">
        <CheckboxField label={t('registration.account.terms')} required {...form.register('termsAgreed')} />
        <Button variant="link" onClick={() => setTermsOpen(true)}>
          {t('registration.account.readTerms')}
        </Button>
      </div>
      <div className="ui-actions">
        <Button type="submit" variant="primary" busy={busy} disabled={!readyToSubmit(values)}>
          {t('registration.account.submit')}
        </Button>
      </div>
      <TermsDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAgree={() => {
          form.setValue('termsAgreed', true);
          setTermsOpen(false);
        }}
      />
    </form>
  );
}
