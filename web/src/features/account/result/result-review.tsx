import { maxReviewNoteLength, reviewDecisions, reviewResultSchema, type ApplicantResult, type ReviewResultRequest } from '@typetest/events/applicant';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../shared/api-client.ts';
import { checkedOnSubmit, fieldProps } from '../../../shared/forms/field-props.ts';
import { schemaResolver } from '../../../shared/forms/schema-resolver.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SessionEndedError } from '../../../shared/session/account-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { TextAreaField } from '../../../shared/ui/text-area-field.tsx';
import { useReviewResult } from './result-call.ts';

const decisionWords = { accept: 'account.result.reviewAccept', reject: 'account.result.reviewReject' } as const;

/**
 * The company's review of a result worth a second look: accept or reject, with a note. Until then
 * the result reads "Needs review" everywhere (docs/decisions/0053-needs-review-until-reviewed.md);
 * a review made can be changed.
 */
export function ResultReview({ result, when }: { result: ApplicantResult; when: (iso: string) => string }) {
  const { t } = useTranslation();
  const id = useId();
  const { review } = result;
  const form = useForm<ReviewResultRequest>({
    ...checkedOnSubmit,
    resolver: schemaResolver(reviewResultSchema, { words: ({ message }) => message }),
    defaultValues: { applicantId: result.applicant.applicantId, note: review?.note ?? '', ...(review ? { decision: review.decision } : {}) },
  });
  const save = useReviewResult();
  const decision = form.watch('decision');
  const failure = form.formState.errors.root?.server?.message;
  const submit = form.handleSubmit((asked) =>
    save.trigger(asked, {
      onSuccess: () => notify.success(t('account.result.reviewSaved')),
      onError: (error) => {
        if (error instanceof SessionEndedError) return;
        form.setError('root.server', { message: messageOf(error) });
      },
    }),
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="result-section result-review">
      <h2 id={`${id}-heading`}>{t('account.result.reviewHeading')}</h2>
      {review ? (
        <>
          <p className="result-review__done">
            {t(review.decision === 'accept' ? 'account.result.reviewedAccept' : 'account.result.reviewedReject', { when: when(review.reviewedAt) })}
          </p>
          {review.note !== '' && <p className="result-review__note">{t('account.result.reviewedNote', { note: review.note })}</p>}
        </>
      ) : (
        <p>{t('account.result.reviewIntro')}</p>
      )}
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="result-review__decision">
          <legend className="ui-field__label">{t('account.result.reviewDecision')}</legend>
          {reviewDecisions.map((choice) => (
            <div key={choice} className="ui-checkbox">
              <input id={`${id}-${choice}`} type="radio" value={choice} className="ui-checkbox__box" {...form.register('decision')} />
              <label htmlFor={`${id}-${choice}`} className="ui-field__label">
                {t(decisionWords[choice])}
              </label>
            </div>
          ))}
        </fieldset>
        <TextAreaField label={t('account.result.reviewNote')} rows={3} maxLength={maxReviewNoteLength} {...fieldProps(form, 'note')} />
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="ui-actions">
          <Button type="submit" variant="primary" busy={save.isMutating} disabled={decision === undefined}>
            {t('account.result.reviewSave')}
          </Button>
        </div>
      </form>
    </section>
  );
}
