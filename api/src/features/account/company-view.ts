import type { Kysely } from 'kysely';
import type { CompanyView, Database } from '@typetest/events';

/** The company as the account area shows it (never a secret), from the read table. */
export async function readCompanyView(db: Kysely<Database>, companyId: string): Promise<CompanyView | undefined> {
  const row = await db.selectFrom('companies').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  if (!row) return undefined;
  return {
    companyId: row.company_id,
    loginEmail: row.login_email,
    emailForReceivingResults: row.email_for_receiving_results,
    contactName: row.contact_name,
    companyName: row.company_name,
    vatNo: row.vat_no,
    address: row.address,
    postCode: row.post_code,
    textFolder: row.text_folder,
    isDefaultCb: row.is_default_texts,
    emailVerified: row.email_verified,
    timeZone: row.time_zone,
    minimumWpm: row.minimum_wpm,
    minimumAccuracy: row.minimum_accuracy,
  };
}

/** The company row of a login e-mail (lower-cased), with its password hash. */
export async function findCompanyByLoginEmail(db: Kysely<Database>, loginEmail: string) {
  return db
    .selectFrom('companies')
    .leftJoin('company_credentials', 'company_credentials.company_id', 'companies.company_id')
    .select(['companies.company_id as companyId', 'companies.login_email as loginEmail', 'company_credentials.password_hash as passwordHash'])
    .where('companies.login_email', '=', loginEmail)
    .executeTakeFirst();
}
