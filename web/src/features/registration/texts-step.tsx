import { companyLimits, defaultTexts } from '@typetest/events/company';
import { useId, useLayoutEffect, useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { CheckboxField } from '../../shared/ui/checkbox-field.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { textsComplete, type RegistrationFields } from './registration-fields.ts';

interface TextsStepProps {
  form: UseFormReturn<RegistrationFields>;
  onContinue: () => void;
}

/**
 * Step 2 (docs/product.md §2 and 5): the company's own texts, 1 to 4, or the default texts. With the default
 * texts on, the own text boxes are hidden (what was typed in them is kept) and the default texts
 * are shown read-only, so the company sees what applicants will copy.
 */
export function TextsStep({ form, onContinue }: TextsStepProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'texts' });
  const values = form.watch();
  const complete = textsComplete(values);
  const typedAsId = useId();
  /** Where the focus goes once the list has changed: the new text box, or after a removal the one before. */
  const focusText = useRef<number | null>(null);

  // In the commit that changes the list, so the next key press already goes to the right box.
  useLayoutEffect(() => {
    if (focusText.current === null) return;
    form.setFocus(`texts.${Math.min(focusText.current, fields.length - 1)}.text`);
    focusText.current = null;
  }, [fields.length, form]);

  return (
    <form className="registration-form" noValidate onSubmit={form.handleSubmit(() => complete && onContinue())}>
      <p>{t('registration.texts.explanation')}</p>
      <p className="ui-field__hint">{t('companyTexts.whichTexts')}</p>
      <CheckboxField label={t('registration.texts.useDefaultTexts')} {...form.register('isDefaultTexts')} />
      {values.isDefaultTexts ? (
        <div className="registration-form registration-default-texts">
          <p>{t('registration.texts.usingDefaultTexts')}</p>
          <p>{t('registration.texts.defaultTextsShown')}</p>
          {defaultTexts.map((text, index) => (
            <TextAreaField key={index} label={t('registration.texts.text', { n: index + 1 })} value={text} readOnly rows={5} />
          ))}
        </div>
      ) : (
        <div className="registration-form">
          <p className="ui-field__hint" id={typedAsId}>
            {t('companyTexts.typedAs')}
          </p>
          {fields.map((field, index) => (
            <div key={field.id} className="registration-text">
              <TextAreaField
                label={t('registration.texts.text', { n: index + 1 })}
                aria-describedby={typedAsId}
                required
                rows={5}
                maxLength={companyLimits.text}
                {...form.register(`texts.${index}.text`)}
              />
              {index > 0 && (
                <IconButton
                  aria-label={t('registration.texts.removeText', { n: index + 1 })}
                  icon="✕"
                  variant="danger"
                  onClick={() => {
                    focusText.current = index - 1;
                    remove(index);
                  }}
                />
              )}
            </div>
          ))}
          {fields.length < companyLimits.texts && (
            <div>
              <Button
                onClick={() => {
                  focusText.current = fields.length;
                  append({ text: '' }, { shouldFocus: false });
                }}
              >
                {t('registration.texts.addText')}
              </Button>
            </div>
          )}
        </div>
      )}
      <div className="ui-actions">
        <Button type="submit" variant="primary" disabled={!complete}>
          {t('common.continue')}
        </Button>
      </div>
    </form>
  );
}
