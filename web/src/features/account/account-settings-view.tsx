import {
  accountSettingsSchema,
  type CompanyDetails,
  companyDetailsOf,
  companyLimits,
  isReservedTextFolder,
  normaliseTextFolder,
  timeZoneNames,
  type AccountSettings,
} from '@typetest/events/company';
import { type Language, languages } from '@typetest/events/i18n/languages';
import { verbatimText } from '@typetest/events/schema';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { ApiError, messageOf } from '../../shared/api-client.ts';
import { checkedOnSubmit, fieldProps, focusField } from '../../shared/forms/field-props.ts';
import { schemaResolver, type RefusedField } from '../../shared/forms/schema-resolver.ts';
import { pageLocale } from '../../shared/i18n/page-language.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import type { Company } from '../../shared/session/company.ts';
import { Button } from '../../shared/ui/button.tsx';
import { CheckboxField } from '../../shared/ui/checkbox-field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFinalTextFolder } from '../../shared/use-final-text-folder.ts';
import { apiWords, saveSettings, useSaveSettings } from './account-api.ts';
import { CompanyLogoField } from './company-logo-field.tsx';
import { AccountSubPage } from './account-sub-page.tsx';
import { CloseAccountPanel } from './close-account-panel.tsx';
import { fetchOverview, overviewKey } from './applicant-calls.ts';
import { lowerCase, rewriteAsTyped } from './rewrite-as-typed.ts';

interface AccountSettingsViewProps {
  company: Company;
  onMenu: () => void;
  /** Saves the settings, answering the company as saved (saveSettings; a test's stand-in). */
  save?: typeof saveSettings;
  /** The account's overview, which says when the automatic reminder goes (fetchOverview; a test's stand-in). */
  loadOverview?: typeof fetchOverview;
}

/** The company's details, each a text field that must not be empty. */
type DetailField = keyof CompanyDetails | 'loginEmail' | 'emailForReceivingResults' | 'textFolder';
/** The pass mark's two fields and the default deadline's days, typed as text ('' for none). */
type PassMarkField = 'minimumWpm' | 'minimumAccuracy';
type NumberField = PassMarkField | 'defaultDeadlineDays' | 'retentionMonths';
/** Asked for only while the login or results e-mail differs from the saved one. */
type Field = DetailField | NumberField | 'timeZone' | 'welcomeNote' | 'currentPassword';
type Draft = Record<DetailField, string> &
  Record<NumberField, string> & { timeZone: string; language: Language; sameEmail: boolean; automaticReminders: boolean; welcomeNote: string };
/** The form: the draft, and the current password, asked for while an address changes. */
type SettingsFields = Draft & { currentPassword: string };

/**
 * editCompany's body as the API checks it: the shared settings, and the current password when
 * an address changes (api/src/features/account/settings.ts refuses an empty one).
 */
const settingsBodySchema = accountSettingsSchema.extend({ currentPassword: verbatimText().min(1).max(companyLimits.passwordMax).optional() });

/** The form's order: the first wrong field in it gets the focus. */
const detailOrder: readonly DetailField[] = ['companyName', 'loginEmail', 'emailForReceivingResults', 'contactName', 'textFolder', 'address', 'postCode', 'vatNo'];
const fieldOrder: readonly Field[] = [
  ...detailOrder.slice(0, 3),
  'currentPassword',
  ...detailOrder.slice(3),
  'minimumWpm',
  'minimumAccuracy',
  'timeZone',
  'defaultDeadlineDays',
  'retentionMonths',
  'welcomeNote',
];

const typedNumber = (value: number | null) => (value === null ? '' : String(value));

/** The least accuracy as the page writes numbers: 92,5 on a Swedish page, 92.5 on an English one. */
const typedAccuracy = (value: number | null) => (value === null ? '' : new Intl.NumberFormat(pageLocale(), { maximumFractionDigits: 1, useGrouping: false }).format(value));

function draftOf(company: Company): Draft {
  const { loginEmail, emailForReceivingResults, textFolder, timeZone, language } = company;
  return {
    ...companyDetailsOf(company),
    loginEmail,
    emailForReceivingResults,
    textFolder,
    minimumWpm: typedNumber(company.minimumWpm),
    minimumAccuracy: typedAccuracy(company.minimumAccuracy),
    timeZone,
    language,
    sameEmail: emailForReceivingResults === loginEmail,
    automaticReminders: company.automaticReminders,
    defaultDeadlineDays: typedNumber(company.defaultDeadlineDays),
    retentionMonths: typedNumber(company.retentionMonths),
    welcomeNote: company.welcomeNote,
  };
}

/** A number field as typed (pass mark, deadline days): null when empty, the whole number, or NaN when it is not one (the shared schema refuses it, and one out of range). */
function minimumOf(typed: string): number | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The least accuracy as typed: null when empty, a number with a decimal point or comma (92.5, 92,5), or NaN when it is none (the shared schema refuses it, and more than one decimal). */
function accuracyOf(typed: string): number | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** What Save changes sends: with the box ticked, results go to the login e-mail. The form has checked it by then. */
function settingsOf({
  sameEmail,
  minimumWpm,
  minimumAccuracy,
  defaultDeadlineDays,
  retentionMonths,
  currentPassword: _,
  ...settings
}: Draft & { currentPassword?: string }): AccountSettings {
  const numbers = {
    minimumWpm: minimumOf(minimumWpm),
    minimumAccuracy: accuracyOf(minimumAccuracy),
    defaultDeadlineDays: minimumOf(defaultDeadlineDays),
    // The months may not be left empty: NaN, which the shared schema refuses with the field's words.
    retentionMonths: minimumOf(retentionMonths) ?? Number.NaN,
  };
  return { ...settings, ...(sameEmail ? { emailForReceivingResults: settings.loginEmail } : {}), ...numbers };
}

/** The zones the browser knows by their current names, with the company's own even where the browser's list lacks it. */
function timeZoneChoices(current: string): string[] {
  return [...new Set([...timeZoneNames(), current])].sort();
}

type Conflict = 'url' | 'email';

/** docs/product.md §8: editCompany's two conflicts. */
function conflictOf(errorMessage: string): Conflict | null {
  if (errorMessage === apiWords.urlExists) return 'url';
  if (errorMessage === apiWords.emailExists) return 'email';
  return null;
}

interface Saved {
  /** Set when the login e-mail changed: where the verification and the restore links went. */
  loginEmailChange?: { email: string; previousEmail: string };
}

/** docs/product.md §2's Account settings: the company's details, login e-mail and public URL, how results are judged, how invitations go (reminders, default deadline), and how long applicant data is kept. */
export function AccountSettingsView({ company, onMenu, save: saveCall = saveSettings, loadOverview = fetchOverview }: AccountSettingsViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<SettingsFields>({
    ...checkedOnSubmit,
    resolver: schemaResolver(settingsBodySchema, { bodyOf, words }),
    defaultValues: { ...draftOf(company), currentPassword: '' },
    // The first wrong field in the form's order gets the focus (fields that appear later register later).
    shouldFocusError: false,
  });
  const save = useSaveSettings(saveCall);
  // The menu's overview (one cache entry with it) carries the server's REMINDER_AFTER_HOURS; until it is in, the hint says no number.
  const overview = useSWR(overviewKey(company.companyId), () => loadOverview(), { revalidateOnFocus: false });
  const reminderAfterHours = overview.data?.reminderAfterHours;
  /** The conflict whose modal is open; the field it is about stays red until edited. */
  const [conflictShown, setConflictShown] = useState<Conflict | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const draft = form.watch();
  const { errors } = form.formState;
  const failure = errors.root?.server?.message;

  // A reserved URL gets its 5 random characters as in registration (docs/product.md §5), drawn once: the preview shows what is saved.
  const finalFolder = useFinalTextFolder(draft.textFolder);
  const settings = { ...settingsOf(draft), textFolder: finalFolder };
  const changed =
    detailOrder.some((field) => settings[field] !== company[field]) ||
    draft.timeZone !== company.timeZone ||
    draft.language !== company.language ||
    draft.minimumWpm.trim() !== typedNumber(company.minimumWpm) ||
    !Object.is(accuracyOf(draft.minimumAccuracy), company.minimumAccuracy) ||
    draft.automaticReminders !== company.automaticReminders ||
    draft.defaultDeadlineDays.trim() !== typedNumber(company.defaultDeadlineDays) ||
    draft.retentionMonths.trim() !== typedNumber(company.retentionMonths) ||
    draft.welcomeNote.trim() !== company.welcomeNote;
  // A stolen access token must not be enough to move the account's addresses (api settings.ts).
  const changesAnAddress = settings.loginEmail !== company.loginEmail || settings.emailForReceivingResults !== company.emailForReceivingResults;
  const [timeZones] = useState(() => timeZoneChoices(company.timeZone));
  const publicUrl = `${window.location.origin}/${finalFolder}`;

  /** editCompany's body: the settings as saved (the URL with its suffix), and the current password when an address changes. */
  function bodyOf(fields: SettingsFields) {
    const body = { ...settingsOf(fields), textFolder: finalFolder };
    const movesAnAddress = body.loginEmail !== company.loginEmail || body.emailForReceivingResults !== company.emailForReceivingResults;
    return movesAnAddress ? { ...body, currentPassword: fields.currentPassword } : body;
  }

  /** The words beside a field the schema refused, as docs/product.md §8 has them. */
  function words({ path, type, message }: RefusedField, fields: SettingsFields): string {
    if (path === 'minimumWpm') return t('account.settings.minimumWpmWrong');
    if (path === 'minimumAccuracy') return t('account.settings.minimumAccuracyWrong');
    if (path === 'timeZone') return t('account.settings.timeZoneWrong');
    if (path === 'defaultDeadlineDays') return t('account.settings.defaultDeadlineWrong');
    if (path === 'retentionMonths') return t('account.settings.retentionWrong');
    if (path === 'welcomeNote') return t('account.settings.welcomeNoteWrong');
    if (path === 'currentPassword') return type === 'too_small' ? t('account.settings.currentPasswordMissing') : message;
    const typed = (settingsOf(fields) as Record<string, unknown>)[path];
    if (type === 'too_small' || (typeof typed === 'string' && typed.trim() === '')) return t('account.settings.fieldMissing');
    if (path === 'loginEmail' || path === 'emailForReceivingResults') return t('account.settings.emailFormat');
    return message;
  }

  const conflictOn = (field: 'textFolder' | 'loginEmail') => errors[field]?.type === 'conflict';
  const textFolder = fieldProps(form, 'textFolder');

  const submit = form.handleSubmit(
    (fields) => {
      const previousEmail = company.loginEmail;
      const { currentPassword, ...body } = bodyOf(fields) as AccountSettings & { currentPassword?: string };
      return save.trigger(
        { settings: body, currentPassword },
        {
          onSuccess: (updated) => {
            form.reset({ ...draftOf(updated), currentPassword: '' });
            setSaved(updated.loginEmail === previousEmail ? {} : { loginEmailChange: { email: updated.loginEmail, previousEmail } });
          },
          onError: (error) => {
            if (error instanceof SessionEndedError) return;
            const taken = error instanceof ApiError ? conflictOf(error.message) : null;
            if (error instanceof ApiError && error.code === apiWords.currentPasswordCode) {
              // Missing or wrong: nothing was saved, and the field says why.
              form.setError('currentPassword', { type: 'server', message: error.message }, { shouldFocus: true });
            } else if (taken) {
              form.setError(taken === 'url' ? 'textFolder' : 'loginEmail', { type: 'conflict' });
              setConflictShown(taken);
            } else {
              form.setError('root.server', { message: messageOf(error) });
            }
          },
        },
      );
    },
    (refused) => {
      const firstWrong = fieldOrder.find((field) => refused[field]);
      if (firstWrong) focusField(firstWrong);
    },
  );

  const emailField = (field: 'loginEmail' | 'emailForReceivingResults', label: string) => {
    const registration = fieldProps(form, field);
    return (
      <TextField
        label={label}
        required
        type="text"
        inputMode="email"
        autoComplete={field === 'loginEmail' ? 'username' : 'email'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={companyLimits.email}
        invalid={field === 'loginEmail' && conflictOn('loginEmail')}
        {...registration}
        onChange={(event) => {
          rewriteAsTyped(event, lowerCase);
          return registration.onChange(event);
        }}
      />
    );
  };

  const textField = (field: keyof CompanyDetails, label: string, autoComplete: string, max: number) => (
    <TextField label={label} required autoComplete={autoComplete} maxLength={max} {...fieldProps(form, field)} />
  );

  // The accuracy takes a decimal (92.5): the decimal keyboard, and room for "100.0".
  const numberField = (field: NumberField, label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      inputMode={field === 'minimumAccuracy' ? 'decimal' : 'numeric'}
      autoComplete="off"
      maxLength={field === 'minimumAccuracy' ? 5 : 3}
      {...fieldProps(form, field)}
    />
  );

  return (
    <AccountSubPage title={t('account.menu.accountSettings')} onMenu={onMenu}>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => {
          // Nothing to save: Enter in a field does nothing, as the disabled Save changes does.
          if (changed) void submit(event);
          else event.preventDefault();
        }}
      >
        {textField('companyName', t('account.settings.companyName'), 'organization', companyLimits.name)}
        {emailField('loginEmail', t('account.settings.loginEmail'))}
        <CheckboxField label={t('account.settings.sameEmail')} {...form.register('sameEmail')} />
        {!draft.sameEmail && emailField('emailForReceivingResults', t('account.settings.resultsEmail'))}
        {changesAnAddress && (
          <PasswordField
            label={t('account.settings.currentPassword')}
            hint={t('account.settings.currentPasswordHint')}
            required
            autoComplete="current-password"
            maxLength={companyLimits.passwordMax}
            {...fieldProps(form, 'currentPassword')}
          />
        )}
        {textField('contactName', t('account.settings.contactName'), 'name', companyLimits.name)}
        <TextField
          label={t('account.settings.url')}
          required
          hint={t('account.settings.urlHint')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={companyLimits.textFolder}
          invalid={conflictOn('textFolder')}
          aria-describedby={`${id}-preview`}
          {...textFolder}
          onChange={(event) => {
            rewriteAsTyped(event, normaliseTextFolder);
            return textFolder.onChange(event);
          }}
        />
        <p id={`${id}-preview`} className="account-settings__preview">
          {isReservedTextFolder(draft.textFolder) && `${t('account.settings.urlReserved', { url: draft.textFolder })} `}
          {t('account.settings.urlPreview')}{' '}
          <a href={publicUrl} target="_blank" rel="noreferrer">
            {publicUrl}
          </a>
        </p>
        {textField('address', t('account.settings.street'), 'street-address', companyLimits.address)}
        {textField('postCode', t('account.settings.postalCodeAndArea'), 'postal-code', companyLimits.postCode)}
        {textField('vatNo', t('account.settings.vatNo'), 'off', companyLimits.vatNo)}
        <SelectField
          id={`${id}-language`}
          label={t('companyLanguage.label')}
          hint={t('companyLanguage.hint')}
          options={languages.map((choice) => ({ value: choice, label: t(`common.languageNames.${choice}`) }))}
          {...form.register('language')}
        />
        <fieldset className="account-settings__results">
          <legend>{t('account.settings.resultsHeading')}</legend>
          <p className="account-settings__note">{t('account.settings.passMarkNote')}</p>
          <div className="account-settings__pass-mark">
            {numberField('minimumWpm', t('account.settings.minimumWpm'), t('account.settings.minimumWpmHint'))}
            {numberField('minimumAccuracy', t('account.settings.minimumAccuracy'), t('account.settings.minimumAccuracyHint'))}
          </div>
          {/* A text field with the zones as suggestions (a native combobox): typing "Kolkata" finds Asia/Kolkata among 400. */}
          <TextField
            label={t('account.settings.timeZone')}
            hint={t('account.settings.timeZoneHint')}
            list={`${id}-timeZones`}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={64}
            {...fieldProps(form, 'timeZone')}
          />
          <datalist id={`${id}-timeZones`}>
            {timeZones.map((zone) => (
              <option key={zone} value={zone} label={zone.replaceAll('_', ' ')} />
            ))}
          </datalist>
        </fieldset>
        <fieldset className="account-settings__invitations">
          <legend>{t('account.settings.invitationsHeading')}</legend>
          <CheckboxField
            label={t('account.settings.automaticReminders')}
            hint={reminderAfterHours === undefined ? t('account.settings.automaticRemindersHint') : t('account.settings.automaticRemindersAfter', { count: reminderAfterHours })}
            {...form.register('automaticReminders')}
          />
          {numberField('defaultDeadlineDays', t('account.settings.defaultDeadline'), t('account.settings.defaultDeadlineHint'))}
        </fieldset>
        <fieldset className="account-settings__privacy">
          <legend>{t('account.settings.privacyHeading')}</legend>
          {numberField('retentionMonths', t('account.settings.retention'), t('account.settings.retentionHint'))}
        </fieldset>
        <fieldset className="account-settings__brand">
          <legend>{t('account.settings.brandHeading')}</legend>
          <CompanyLogoField company={company} />
          <TextAreaField
            label={t('account.settings.welcomeNote')}
            hint={t('account.settings.welcomeNoteHint')}
            rows={4}
            maxLength={companyLimits.welcomeNote}
            {...fieldProps(form, 'welcomeNote')}
          />
        </fieldset>
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="ui-actions">
          <Button type="submit" variant="primary" busy={save.isMutating} disabled={!changed}>
            {t('account.saveChanges')}
          </Button>
        </div>
      </form>
      <CloseAccountPanel timeZone={company.timeZone} />
      <Modal
        open={conflictShown === 'url'}
        title={t('account.settings.urlExistsTitle')}
        message={t('account.settings.urlExistsMessage')}
        onClose={() => setConflictShown(null)}
        returnFocusTo={() => document.getElementsByName('textFolder')[0]}
      />
      <Modal
        open={conflictShown === 'email'}
        title={t('account.settings.emailExistsTitle')}
        message={t('account.settings.emailExistsMessage')}
        onClose={() => setConflictShown(null)}
        returnFocusTo={() => document.getElementsByName('loginEmail')[0]}
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
