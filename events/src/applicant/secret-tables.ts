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
  /** The link's first use (migration 0013): it ends the applicant's older links, which a reminder left working. */
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A list of invitations sent with a submit key (migration 0029): a submit sent again is answered, not invited again. */
export interface InvitationSubmitsTable {
  company_id: string;
  submit_key: string;
  rows_digest: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A company's public link for a job advert while it is on (migration 0029); renewing replaces the token. */
export interface InvitationLinksTable {
  company_id: string;
  token: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/**
 * A read-only link to one result (migration 0031, docs/decisions/0066-shared-result-links.md): the
 * secret of `/shared/{token}` as a SHA-256 hash only, with when it ends and whether it was revoked.
 */
export interface ResultSharesTable {
  share_id: string;
  token_hash: string;
  company_id: string;
  applicant_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface ApplicantSecretTables {
  applicant_links: ApplicantLinksTable;
  invitation_submits: InvitationSubmitsTable;
  invitation_links: InvitationLinksTable;
  result_shares: ResultSharesTable;
}
