import type { CompaniesTable, CompanyEmailsTable } from '../company/projection.ts';
import type { ContactRequestsTable } from '../contact/projection.ts';
import type { ApplicantsTable, ResultsTable, StageFingerprintsTable } from '../applicant/projection.ts';

/** The read tables: every one is rebuilt from the log by `ops replay`. */
export interface ReadTables {
  contact_requests: ContactRequestsTable;
  companies: CompaniesTable;
  company_emails: CompanyEmailsTable;
  applicants: ApplicantsTable;
  results: ResultsTable;
  stage_fingerprints: StageFingerprintsTable;
}

export type ReadTableName = keyof ReadTables;
