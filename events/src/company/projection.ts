import type { QueryCreator } from 'kysely';
import type { Database, EventOf, RecordedEvent } from '../catalogue.ts';
import type { FoldedTables, Projection, ReadRow } from '../projections/projection.ts';
import { columnsOfFields } from './company-columns.ts';
import { defaultRetentionMonths } from './company-fields.ts';
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

/** The row a registration starts: the event's fields in their columns, the rest the columns' defaults (migrations 0011, 0030, 0032 to 0034). */
function registeredRow(event: EventOf<'CompanyRegistered'> & RecordedEvent): ReadRow<'companies'> {
  const { texts, ...fields } = event.data;
  const at = event.recordedAt;
  return {
    automatic_reminders: true,
    default_deadline_days: null,
    retention_months: defaultRetentionMonths,
    welcome_note: '',
    logo_sha256: null,
    logo_width: null,
    logo_height: null,
    closes_at: null,
    closed_at: null,
    // By its current name (Asia/Calcutta: Asia/Kolkata), as migration 0015 renamed the rows before it.
    ...columnsOfFields({ ...fields, textFolder: folderOf(fields.textFolder, fields.companyId), timeZone: currentTimeZoneName(fields.timeZone) }),
    texts: [...texts],
    email_verified: false,
    registered_at: at,
    updated_at: at,
  };
}

/**
 * What each event changes in its company's row (undefined: nothing): the one description both
 * `apply` (in SQL, in the command's transaction) and `fold` (in memory, in a replay) take, so the
 * two cannot drift apart. The fields an event carries reach their columns through companyColumns
 * (company-columns.ts). `row` is the row before (the fold's); `apply` checks EmailVerified's
 * address in its WHERE instead.
 */
function companyChanges(event: RecordedEvent, row?: ReadRow<'companies'>): Partial<ReadRow<'companies'>> | undefined {
  const at = event.recordedAt;
  switch (event.type) {
    case 'TextsChanged':
      return { is_default_texts: event.data.isDefaultTexts, texts: [...event.data.texts], updated_at: at };
    case 'CompanySettingsChanged': {
      const d = event.data;
      return { ...columnsOfFields({ ...d, textFolder: folderOf(d.textFolder, d.companyId) }), updated_at: at };
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
      // What the stream reads as from now on (events.ts, erasedContact), and no address claimed.
      return {
        ...columnsOfFields({ loginEmail: '', emailForReceivingResults: '', contactName: '', companyName: '', vatNo: '', address: '', postCode: '', welcomeNote: '' }),
        text_folder: event.data.companyId,
        logo_sha256: null,
        logo_width: null,
        logo_height: null,
        email_verified: false,
        closes_at: null,
        closed_at: at,
        updated_at: at,
      };
    case 'PassMarkChanged':
    case 'ReminderSettingsChanged':
    case 'DataRetentionChanged':
    case 'WelcomeNoteChanged':
    case 'LanguageChanged':
      return { ...columnsOfFields(event.data), updated_at: at };
    case 'TimeZoneChanged':
      return { time_zone: currentTimeZoneName(event.data.timeZone), updated_at: at };
    case 'LoginEmailChanged':
      // A new address is unverified until its link is followed (a restored one was verified before, or not).
      return { login_email: event.data.loginEmail, email_verified: false, updated_at: at };
    case 'EmailVerified':
      // Only the address in use counts; a link to an address since replaced verifies nothing shown.
      return row === undefined || row.login_email === event.data.email ? { email_verified: true, updated_at: at } : undefined;
    default:
      return undefined;
  }
}

/** A row's values as the table takes them: texts is jsonb, written as JSON text. */
function forWriting({ texts, ...columns }: Partial<ReadRow<'companies'>>) {
  return { ...columns, ...(texts === undefined ? {} : { texts: JSON.stringify(texts) }) };
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
    if (event.type === 'CompanyRegistered') {
      const row = registeredRow(event);
      await db
        .insertInto('companies')
        .values({ ...row, texts: JSON.stringify(row.texts) })
        .execute();
      await claimEmails(db, event.data.companyId);
      return;
    }
    const companyId = companyIdOf(event);
    const changes = companyId === undefined ? undefined : companyChanges(event);
    if (companyId === undefined || !changes) return;
    let update = db.updateTable('companies').set(forWriting(changes)).where('company_id', '=', companyId);
    if (event.type === 'EmailVerified') update = update.where('login_email', '=', event.data.email);
    await update.execute();
    if (event.type === 'AccountClosed') await db.deleteFrom('company_emails').where('company_id', '=', companyId).execute();
    else if (claimingEvents.has(event.type)) await claimEmails(db, companyId);
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
        const company = registeredRow(event);
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
