import { companyLimits, isEmptyText } from '@typetest/events/company';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import useSWR, { useSWRConfig } from 'swr';
import { messageOf } from '../../shared/api-client.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import type { Company } from '../../shared/session/company.ts';
import { companyKey } from '../../shared/session/use-session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { CheckboxField } from '../../shared/ui/checkbox-field.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { fetchTexts, saveTexts } from './account-api.ts';
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

/** Keys carry the company, so the next company to sign in on this page never sees these texts. */
const textsKey = (companyId: string, isDefault: boolean) => ['account/texts', companyId, isDefault] as const;

/**
 * SPEC 2's Manage your texts: the company's own texts (1 to 4) or the default texts, shown
 * read-only while "Use default texts" is ticked.
 */
export function ManageTextsView({ company, onMenu }: ManageTextsViewProps) {
  const { t } = useTranslation();
  const own = useSWR(textsKey(company.companyId, false), () => fetchTexts(false), { revalidateOnFocus: false });
  return (
    <AccountSubPage title={t('account.menu.manageTexts')} onMenu={onMenu}>
      <p>{t('account.texts.explanation')}</p>
      {own.data ? (
        <TextsForm company={company} stored={{ isDefault: company.isDefaultCb, texts: own.data }} />
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
  const { mutate } = useSWRConfig();
  const [stored, setStored] = useState(initiallyStored);
  const [useDefault, setUseDefault] = useState(initiallyStored.isDefault);
  // A company that chose the default texts at registration may have none of its own: one empty box to start.
  const [texts, setTexts] = useState<string[]>(initiallyStored.texts.length > 0 ? [...initiallyStored.texts] : ['']);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const [savedMessage, setSavedMessage] = useState('');
  const inFlight = useRef(false);
  const defaults = useSWR(useDefault ? textsKey(company.companyId, true) : null, () => fetchTexts(true), { revalidateOnFocus: false });

  const textId = (index: number) => `${id}-text-${index}`;
  const changed =
    useDefault !== stored.isDefault || (!useDefault && (texts.length !== stored.texts.length || texts.some((text, index) => text !== stored.texts[index])));
  const anyEmpty = !useDefault && texts.some(isEmptyText);

  function edit(index: number, value: string) {
    setTexts((current) => current.map((text, at) => (at === index ? value : text)));
  }

  function add() {
    // Rendered at once, so the new box is there to take the focus before the next key press.
    flushSync(() => setTexts((current) => [...current, '']));
    document.getElementById(textId(texts.length))?.focus();
  }

  function remove(index: number) {
    flushSync(() => setTexts((current) => current.filter((_, at) => at !== index)));
    // The box before takes the place of the removed one for the keyboard.
    document.getElementById(textId(index - 1))?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current || !changed || anyEmpty) return;
    inFlight.current = true;
    setSaving(true);
    setFailure('');
    try {
      // With the default texts the API keeps the company's own as they are, whatever is sent.
      await saveTexts(useDefault, useDefault ? [] : texts);
      const next = { isDefault: useDefault, texts: useDefault ? stored.texts : texts };
      setStored(next);
      await mutate(textsKey(company.companyId, false), [...next.texts], { revalidate: false });
      await mutate(companyKey);
      setSavedMessage(useDefault ? t('account.texts.savedDefault') : t('account.texts.savedOwn'));
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      notify.error(messageOf(error));
      setFailure(messageOf(error));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <CheckboxField
        label={t('account.texts.useDefaultTexts')}
        checked={useDefault}
        onChange={(event) => setUseDefault(event.currentTarget.checked)}
      />
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
          {texts.map((text, index) => (
            <div key={index} className="account-texts__row">
              <TextAreaField
                id={textId(index)}
                className="account-texts__field"
                label={t('account.texts.text', { n: index + 1 })}
                aria-describedby={`${id}-typed-as`}
                required
                maxLength={companyLimits.text}
                value={text}
                onChange={(event) => edit(index, event.currentTarget.value)}
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
          {texts.length < companyLimits.texts && (
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
        <Button type="submit" variant="primary" busy={saving} disabled={!changed || anyEmpty} aria-describedby={anyEmpty ? `${id}-why` : undefined}>
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
