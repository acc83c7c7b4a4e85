import type { ColumnType } from 'kysely';

/**
 * The bytes of a company's logo (migration 0034), keyed by the company and their SHA-256, which
 * CompanyLogoChanged names. Not in the event log and not a projection: the logo command writes the
 * row in the same transaction as its event (change-logo.ts), and `ops replay` never touches it.
 * Only the logo in use is kept.
 */
export interface CompanyLogosTable {
  company_id: string;
  sha256: string;
  content_type: string;
  bytes: Buffer;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface CompanyLogoTables {
  company_logos: CompanyLogosTable;
}
