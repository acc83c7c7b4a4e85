import type { Kysely } from 'kysely';
import type { Database } from '../catalogue.ts';
import { logoView, type LogoView } from '../schema/logo.ts';

// The company as the applicant feature reads it: what its mails, texts and links need.

/** What the applicant mails and texts need of the company, as its read table has it now. */
export const invitingCompanyColumns = [
  'companies.company_name as companyName',
  'companies.text_folder as textFolder',
  'companies.email_for_receiving_results as emailForReceivingResults',
  'companies.is_default_texts as isDefaultTexts',
  'companies.texts',
  // The results mail's times and pass mark.
  'companies.time_zone as timeZone',
  'companies.minimum_wpm as minimumWpm',
  'companies.minimum_accuracy as minimumAccuracy',
  // Every applicant mail's language, the default texts issued and the introduction sentence.
  'companies.language',
  // The invitation's and the welcome screen's note from the company.
  'companies.welcome_note as welcomeNote',
  // ... and its logo (docs/decisions/0069-company-logo.md).
  'companies.logo_sha256 as logoSha256',
  'companies.logo_width as logoWidth',
  'companies.logo_height as logoHeight',
] as const;

/** The company's logo as the invitation and the welcome screen show it, from invitingCompanyColumns' logo columns; null for none. */
export const logoOfRow = (companyId: string, row: { logoSha256: string | null; logoWidth: number | null; logoHeight: number | null }): LogoView | null =>
  row.logoSha256 && row.logoWidth && row.logoHeight ? logoView(companyId, { sha256: row.logoSha256, width: row.logoWidth, height: row.logoHeight }) : null;

/** The company inviting applicants: what the mails need, whether it may invite freely (the unverified allowance), and the deadline its links get by default. */
export async function invitingCompanyAndLogin(db: Kysely<Database>, companyId: string) {
  const company = await db
    .selectFrom('companies')
    .select([
      ...invitingCompanyColumns,
      'companies.email_verified as emailVerified',
      'companies.login_email as loginEmail',
      'companies.default_deadline_days as defaultDeadlineDays',
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return { ...company, logo: logoOfRow(companyId, company) };
}
