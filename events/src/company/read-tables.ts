import type { ColumnType } from 'kysely';
import type { Language } from '../i18n/languages.ts';

// The company's read tables, apart from the projection that keeps them (projection.ts), so that
// the domain's Database type (catalogue.ts) takes them without importing the projection, which
// itself reads the catalogue's types.

export interface CompaniesTable {
  company_id: string;
  login_email: string;
  email_for_receiving_results: string;
  contact_name: string;
  company_name: string;
  vat_no: string;
  address: string;
  post_code: string;
  text_folder: string;
  is_default_texts: boolean;
  /** jsonb: written as JSON text, read back as the array. */
  texts: ColumnType<string[], string, string>;
  email_verified: boolean;
  /** IANA name; 'UTC' for companies registered before it was kept (migration 0008). */
  time_zone: ColumnType<string, string | undefined, string>;
  minimum_wpm: number | null;
  minimum_accuracy: number | null;
  /** The reminder settings (migration 0011): on and none until ReminderSettingsChanged. */
  automatic_reminders: ColumnType<boolean, boolean | undefined, boolean>;
  default_deadline_days: ColumnType<number | null, number | null | undefined, number | null>;
  /** Its mails' and its applicants' language; 'en' for companies registered before it was kept (migration 0012). */
  language: ColumnType<Language, Language | undefined, Language>;
  /** Months applicant data is kept after their last activity (migration 0030): 24 until DataRetentionChanged. */
  retention_months: ColumnType<number, number | undefined, number>;
  /** Shown to its applicants (migration 0032): '' until WelcomeNoteChanged. */
  welcome_note: ColumnType<string, string | undefined, string>;
  /** When the account closes, while its closing is requested (migration 0033); null otherwise. */
  closes_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the account was closed and its contact data erased (migration 0033). */
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The logo's SHA-256 and dimensions (migration 0034): null until CompanyLogoChanged names one; its bytes are in company_logos. */
  logo_sha256: ColumnType<string | null, string | null | undefined, string | null>;
  logo_width: ColumnType<number | null, number | null | undefined, number | null>;
  logo_height: ColumnType<number | null, number | null | undefined, number | null>;
  registered_at: Date;
  updated_at: Date;
}

export interface CompanyEmailsTable {
  email: string;
  company_id: string;
}

/** The company's read tables, by name. */
export interface CompanyReadTables {
  companies: CompaniesTable;
  company_emails: CompanyEmailsTable;
}
