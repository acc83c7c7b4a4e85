import { companyLimits, isReservedTextFolder, looksLikeEmail, normaliseTextFolder, type AccountSettings } from '@typetest/events/company';
import { passMarkSchema } from '@typetest/events/applicant';
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
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { apiWords, saveSettings } from './account-api.ts';
import { AccountSubPage } from './account-sub-page.tsx';
import { lowerCase, rewriteAsTyped } from './rewrite-as-typed.ts';

interface AccountSettingsViewProps {
  company: Company;
  onMenu: () => void;
}

/** The company's details, each a text field that must not be empty. */
type DetailField = 'companyName' | 'loginEmail' | 'emailForReceivingResults' | 'contactName' | 'textFolder' | 'address' | 'postCode' | 'vatNo';
/** The pass mark's two fields, typed as text ('' for no minimum). */
type PassMarkField = 'minimumWpm' | 'minimumAccuracy';
type Field = DetailField | PassMarkField;
type Draft = Record<DetailField, string> & Record<PassMarkField, string> & { timeZone: string; sameEmail: boolean };

/** The form's order: the first wrong field in it gets the focus. */
const detailOrder: readonly DetailField[] = ['companyName', 'loginEmail', 'emailForReceivingResults', 'contactName', 'textFolder', 'address', 'postCode', 'vatNo'];
const fieldOrder: readonly Field[] = [...detailOrder, 'minimumWpm', 'minimumAccuracy'];

const typedNumber = (value: number | null) => (value === null ? '' : String(value));

function draftOf(company: Company): Draft {
  const { companyName, loginEmail, emailForReceivingResults, contactName, textFolder, address, postCode, vatNo, timeZone } = company;
  return {
    companyName,
    loginEmail,
    emailForReceivingResults,
    contactName,
    textFolder,
    address,
    postCode,
    vatNo,
    minimumWpm: typedNumber(company.minimumWpm),
    minimumAccuracy: typedNumber(company.minimumAccuracy),
    timeZone,
    sameEmail: emailForReceivingResults === loginEmail,
  };
}

/** A pass-mark field as typed: null when empty, the whole number, or undefined when it is neither or out of range. */
function minimumOf(field: PassMarkField, typed: string): number | null | undefined {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const parsed = passMarkSchema.shape[field].safeParse(Number(trimmed));
  return parsed.success ? parsed.data : undefined;
}

/** What Save changes sends: with the box ticked, results go to the login e-mail. Pass-mark fields must be valid by now. */
function settingsOf({ sameEmail, minimumWpm, minimumAccuracy, ...settings }: Draft): AccountSettings {
  const passMark = { minimumWpm: minimumOf('minimumWpm', minimumWpm) ?? null, minimumAccuracy: minimumOf('minimumAccuracy', minimumAccuracy) ?? null };
  return { ...settings, ...(sameEmail ? { emailForReceivingResults: settings.loginEmail } : {}), ...passMark };
}

/** The zones the browser knows, with UTC and the company's own even where the browser's list lacks them. */
function timeZoneChoices(current: string): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', current])].sort();
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
  const changed =
    detailOrder.some((field) => settings[field] !== company[field]) ||
    draft.timeZone !== company.timeZone ||
    draft.minimumWpm.trim() !== typedNumber(company.minimumWpm) ||
    draft.minimumAccuracy.trim() !== typedNumber(company.minimumAccuracy);
  const [timeZones] = useState(() => timeZoneChoices(company.timeZone));
  const publicUrl = `${window.location.origin}/${draft.textFolder}`;

  function set<K extends keyof Draft>(field: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as Field]: _, ...rest }) => rest);
    if ((conflict === 'url' && field === 'textFolder') || (conflict === 'email' && field === 'loginEmail')) setConflict(null);
  }

  function problemsOf(values: AccountSettings): Partial<Record<Field, string>> {
    const problems: Partial<Record<Field, string>> = {};
    for (const field of detailOrder) {
      if (values[field].trim() === '') problems[field] = t('account.settings.fieldMissing');
    }
    if (minimumOf('minimumWpm', draft.minimumWpm) === undefined) problems.minimumWpm = t('account.settings.minimumWpmWrong');
    if (minimumOf('minimumAccuracy', draft.minimumAccuracy) === undefined) problems.minimumAccuracy = t('account.settings.minimumAccuracyWrong');
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

  const passMarkField = (field: PassMarkField, label: string, hint: string) => (
    <TextField
      id={fieldId(field)}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      maxLength={3}
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
        <fieldset className="account-settings__results">
          <legend>{t('account.settings.resultsHeading')}</legend>
          <p className="account-settings__note">{t('account.settings.passMarkNote')}</p>
          <div className="account-settings__pass-mark">
            {passMarkField('minimumWpm', t('account.settings.minimumWpm'), t('account.settings.minimumWpmHint'))}
            {passMarkField('minimumAccuracy', t('account.settings.minimumAccuracy'), t('account.settings.minimumAccuracyHint'))}
          </div>
          <SelectField
            id={`${id}-timeZone`}
            label={t('account.settings.timeZone')}
            hint={t('account.settings.timeZoneHint')}
            value={draft.timeZone}
            options={timeZones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
            onChange={(event) => set('timeZone', event.currentTarget.value)}
          />
        </fieldset>
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
