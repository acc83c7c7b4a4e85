import { maxResultNoteLength, resultStatuses, writeResultNoteSchema, type ApplicantResult, type ResultStatus, type WriteResultNoteRequest } from '@typetest/events/applicant';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../shared/api-client.ts';
import { checkedOnSubmit, fieldProps } from '../../../shared/forms/field-props.ts';
import { schemaResolver } from '../../../shared/forms/schema-resolver.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SessionEndedError } from '../../../shared/session/account-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextAreaField } from '../../../shared/ui/text-area-field.tsx';
import { useSetResultStatus, useWriteResultNote } from './result-decision-calls.ts';

/** The status choices as a select offers them: none first ('' : none), then each status. */
export function useStatusOptions() {
  const { t } = useTranslation();
  return [{ value: '', label: t('account.status.none') }, ...resultStatuses.map((status) => ({ value: status, label: t(`account.status.${status}`) }))];
}

export const statusOfChoice = (value: string): ResultStatus | null => ((resultStatuses as readonly string[]).includes(value) ? (value as ResultStatus) : null);

/**
 * The company's own status on a result and its private note (docs/decisions/0062-statuses-notes-and-comparison.md):
 * the status is saved as it is chosen; the note with its button, so half a sentence is never kept.
 */
export function ResultDecision({ result }: { result: ApplicantResult }) {
  const { t } = useTranslation();
  const id = useId();
  const { applicantId } = result.applicant;
  const saveStatus = useSetResultStatus();
  // The choice shows at once while it is saved; a failure puts back what is saved.
  const [status, setStatus] = useState(result.status ?? '');
  const options = useStatusOptions();
  const form = useForm<WriteResultNoteRequest>({
    ...checkedOnSubmit,
    // The schema's own words, in the page's language: a note too long says its limit.
    resolver: schemaResolver(writeResultNoteSchema, { words: ({ message }) => message }),
    defaultValues: { applicantId, note: result.note },
  });
  const saveNote = useWriteResultNote();
  const failure = form.formState.errors.root?.server?.message;
  const submit = form.handleSubmit((asked) =>
    saveNote.trigger(asked, {
      onSuccess: () => {
        form.reset({ applicantId, note: asked.note.trim() });
        notify.success(t('account.result.noteSaved'));
      },
      onError: (error) => {
        if (error instanceof SessionEndedError) return;
        form.setError('root.server', { message: messageOf(error) });
      },
    }),
  );
  return (
    <section aria-labelledby={`${id}-heading`} className={`result-section result-decision${status === '' ? ' result-decision--none' : ''}`}>
      <h2 id={`${id}-heading`}>{t('account.result.decisionHeading')}</h2>
      <p className="result-decision__intro">{t('account.result.decisionIntro')}</p>
      {/* On paper the status is words, not a control (result.css, @media print). */}
      <p className="result-decision__printed" aria-hidden="true">
        {t('account.status.label')}: {options.find((option) => option.value === status)?.label}
      </p>
      <SelectField
        label={t('account.status.label')}
        className="result-decision__status"
        value={status}
        disabled={saveStatus.isMutating}
        options={options}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          setStatus(chosen);
          void saveStatus.trigger(
            { applicantId, status: statusOfChoice(chosen) },
            {
              onSuccess: () => notify.success(t('account.result.statusSaved')),
              onError: (error) => {
                setStatus(result.status ?? '');
                if (!(error instanceof SessionEndedError)) notify.error(messageOf(error));
              },
            },
          );
        }}
      />
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField label={t('account.result.note')} hint={t('account.result.noteHint', { max: maxResultNoteLength })} rows={4} {...fieldProps(form, 'note')} />
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="ui-actions">
          <Button type="submit" variant="primary" busy={saveNote.isMutating}>
            {t('account.result.noteSave')}
          </Button>
        </div>
      </form>
    </section>
  );
}
