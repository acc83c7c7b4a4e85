import { companyLimits } from '@typetest/events/company';
import { languages } from '@typetest/events/i18n/languages';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Link } from 'react-router-dom';
import { Button } from '../../shared/ui/button.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { detailsComplete, type RegistrationFields } from './registration-fields.ts';

interface DetailsStepProps {
  form: UseFormReturn<RegistrationFields>;
  onContinue: () => void;
}

/** Step 1 (docs/product.md §2): who registers, for the invoices, and the company's language. Continue once all five details are filled in. */
export function DetailsStep({ form, onContinue }: DetailsStepProps) {
  const { t } = useTranslation();
  const complete = detailsComplete(form.watch());
  return (
    <form className="registration-form" noValidate onSubmit={form.handleSubmit(() => complete && onContinue())}>
      <p>{t('registration.details.intro')}</p>
      <TextField label={t('registration.details.name')} required autoComplete="name" maxLength={companyLimits.name} {...form.register('contactName')} />
      <TextField label={t('registration.details.companyName')} required autoComplete="organization" maxLength={companyLimits.name} {...form.register('companyName')} />
      <TextField label={t('registration.details.vatNumber')} required autoComplete="off" maxLength={companyLimits.vatNo} {...form.register('vatNo')} />
      <TextField label={t('registration.details.invoiceAddress')} required autoComplete="street-address" maxLength={companyLimits.address} {...form.register('address')} />
      <TextField label={t('registration.details.postalCodeAndArea')} required autoComplete="off" maxLength={companyLimits.postCode} {...form.register('postCode')} />
      <SelectField
        label={t('companyLanguage.label')}
        hint={t('companyLanguage.hint')}
        options={languages.map((language) => ({ value: language, label: t(`common.languageNames.${language}`) }))}
        {...form.register('language')}
      />
      <div className="ui-actions">
        <Button type="submit" variant="primary" disabled={!complete}>
          {t('common.continue')}
        </Button>
      </div>
      <p className="registration-aside">
        <Link to="/login">{t('registration.details.alreadyRegistered')}</Link>
      </p>
    </form>
  );
}
