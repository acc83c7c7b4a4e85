import type { ContactRequestsTable } from './contact-requests.ts';

/** The read tables: every one is rebuilt from the log by `ops replay`. */
export interface ReadTables {
  contact_requests: ContactRequestsTable;
}

export type ReadTableName = keyof ReadTables;
