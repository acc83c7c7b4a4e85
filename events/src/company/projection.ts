import type { QueryCreator } from 'kysely';
import type { Database, RecordedEvent } from '../catalogue.ts';
import type { Projection } from '../projections/projection.ts';
import { currentTimeZoneName } from './time-zone-names.ts';

/** Constraint names the API maps to the product's "already exists" messages (docs/product.md §8). */
export const companyConstraints = {
  textFolder: 'companies_text_folder_unique',
  email: 'company_emails_pkey',
} as const;

/** The company's addresses claimed again from its current row, so no other company can use them. */
async function claimEmails(db: QueryCreator<Database>, companyId: string): Promise<void> {
  const company = await db.selectFrom('companies').select(['login_email', 'email_for_receiving_results']).where('company_id', '=', companyId).executeTakeFirstOrThrow();
  await db.deleteFrom('company_emails').where('company_id', '=', companyId).execute();
  const emails = [...new Set([company.login_email, company.email_for_receiving_results])];
  await db
    .insertInto('company_emails')
    .values(emails.map((email) => ({ email, company_id: companyId })))
    .execute();
}

/** companies and company_emails: the account area's reads, and uniqueness across companies. */
export const companiesProjection: Projection = {
  name: 'companies',
  tables: ['companies', 'company_emails'],
  async apply(db, event: RecordedEvent) {
    const at = event.recordedAt;
    switch (event.type) {
      case 'CompanyRegistered': {
        const d = event.data;
        await db
          .insertInto('companies')
          .values({
            company_id: d.companyId,
            login_email: d.loginEmail,
            email_for_receiving_results: d.emailForReceivingResults,
            contact_name: d.contactName,
            company_name: d.companyName,
            vat_no: d.vatNo,
            address: d.address,
            post_code: d.postCode,
            text_folder: d.textFolder,
            is_default_texts: d.isDefaultTexts,
            texts: JSON.stringify(d.texts),
            email_verified: false,
            // By its current name (Asia/Calcutta: Asia/Kolkata), as migration 0015 renamed the rows before it.
            time_zone: currentTimeZoneName(d.timeZone),
            minimum_wpm: d.minimumWpm,
            minimum_accuracy: d.minimumAccuracy,
            language: d.language,
            registered_at: at,
            updated_at: at,
          })
          .execute();
        await claimEmails(db, d.companyId);
        return;
      }
      case 'TextsChanged':
        await db
          .updateTable('companies')
          .set({ is_default_texts: event.data.isDefaultTexts, texts: JSON.stringify(event.data.texts), updated_at: at })
          .where('company_id', '=', event.data.companyId)
          .execute();
        return;
      case 'CompanySettingsChanged': {
        const d = event.data;
        await db
          .updateTable('companies')
          .set({
            contact_name: d.contactName,
            company_name: d.companyName,
            vat_no: d.vatNo,
            address: d.address,
            post_code: d.postCode,
            text_folder: d.textFolder,
            email_for_receiving_results: d.emailForReceivingResults,
            updated_at: at,
          })
          .where('company_id', '=', d.companyId)
          .execute();
        await claimEmails(db, d.companyId);
        return;
      }
      case 'PassMarkChanged':
        await db
          .updateTable('companies')
          .set({ minimum_wpm: event.data.minimumWpm, minimum_accuracy: event.data.minimumAccuracy, updated_at: at })
          .where('company_id', '=', event.data.companyId)
          .execute();
        return;
      case 'ReminderSettingsChanged':
        await db
          .updateTable('companies')
          .set({ automatic_reminders: event.data.automaticReminders, default_deadline_days: event.data.defaultDeadlineDays, updated_at: at })
          .where('company_id', '=', event.data.companyId)
          .execute();
        return;
      case 'TimeZoneChanged':
        await db
          .updateTable('companies')
          .set({ time_zone: currentTimeZoneName(event.data.timeZone), updated_at: at })
          .where('company_id', '=', event.data.companyId)
          .execute();
        return;
      case 'DataRetentionChanged':
        await db.updateTable('companies').set({ retention_months: event.data.retentionMonths, updated_at: at }).where('company_id', '=', event.data.companyId).execute();
        return;
      case 'WelcomeNoteChanged':
        await db.updateTable('companies').set({ welcome_note: event.data.welcomeNote, updated_at: at }).where('company_id', '=', event.data.companyId).execute();
        return;
      case 'CompanyLogoChanged': {
        const logo = event.data.logo;
        await db
          .updateTable('companies')
          .set({ logo_sha256: logo?.sha256 ?? null, logo_width: logo?.width ?? null, logo_height: logo?.height ?? null, updated_at: at })
          .where('company_id', '=', event.data.companyId)
          .execute();
        return;
      }
      case 'LanguageChanged':
        await db.updateTable('companies').set({ language: event.data.language, updated_at: at }).where('company_id', '=', event.data.companyId).execute();
        return;
      case 'LoginEmailChanged':
        // A new address is unverified until its link is followed (a restored one was verified before, or not).
        await db
          .updateTable('companies')
          .set({ login_email: event.data.loginEmail, email_verified: false, updated_at: at })
          .where('company_id', '=', event.data.companyId)
          .execute();
        await claimEmails(db, event.data.companyId);
        return;
      case 'EmailVerified':
        // Only the address in use counts; a link to an address since replaced verifies nothing shown.
        await db
          .updateTable('companies')
          .set({ email_verified: true, updated_at: at })
          .where('company_id', '=', event.data.companyId)
          .where('login_email', '=', event.data.email)
          .execute();
        return;
      default:
        return;
    }
  },
};
