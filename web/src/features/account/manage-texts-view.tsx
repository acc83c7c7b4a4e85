import { companyLimits, isEmptyText, textsSchema } from '@typetest/events/company';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useFieldArray, useForm } from 'react-hook-form';
import useSWR from 'swr';
import { messageOf } from '../../shared/api-client.ts';
import { checkedOnSubmit, focusField } from '../../shared/forms/field-props.ts';
import { firstRefusal, schemaResolver } from '../../shared/forms/schema-resolver.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import type { Company } from '../../shared/session/company.ts';
import { Button } from '../../shared/ui/button.tsx';
import { CheckboxField } from '../../shared/ui/checkbox-field.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { fetchTexts, textsBody, type TextsChoice, textsKey, useSaveTexts } from './account-api.ts';
import { AccountSubPage } from './account-sub-page.tsx';

interface ManageTextsViewProps {
  company: Company;
  onMenu: () => void;
}

/** The texts as stored: what Save changes compares with. */
interface StoredTexts {
  isDefault: boolean;
  texts: readonly string[];
}

/** The form: the box, and the company's own texts (react-hook-form's field arrays hold objects). */
interface TextsFields {
  isDefaultTexts: boolean;
  texts: { text: string }[];
}

/** What the form chooses: with the default texts, none of the own texts is sent. */
const choiceOf = ({ isDefaultTexts, texts }: TextsFields): TextsChoice => ({ isDefaultTexts, texts: isDefaultTexts ? [] : texts.map(({ text }) => text) });

/** inserttexts' body, as the API checks it with the shared textsSchema. */
const bodyOf = (fields: TextsFields) => textsBody(choiceOf(fields));

/**
 * docs/product.md §2's Manage your texts: the company's own texts (1 to 4) or the default texts, shown
 * read-only while "Use default texts" is ticked.
 */
export function ManageTextsView({ company, onMenu }: ManageTextsViewProps) {
  const { t } = useTranslation();
  const own = useSWR(textsKey(company.companyId, false), () => fetchTexts(false), { revalidateOnFocus: false });
  return (
    <AccountSubPage title={t('account.menu.manageTexts')} onMenu={onMenu}>
      <p>{t('account.texts.explanation')}</p>
      <p className="ui-field__hint">{t('companyTexts.whichTexts')}</p>
      {own.data ? (
        <TextsForm company={company} stored={{ isDefault: company.isDefaultTexts, texts: own.data }} />
      ) : own.error && !(own.error instanceof SessionEndedError) ? (
        <Notice tone="error">
          <p>{messageOf(own.error)}</p>
          <Button onClick={() => void own.mutate()}>{t('account.tryAgain')}</Button>
        </Notice>
      ) : (
        <Skeleton heading={false} lines={4} label={t('account.texts.loading')} />
      )}
    </AccountSubPage>
  );
}

function TextsForm({ company, stored: initiallyStored }: { company: Company; stored: StoredTexts }) {
  const { t } = useTranslation();
  const id = useId();
  const [stored, setStored] = useState(initiallyStored);
  const form = useForm<TextsFields>({
    ...checkedOnSubmit,
    // Save changes waits until no text is empty (isEmptyText, the schema's own test); what is left is the API's words.
    resolver: schemaResolver(textsSchema, { bodyOf, words: ({ message }) => message }),
    defaultValues: {
      isDefaultTexts: initiallyStored.isDefault,
      // A company that chose the default texts at registration may have none of its own: one empty box to start.
      texts: (initiallyStored.texts.length > 0 ? initiallyStored.texts : ['']).map((text) => ({ text })),
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'texts' });
  const save = useSaveTexts(company.companyId);
  const [savedMessage, setSavedMessage] = useState('');
  const watched = form.watch();
  const useDefault = watched.isDefaultTexts;
  const texts = watched.texts.map(({ text }) => text);
  const failure = form.formState.errors.root?.server?.message;
  const defaults = useSWR(useDefault ? textsKey(company.companyId, true) : null, () => fetchTexts(true), { revalidateOnFocus: false });

  const changed = useDefault !== stored.isDefault || (!useDefault && (texts.length !== stored.texts.length || texts.some((text, index) => text !== stored.texts[index])));
  const anyEmpty = !useDefault && texts.some(isEmptyText);

  function add() {
    // Rendered at once, so the new box is there to take the focus before the next key press.
    flushSync(() => rows.append({ text: '' }, { shouldFocus: false }));
    focusField(`texts.${rows.fields.length}.text`);
  }

  function remove(index: number) {
    flushSync(() => rows.remove(index));
    // The box before takes the place of the removed one for the keyboard.
    focusField(`texts.${index - 1}.text`);
  }

  /** Said once, beside Save changes, until the next try (web/src/shared/forms/README.md). */
  function fail(message: string) {
    form.setError('root.server', { message });
  }

  const submit = form.handleSubmit(
    (fields) => {
      if (!changed || anyEmpty) return;
      const choice = choiceOf(fields);
      return save.trigger(choice, {
        onSuccess: () => {
          setStored({ isDefault: choice.isDefaultTexts, texts: choice.isDefaultTexts ? stored.texts : choice.texts });
          setSavedMessage(choice.isDefaultTexts ? t('account.texts.savedDefault') : t('account.texts.savedOwn'));
        },
        onError: (error) => {
          if (!(error instanceof SessionEndedError)) fail(messageOf(error));
        },
      });
    },
    (refused) => fail(firstRefusal(refused) ?? t('account.texts.textsMissing')),
  );

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <CheckboxField label={t('account.texts.useDefaultTexts')} {...form.register('isDefaultTexts')} />
      {useDefault ? (
        <>
          <Notice announce={false}>
            <p>{t('account.texts.usingDefaultTexts')}</p>
          </Notice>
          {defaults.data ? (
            defaults.data.map((text, index) => (
              <TextAreaField key={index} className="account-texts__default" label={t('account.texts.text', { n: index + 1 })} value={text} readOnly rows={6} />
            ))
          ) : defaults.error && !(defaults.error instanceof SessionEndedError) ? (
            <Notice tone="error">
              <p>{messageOf(defaults.error)}</p>
              <Button onClick={() => void defaults.mutate()}>{t('account.tryAgain')}</Button>
            </Notice>
          ) : (
            <Skeleton heading={false} lines={3} label={t('account.texts.loading')} />
          )}
        </>
      ) : (
        <>
          <p className="ui-field__hint" id={`${id}-typed-as`}>
            {t('companyTexts.typedAs')}
          </p>
          {rows.fields.map((row, index) => (
            <div key={row.id} className="account-texts__row">
              <TextAreaField
                className="account-texts__field"
                label={t('account.texts.text', { n: index + 1 })}
                aria-describedby={`${id}-typed-as`}
                required
                maxLength={companyLimits.text}
                {...form.register(`texts.${index}.text`)}
              />
              {index === 0 ? (
                <span className="account-texts__no-remove" />
              ) : (
                <IconButton
                  className="account-texts__remove"
                  variant="danger"
                  aria-label={t('account.texts.removeText', { n: index + 1 })}
                  icon="✕"
                  onClick={() => remove(index)}
                />
              )}
            </div>
          ))}
          {rows.fields.length < companyLimits.texts && (
            <div>
              <Button variant="link" onClick={add}>
                {t('account.texts.addText')}
              </Button>
            </div>
          )}
        </>
      )}
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="ui-actions account-form__actions">
        <Button type="submit" variant="primary" busy={save.isMutating} disabled={!changed || anyEmpty} aria-describedby={anyEmpty ? `${id}-why` : undefined}>
          {t('account.saveChanges')}
        </Button>
        {anyEmpty && (
          <p id={`${id}-why`} className="account-form__why">
            {t('account.texts.textsMissing')}
          </p>
        )}
      </div>
      <Modal open={savedMessage !== ''} title={t('account.changesSaved')} message={savedMessage} onClose={() => setSavedMessage('')} />
    </form>
  );
}
