import type { ColumnType, Generated } from 'kysely';

/**
 * The account's secrets (migration 0004). Not in the event log and not projections: the command
 * handlers write them in the same transaction as their events (`commit`'s `writeSecrets`), and
 * `ops replay` never touches them. Tokens and codes are stored as SHA-256 hashes only.
 */
export interface CompanyCredentialsTable {
  company_id: string;
  password_hash: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CompanySessionsTable {
  session_id: string;
  company_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_used_at: ColumnType<Date, Date | undefined, Date>;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  issued_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  rotated_at: Date | null;
}

export const oneTimeCodePurposes = ['verifyEmail', 'resetPassword', 'recoverEmail'] as const;
export type OneTimeCodePurpose = (typeof oneTimeCodePurposes)[number];

export interface OneTimeCodesTable {
  code_hash: string;
  purpose: OneTimeCodePurpose;
  company_id: string;
  email: string;
  /** recoverEmail only: the results e-mail when the link was made, restored with the login (migration 0010). */
  results_email: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface AccountSecretTables {
  company_credentials: CompanyCredentialsTable;
  company_sessions: CompanySessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_codes: OneTimeCodesTable;
}
