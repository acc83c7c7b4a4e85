import type { QueryCreator } from 'kysely';
import type { Database, RecordedEvent } from '../catalogue.ts';
import type { FoldedTables, Projection, ReadRow } from '../projections/projection.ts';
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
  // A closed account's addresses read '' (decision 0068): nothing to claim.
  const emails = [...new Set([company.login_email, company.email_for_receiving_results])].filter((email) => email !== '');
  if (emails.length === 0) return;
  await db
    .insertInto('company_emails')
    .values(emails.map((email) => ({ email, company_id: companyId })))
    .execute();
}

/**
 * A closed account's text folder reads '' (its key is deleted, decision 0068): the row takes the
 * company's id instead, which no folder can be (folders are letters and digits), so a replay of
 * several closed accounts finds no two with the same folder.
 */
const folderOf = (textFolder: string, companyId: string) => (textFolder === '' ? companyId : textFolder);
/** The fold's claimEmails: the company's addresses are those of its row as it now stands. */
function claimEmailsFolded(tables: FoldedTables, company: ReadRow<'companies'>): void {
  tables.company_emails.deleteWhere('company_id', company.company_id);
  for (const email of new Set([company.login_email, company.email_for_receiving_results])) {
    // A closed account's addresses read '' (decision 0068): nothing to claim, as claimEmails.
    if (email !== '') tables.company_emails.put({ email, company_id: company.company_id });
  }
}

/** What each event changes in its company's row, as `apply` below sets it (undefined: nothing). */
function companyChanges(event: RecordedEvent, row: ReadRow<'companies'>): Partial<ReadRow<'companies'>> | undefined {
  const at = event.recordedAt;
  switch (event.type) {
    case 'TextsChanged':
      return { is_default_texts: event.data.isDefaultTexts, texts: event.data.texts, updated_at: at };
    case 'CompanySettingsChanged': {
      const d = event.data;
      return {
        contact_name: d.contactName,
        company_name: d.companyName,
        vat_no: d.vatNo,
        address: d.address,
        post_code: d.postCode,
        text_folder: folderOf(d.textFolder, d.companyId),
        email_for_receiving_results: d.emailForReceivingResults,
        updated_at: at,
      };
    }
    case 'CompanyLogoChanged': {
      const logo = event.data.logo;
      return { logo_sha256: logo?.sha256 ?? null, logo_width: logo?.width ?? null, logo_height: logo?.height ?? null, updated_at: at };
    }
    case 'AccountClosingRequested':
      return { closes_at: new Date(event.data.closesAt), updated_at: at };
    case 'AccountClosingCancelled':
      return { closes_at: null, updated_at: at };
    case 'AccountClosed':
      return {
        login_email: '',
        email_for_receiving_results: '',
        contact_name: '',
        company_name: '',
        vat_no: '',
        address: '',
        post_code: '',
        text_folder: event.data.companyId,
        welcome_note: '',
        logo_sha256: null,
        logo_width: null,
        logo_height: null,
        email_verified: false,
        closes_at: null,
        closed_at: at,
        updated_at: at,
      };
    case 'PassMarkChanged':
      return { minimum_wpm: event.data.minimumWpm, minimum_accuracy: event.data.minimumAccuracy, updated_at: at };
    case 'ReminderSettingsChanged':
      return { automatic_reminders: event.data.automaticReminders, default_deadline_days: event.data.defaultDeadlineDays, updated_at: at };
    case 'TimeZoneChanged':
      return { time_zone: currentTimeZoneName(event.data.timeZone), updated_at: at };
    case 'DataRetentionChanged':
      return { retention_months: event.data.retentionMonths, updated_at: at };
    case 'WelcomeNoteChanged':
      return { welcome_note: event.data.welcomeNote, updated_at: at };
    case 'LanguageChanged':
      return { language: event.data.language, updated_at: at };
    case 'LoginEmailChanged':
      return { login_email: event.data.loginEmail, email_verified: false, updated_at: at };
    case 'EmailVerified':
      return row.login_email === event.data.email ? { email_verified: true, updated_at: at } : undefined;
    default:
      return undefined;
  }
}

/** The events that change a company's row once it is registered, each naming its company. */
const companyRowEvents = new Set<RecordedEvent['type']>([
  'TextsChanged',
  'CompanySettingsChanged',
  'PassMarkChanged',
  'ReminderSettingsChanged',
  'TimeZoneChanged',
  'DataRetentionChanged',
  'WelcomeNoteChanged',
  'LanguageChanged',
  'LoginEmailChanged',
  'EmailVerified',
  'AccountClosingRequested',
  'AccountClosingCancelled',
  'AccountClosed',
  'CompanyLogoChanged',
]);

/** The events after which the company's addresses are claimed again. */
const claimingEvents = new Set<RecordedEvent['type']>(['CompanySettingsChanged', 'LoginEmailChanged']);

const companyIdOf = (event: RecordedEvent): string | undefined =>
  companyRowEvents.has(event.type) && 'companyId' in event.data && typeof event.data.companyId === 'string' ? event.data.companyId : undefined;

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
            text_folder: folderOf(d.textFolder, d.companyId),
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
            text_folder: folderOf(d.textFolder, d.companyId),
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
      case 'AccountClosingRequested':
        await db
          .updateTable('companies')
          .set({ closes_at: new Date(event.data.closesAt), updated_at: at })
          .where('company_id', '=', event.data.companyId)
          .execute();
        return;
      case 'AccountClosingCancelled':
        await db.updateTable('companies').set({ closes_at: null, updated_at: at }).where('company_id', '=', event.data.companyId).execute();
        return;
      case 'AccountClosed':
        // What the stream reads as from now on (events.ts, erasedContact), and no address claimed.
        await db
          .updateTable('companies')
          .set({
            login_email: '',
            email_for_receiving_results: '',
            contact_name: '',
            company_name: '',
            vat_no: '',
            address: '',
            post_code: '',
            text_folder: event.data.companyId,
            welcome_note: '',
            logo_sha256: null,
            logo_width: null,
            logo_height: null,
            email_verified: false,
            closes_at: null,
            closed_at: at,
            updated_at: at,
          })
          .where('company_id', '=', event.data.companyId)
          .execute();
        await db.deleteFrom('company_emails').where('company_id', '=', event.data.companyId).execute();
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
  fold: {
    // Every event it folds: the contact details, addresses and welcome note are the company's rows.
    opens: new Set(['CompanyRegistered', ...companyRowEvents]),
    reads(event) {
      const companyId = companyIdOf(event);
      return companyId === undefined ? [] : [{ table: 'companies', key: { company_id: companyId } }];
    },
    apply(tables, event) {
      if (event.type === 'CompanyRegistered') {
        const d = event.data;
        const at = event.recordedAt;
        const company: ReadRow<'companies'> = {
          company_id: d.companyId,
          login_email: d.loginEmail,
          email_for_receiving_results: d.emailForReceivingResults,
          contact_name: d.contactName,
          company_name: d.companyName,
          vat_no: d.vatNo,
          address: d.address,
          post_code: d.postCode,
          text_folder: folderOf(d.textFolder, d.companyId),
          is_default_texts: d.isDefaultTexts,
          texts: d.texts,
          email_verified: false,
          time_zone: currentTimeZoneName(d.timeZone),
          minimum_wpm: d.minimumWpm,
          minimum_accuracy: d.minimumAccuracy,
          language: d.language,
          // The columns' defaults, which `apply` leaves to the table (migrations 0011, 0030, 0032).
          automatic_reminders: true,
          default_deadline_days: null,
          retention_months: 24,
          welcome_note: '',
          logo_sha256: null,
          logo_width: null,
          logo_height: null,
          closes_at: null,
          closed_at: null,
          registered_at: at,
          updated_at: at,
        };
        tables.companies.put(company);
        claimEmailsFolded(tables, company);
        return;
      }
      const companyId = companyIdOf(event);
      const row = companyId === undefined ? undefined : tables.companies.get({ company_id: companyId });
      const changes = row && companyChanges(event, row);
      if (!row || !changes) return;
      const company = { ...row, ...changes };
      tables.companies.put(company);
      // A closed account claims no address (apply above).
      if (event.type === 'AccountClosed') tables.company_emails.deleteWhere('company_id', company.company_id);
      else if (claimingEvents.has(event.type)) claimEmailsFolded(tables, company);
    },
  },
};
