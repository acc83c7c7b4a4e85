import type { ColumnType } from 'kysely';

/**
 * The applicants' personal links (migration 0005): the code of `/{textFolder}?code=` stored as a
 * SHA-256 hash only. Not in the log and not a projection; replay never touches it.
 */
export interface ApplicantLinksTable {
  code_hash: string;
  applicant_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  revoked_at: Date | null;
}

export interface ApplicantSecretTables {
  applicant_links: ApplicantLinksTable;
}
