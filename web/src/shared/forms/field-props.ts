import { get, type FieldValues, type Path, type RegisterOptions, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * How every form is checked: on submit, and again on the next submit only. A refused field's
 * words stay until that field is edited (`fieldProps`), never reappearing while it is typed in.
 */
export const checkedOnSubmit = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const satisfies Pick<UseFormProps, 'mode' | 'reValidateMode'>;

/**
 * A field's props for the shared/ui fields (`TextField`, `PasswordField`, ...): its registration,
 * and `error`, the words the last submit refused it with, which go as soon as it is edited.
 * `<TextField label={t('login.email')} required {...fieldProps(form, 'email')} />`
 */
export function fieldProps<Fields extends FieldValues>(form: UseFormReturn<Fields>, name: Path<Fields>, options?: RegisterOptions<Fields, Path<Fields>>) {
  const registration = form.register(name, {
    ...options,
    onChange: (event: unknown) => {
      if (form.getFieldState(name).error) form.clearErrors(name);
      return options?.onChange?.(event);
    },
  });
  const error: unknown = get(form.formState.errors, name);
  return { ...registration, error: messageOf(error) };
}

/** A field's error words, when it has some ('' is none: the field shows no error). */
export function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * Puts the focus in a field at once. react-hook-form's `setFocus` waits for a timer, so a key
 * pressed just after adding a row (or a failed login) would go elsewhere; after `flushSync` the
 * field is there to take it now. Names are the form's (`texts.1.text`), one form of them per page.
 */
export function focusField(name: string): void {
  document.getElementsByName(name)[0]?.focus();
}
