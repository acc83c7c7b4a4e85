import { withReservedSuffix } from '@typetest/events/company';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ApiError, messageOf } from '../../shared/api-client.ts';
import { useFormMutation } from '../../shared/forms/use-form-mutation.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { notify } from '../../shared/ui/notify.ts';
import { createCompany, findDuplicates, logIn } from './registration-api.ts';
import { problemBeforeSending, registrationBody, resultsAddress, type RegistrationFields } from './registration-fields.ts';

/** A field the submit found wrong, with the words shown beside it while it still holds `value`. */
export interface FieldProblem {
  field: 'textFolder' | 'email' | 'resultsEmail' | 'password';
  message: string;
  value: string;
}

/** The wizard's error modal (docs/product.md §2): title, message, "Understood". */
export interface ErrorModal {
  title: string;
  message: string;
}

/**
 * The register step's Submit (docs/product.md §5, 7 and 8), in that order: a reserved URL has its random
 * suffix (the step drew it once, previewed it and put it in the field), the e-mails and the password are checked, the URL and e-mail are
 * checked for duplicates, the company is created, and the visitor is logged in with what they
 * typed. Every refusal says what happened, points at the field, and keeps what was typed.
 */
export function useSubmitRegistration(form: UseFormReturn<RegistrationFields>, onRegistered: (email: string) => void) {
  const { t } = useTranslation();
  const session = useSession();
  // Busy from Submit until the visitor is registered and logged in, or told why not; a second Submit meanwhile is dropped.
  const submitting = useFormMutation('registration/register', (typed: RegistrationFields) => register(typed));
  const [modal, setModal] = useState<ErrorModal | null>(null);
  const [fieldProblem, setFieldProblem] = useState<FieldProblem | null>(null);

  /** Shows the modal; the wrong field, when there is one, gets the focus once it is closed. */
  function refuse(title: string, message: string, problem?: FieldProblem) {
    setFieldProblem(problem ?? null);
    setModal({ title, message });
  }

  /** The product's toast and red border (docs/product.md §8): the words in the toast only, the focus in the field. */
  function inUse(problem: FieldProblem) {
    setFieldProblem(problem);
    notify.error(problem.message);
    form.setFocus(problem.field);
  }

  async function submit(typed: RegistrationFields) {
    // register() says every refusal itself; anything it did not foresee is the failure modal.
    await submitting.trigger(typed, { onError: (error) => refuse(t('registration.failedTitle'), messageOf(error)) });
  }

  async function register(typed: RegistrationFields) {
    // The account step sends the address it previewed; a reserved one reaching here still gets its suffix.
    const textFolder = withReservedSuffix(typed.textFolder);
    if (textFolder !== typed.textFolder) form.setValue('textFolder', textFolder);
    const fields = { ...typed, textFolder };
    const email = fields.email.trim();
    const results = resultsAddress(fields);

    const problem = problemBeforeSending(fields);
    if (problem?.problem === 'email') {
      const message = t('registration.emailErrorMessage');
      return refuse(t('registration.emailErrorTitle'), message, { field: problem.field, message, value: fields[problem.field] });
    }
    if (problem?.problem === 'password') {
      const message = t('registration.passwordErrorMessage');
      return refuse(t('registration.passwordErrorTitle'), message, { field: 'password', message, value: fields.password });
    }

    try {
      const differentResults = results.toLowerCase() !== email.toLowerCase();
      const [duplicates, resultsDuplicates] = await Promise.all([findDuplicates(textFolder, email), differentResults ? findDuplicates(textFolder, results) : null]);
      if (duplicates.email) {
        return refuse(t('registration.emailExistsTitle'), t('registration.emailExistsMessage'), {
          field: 'email',
          message: t('registration.loginEmailInUse'),
          value: fields.email,
        });
      }
      if (resultsDuplicates?.email) {
        return refuse(t('registration.emailExistsTitle'), t('registration.emailExistsMessage'), {
          field: 'resultsEmail',
          message: t('registration.resultsEmailInUse'),
          value: fields.resultsEmail,
        });
      }
      if (duplicates.textFolder) {
        return refuse(t('registration.urlExistsTitle'), t('registration.urlExistsMessage'), {
          field: 'textFolder',
          message: t('registration.urlInUse'),
          value: textFolder,
        });
      }
    } catch (error) {
      return refuse(t('registration.failedTitle'), messageOf(error));
    }

    try {
      await createCompany(registrationBody(fields));
    } catch (error) {
      const message = messageOf(error);
      const lowered = message.toLowerCase();
      // docs/product.md §8: the creation error's words decide. Someone else took the URL or address between
      // the duplicate check and now.
      if (error instanceof ApiError && error.status === 409 && lowered.includes('textfolder')) {
        return inUse({ field: 'textFolder', message: t('registration.urlInUse'), value: textFolder });
      }
      if (error instanceof ApiError && error.status === 409 && lowered.includes('email')) {
        // The API answers in the page's language (api-client sends it), so its words are the page's.
        return message.includes(t('registration.resultsEmailTaken'))
          ? inUse({ field: 'resultsEmail', message: t('registration.resultsEmailInUse'), value: fields.resultsEmail })
          : inUse({ field: 'email', message: t('registration.loginEmailInUse'), value: fields.email });
      }
      // The server says why a password is refused in the catalogue's words, "{title}: {reason}".
      const passwordRefused = t('registration.passwordRefused', { title: t('registration.passwordErrorTitle'), reason: '' });
      if (message.startsWith(passwordRefused)) {
        const why = message.slice(passwordRefused.length).trim();
        return refuse(t('registration.passwordErrorTitle'), why, { field: 'password', message: why, value: fields.password });
      }
      return refuse(t('registration.failedTitle'), message);
    }

    notify.success(t('registration.registered'));
    // docs/product.md §4: logged in with what was just typed. Should that fail, the company is registered
    // all the same: "Manage your account" leads to /login, where it can log in.
    try {
      await session.login(await logIn(email, fields.password));
    } catch {
      // Nothing to undo; the finished step does not depend on it.
    }
    onRegistered(email);
  }

  return {
    submit,
    busy: submitting.isMutating,
    modal,
    closeModal() {
      setModal(null);
    },
    /** Where the focus goes as the modal closes: the wrong field, when there is one. */
    fieldToFix(): HTMLElement | null {
      return fieldProblem ? (document.getElementsByName(fieldProblem.field)[0] ?? null) : null;
    },
    /** What was wrong with `field`, while it still holds what was refused (it is marked red). */
    problemOf(field: FieldProblem['field'], value: string): string | undefined {
      return fieldProblem?.field === field && fieldProblem.value === value ? fieldProblem.message : undefined;
    },
  };
}
