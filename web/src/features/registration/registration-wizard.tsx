import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { pageLanguage } from '../../shared/i18n/page-language.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ProgressDots } from '../../shared/ui/progress-dots.tsx';
import { AccountStep } from './account-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { FinishedStep } from './finished-step.tsx';
import { emptyRegistration, type RegistrationFields } from './registration-fields.ts';
import { TextsStep } from './texts-step.tsx';
import { useSubmitRegistration } from './use-submit-registration.ts';
import { allowedStep, useWizard, wizardSteps, type WizardStep } from './wizard-steps.ts';
import './registration.css';

/**
 * What was typed, kept while the visitor leaves the wizard (the back arrow to "/", a look at the
 * landing page) and comes back in the same tab. Memory only: never the password in storage.
 */
let draft: RegistrationFields | undefined;

const headings = {
  details: 'registration.details.heading',
  textConfig: 'registration.texts.heading',
  register: 'registration.account.heading',
  finished: 'registration.finished.heading',
} as const satisfies Record<WizardStep, string>;

/** docs/product.md §2 and 4: the four-step registration wizard. */
export function RegistrationWizard() {
  const { t } = useTranslation();
  // The company's language starts as the page's: the one its visitor reads.
  const form = useForm<RegistrationFields>({ defaultValues: draft ?? { ...emptyRegistration, language: pageLanguage() } });
  const wizard = useWizard();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  /** The history entry Submit succeeded on: any other non-finished entry is a Back past the finished step. */
  const registeredOn = useRef<string | null>(null);
  const submit = useSubmitRegistration(form, (email) => {
    registeredOn.current = wizard.entryKey;
    draft = undefined;
    setRegisteredEmail(email);
    wizard.replace('finished');
  });

  const fields = form.watch();
  const registered = registeredEmail !== null;
  const shown = allowedStep(wizard.requested, fields, registered);
  const { requested, entryKey, replace, leave } = wizard;

  useEffect(() => {
    if (!registered) {
      if (shown !== requested) replace(shown);
      return;
    }
    // docs/product.md §4: no going back from finished. The browser's Back leaves the wizard altogether.
    if (requested !== 'finished' && entryKey !== registeredOn.current) leave();
  }, [registered, shown, requested, entryKey, replace, leave]);

  useEffect(
    () => () => {
      draft = registeredOn.current === null ? form.getValues() : undefined;
    },
    [form],
  );

  const stepNames = wizardSteps.map((step) => t(`registration.steps.${step}`));
  return (
    <>
      <Page
        key={shown}
        title={t('registration.title')}
        heading={t(headings[shown])}
        onBack={shown === 'finished' ? undefined : wizard.back}
        top={<ProgressDots steps={stepNames} current={wizardSteps.indexOf(shown)} />}
        focusHeading={wizard.moved}
      >
        {shown === 'details' && <DetailsStep form={form} onContinue={() => wizard.forward('textConfig')} />}
        {shown === 'textConfig' && <TextsStep form={form} onContinue={() => wizard.forward('register')} />}
        {shown === 'register' && <AccountStep form={form} busy={submit.busy} onSubmit={submit.submit} problemOf={submit.problemOf} />}
        {shown === 'finished' && registeredEmail !== null && <FinishedStep email={registeredEmail} />}
      </Page>
      <Modal open={submit.modal !== null} title={submit.modal?.title ?? ''} message={submit.modal?.message ?? ''} onClose={submit.closeModal} returnFocusTo={submit.fieldToFix} />
    </>
  );
}
