import { companyLimits, isReservedTextFolder, looksLikeEmail, normaliseTextFolder, type AccountSettings } from '@typetest/events/company';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useSWRConfig } from 'swr';
import { ApiError, messageOf } from '../../shared/api-client.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import type { Company } from '../../shared/session/company.ts';
import { companyKey } from '../../shared/session/use-session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { CheckboxField } from '../../shared/ui/checkbox-field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import { apiWords, saveSettings } from './account-api.ts';
import { AccountSubPage } from './account-sub-page.tsx';
import { lowerCase, rewriteAsTyped } from './rewrite-as-typed.ts';

interface AccountSettingsViewProps {
  company: Company;
  onMenu: () => void;
}

type Field = keyof AccountSettings;
type Draft = AccountSettings & { sameEmail: boolean };

/** The form's order: the first wrong field in it gets the focus. */
const fieldOrder: readonly Field[] = ['companyName', 'loginEmail', 'emailForReceivingResults', 'contactName', 'textFolder', 'address', 'postCode', 'vatNo'];

function draftOf(company: Company): Draft {
  const { companyName, loginEmail, emailForReceivingResults, contactName, textFolder, address, postCode, vatNo } = company;
  return { companyName, loginEmail, emailForReceivingResults, contactName, textFolder, address, postCode, vatNo, sameEmail: emailForReceivingResults === loginEmail };
}

/** What Save changes sends: with the box ticked, results go to the login e-mail. */
function settingsOf({ sameEmail, ...settings }: Draft): AccountSettings {
  return sameEmail ? { ...settings, emailForReceivingResults: settings.loginEmail } : settings;
}

type Conflict = 'url' | 'email';

/** SPEC 8: editCompany's two conflicts. */
function conflictOf(errorMessage: string): Conflict | null {
  if (errorMessage === apiWords.urlExists) return 'url';
  if (errorMessage === apiWords.emailExists) return 'email';
  return null;
}

interface Saved {
  /** Set when the login e-mail changed: where the verification and the restore links went. */
  loginEmailChange?: { email: string; previousEmail: string };
}

/** SPEC 2's Account settings: the company's details, login e-mail and public URL. */
export function AccountSettingsView({ company, onMenu }: AccountSettingsViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState(() => draftOf(company));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  /** The field another company already has: red until edited. */
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [conflictShown, setConflictShown] = useState(false);
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const inFlight = useRef(false);

  const fieldId = (field: Field) => `${id}-${field}`;
  const settings = settingsOf(draft);
  const changed = fieldOrder.some((field) => settings[field] !== company[field]);
  const publicUrl = `${window.location.origin}/${draft.textFolder}`;

  function set<K extends keyof Draft>(field: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as Field]: _, ...rest }) => rest);
    if ((conflict === 'url' && field === 'textFolder') || (conflict === 'email' && field === 'loginEmail')) setConflict(null);
  }

  function problemsOf(values: AccountSettings): Partial<Record<Field, string>> {
    const problems: Partial<Record<Field, string>> = {};
    for (const field of fieldOrder) {
      if (values[field].trim() === '') problems[field] = t('account.settings.fieldMissing');
    }
    for (const field of ['loginEmail', 'emailForReceivingResults'] as const) {
      if (!problems[field] && !looksLikeEmail(values[field])) problems[field] = t('account.settings.emailFormat');
    }
    if (!problems.textFolder && isReservedTextFolder(values.textFolder)) problems.textFolder = t('account.settings.urlReserved');
    return problems;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current || !changed) return;
    const problems = problemsOf(settings);
    setErrors(problems);
    setFailure('');
    const firstWrong = fieldOrder.find((field) => problems[field]);
    if (firstWrong) {
      document.getElementById(fieldId(firstWrong))?.focus();
      return;
    }
    inFlight.current = true;
    setSaving(true);
    const previousEmail = company.loginEmail;
    try {
      const updated = await saveSettings(settings);
      await mutate(companyKey, updated, { revalidate: false });
      setDraft(draftOf(updated));
      setSaved(updated.loginEmail === previousEmail ? {} : { loginEmailChange: { email: updated.loginEmail, previousEmail } });
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      const taken = error instanceof ApiError ? conflictOf(error.message) : null;
      if (taken) {
        setConflict(taken);
        setConflictShown(true);
      } else {
        notify.error(messageOf(error));
        setFailure(messageOf(error));
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  const emailField = (field: 'loginEmail' | 'emailForReceivingResults', label: string) => (
    <TextField
      id={fieldId(field)}
      label={label}
      required
      type="text"
      inputMode="email"
      autoComplete={field === 'loginEmail' ? 'username' : 'email'}
      autoCapitalize="off"
      spellCheck={false}
      maxLength={companyLimits.email}
      value={draft[field]}
      error={errors[field]}
      invalid={field === 'loginEmail' && conflict === 'email'}
      onChange={(event) => set(field, rewriteAsTyped(event, lowerCase))}
    />
  );

  const textField = (field: 'companyName' | 'contactName' | 'address' | 'postCode' | 'vatNo', label: string, autoComplete: string, max: number) => (
    <TextField
      id={fieldId(field)}
      label={label}
      required
      autoComplete={autoComplete}
      maxLength={max}
      value={draft[field]}
      error={errors[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
    />
  );

  return (
    <AccountSubPage title={t('account.menu.accountSettings')} onMenu={onMenu}>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        {textField('companyName', t('account.settings.companyName'), 'organization', companyLimits.name)}
        {emailField('loginEmail', t('account.settings.loginEmail'))}
        <CheckboxField label={t('account.settings.sameEmail')} checked={draft.sameEmail} onChange={(event) => set('sameEmail', event.currentTarget.checked)} />
        {!draft.sameEmail && emailField('emailForReceivingResults', t('account.settings.resultsEmail'))}
        {textField('contactName', t('account.settings.contactName'), 'name', companyLimits.name)}
        <TextField
          id={fieldId('textFolder')}
          label={t('account.settings.url')}
          required
          hint={t('account.settings.urlHint')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={companyLimits.textFolder}
          value={draft.textFolder}
          error={errors.textFolder}
          invalid={conflict === 'url'}
          aria-describedby={`${id}-preview`}
          onChange={(event) => set('textFolder', rewriteAsTyped(event, normaliseTextFolder))}
        />
        <p id={`${id}-preview`} className="account-settings__preview">
          {t('account.settings.urlPreview')}{' '}
          <a href={publicUrl} target="_blank" rel="noreferrer">
            {publicUrl}
          </a>
        </p>
        {textField('address', t('account.settings.street'), 'street-address', companyLimits.address)}
        {textField('postCode', t('account.settings.postalCodeAndArea'), 'postal-code', companyLimits.postCode)}
        {textField('vatNo', t('account.settings.vatNo'), 'off', companyLimits.vatNo)}
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="ui-actions">
          <Button type="submit" variant="primary" busy={saving} disabled={!changed}>
            {t('account.saveChanges')}
          </Button>
        </div>
      </form>
      <Modal
        open={conflictShown && conflict === 'url'}
        title={t('account.settings.urlExistsTitle')}
        message={t('account.settings.urlExistsMessage')}
        onClose={() => setConflictShown(false)}
        returnFocusTo={() => document.getElementById(fieldId('textFolder'))}
      />
      <Modal
        open={conflictShown && conflict === 'email'}
        title={t('account.settings.emailExistsTitle')}
        message={t('account.settings.emailExistsMessage')}
        onClose={() => setConflictShown(false)}
        returnFocusTo={() => document.getElementById(fieldId('loginEmail'))}
      />
      <Modal
        open={saved !== null}
        title={t('account.changesSaved')}
        message={saved?.loginEmailChange ? t('account.settings.loginEmailChanged', saved.loginEmailChange) : t('account.settings.saved')}
        onClose={() => setSaved(null)}
      />
    </AccountSubPage>
  );
}
