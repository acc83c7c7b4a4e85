import type { Selectable } from 'kysely';
import type { Company } from './company-view.ts';
import type { CompaniesTable } from './read-tables.ts';

/**
 * The company's fields as the code names them (`Company`, company-view.ts, whose wire form is
 * `companyViewSchema` in company-fields.ts) and the `companies` column that keeps each: the one
 * list the read's mapping (queries.ts) and the projection's sets (projection.ts) are derived
 * from. A field added to the view schema without a column here, or with a column of another
 * type, fails the type check. The logo is the one field made of several columns (logoView).
 */
export const companyColumns = {
  companyId: 'company_id',
  loginEmail: 'login_email',
  emailForReceivingResults: 'email_for_receiving_results',
  contactName: 'contact_name',
  companyName: 'company_name',
  vatNo: 'vat_no',
  address: 'address',
  postCode: 'post_code',
  textFolder: 'text_folder',
  isDefaultTexts: 'is_default_texts',
  emailVerified: 'email_verified',
  timeZone: 'time_zone',
  minimumWpm: 'minimum_wpm',
  minimumAccuracy: 'minimum_accuracy',
  automaticReminders: 'automatic_reminders',
  defaultDeadlineDays: 'default_deadline_days',
  language: 'language',
  retentionMonths: 'retention_months',
  welcomeNote: 'welcome_note',
} as const satisfies { [Field in Exclude<keyof Company, 'logo'>]: keyof CompaniesTable };

export type CompanyColumnField = keyof typeof companyColumns;
type CompanyRow = Selectable<CompaniesTable>;

/** The company's fields, each with its column's type: the same as `Company`'s (checked below). */
export type CompanyFields = { [Field in CompanyColumnField]: CompanyRow[(typeof companyColumns)[Field]] };

// Each field's column holds what the view shows: were one to differ, this line would not compile.
const sameTypes: (fields: CompanyFields) => Omit<Company, 'logo'> = (fields) => fields;
void sameTypes;

const fieldNames = Object.keys(companyColumns) as CompanyColumnField[];

/** The row's columns as the company's fields (the view's, but the logo). */
export function fieldsOfRow(row: CompanyRow): CompanyFields {
  return Object.fromEntries(fieldNames.map((field) => [field, row[companyColumns[field]]])) as CompanyFields;
}

/** Fields' values under their columns' names; what is not a field of the company (an event's other data) is left out. */
export type ColumnsOf<Fields> = { [Field in keyof Fields & CompanyColumnField as (typeof companyColumns)[Field]]: Fields[Field] };

/** Some of the company's fields as the columns they set; fields it does not keep (an event's other data) are left out. */
export function columnsOfFields<Fields extends Partial<CompanyFields>>(fields: Fields): ColumnsOf<Fields> {
  const columns: Record<string, unknown> = {};
  for (const field of fieldNames) if (field in fields) columns[companyColumns[field]] = fields[field];
  return columns as ColumnsOf<Fields>;
}
