import type { CompaniesTable, CompanyEmailsTable } from '../company/projection.ts';
import type { ContactRequestsTable } from './contact-requests.ts';

/** The read tables: every one is rebuilt from the log by `ops replay`. */
export interface ReadTables {
  contact_requests: ContactRequestsTable;
  companies: CompaniesTable;
  company_emails: CompanyEmailsTable;
}

export type ReadTableName = keyof ReadTables;
