import type { ColumnType } from 'kysely';
import type { StageFlag } from './events.ts';
import type { ReviewDecision } from './second-look.ts';
import type { ResultStatus } from './result-decision.ts';

// The applicant's read tables, apart from the projection that keeps them (projection.ts), so that
// the domain's Database type (catalogue.ts) takes them without importing the projection, which
// itself reads the catalogue's types.

export interface ApplicantsTable {
  applicant_id: string;
  company_id: string;
  email: string;
  full_name: string;
  status: 'awaiting' | 'removed' | 'completed';
  stages_finished: number;
  /** The highest measured test begun (its first key, a refused attempt, or finished); 0: none (migration 0016). */
  stage_started: ColumnType<number, number | undefined, number>;
  invited_at: Date;
  /** The invitation's place in the log (bigint): one send's applicants in the order they were entered. */
  invitation_position: ColumnType<string, string, string>;
  last_invited_at: Date;
  updated_at: Date;
  /** Refused attempts at any test, and tests begun again from zero (a reload mid-test). */
  refusals: ColumnType<number, number | undefined, number>;
  restarts: ColumnType<number, number | undefined, number>;
  /** When too many refused attempts locked the link; null while it works. */
  locked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The last instant the link works; null: no deadline (migration 0011). */
  deadline: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When a link was last mailed: the invitation, sending it again, or a reminder (the automatic reminder is due REMINDER_AFTER_HOURS after it). */
  link_sent_at: Date;
  /** The last reminder, automatic or by hand; null: none. */
  reminded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the one automatic reminder went out; null: not yet. */
  automatic_reminder_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the applicant first typed a key of a measured test; null: not yet, and the automatic reminder may still go (migration 0013). */
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Over the recorded tests: times the applicant left the test page, for how long in all, and pastes refused (migration 0023). */
  times_away: ColumnType<number, number | undefined, number>;
  ms_away: ColumnType<number, number | undefined, number>;
  paste_attempts: ColumnType<number, number | undefined, number>;
  /** When the applicant's personal data was erased (ApplicantErased); their name and e-mail are then '' (migration 0026). */
  erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The rhythm of each recorded test (keystroke-fingerprint.ts), to find a log copied from another applicant. */
export interface StageFingerprintsTable {
  applicant_id: string;
  stage: number;
  fingerprint: string;
}

export interface ResultStage {
  stage: number;
  wpm: number;
  accuracy: number;
}

export interface ResultsTable {
  applicant_id: string;
  company_id: string;
  full_name: string;
  email: string;
  wpm: number;
  accuracy: number;
  /** jsonb: written as JSON text, read back as the array. */
  stages: ColumnType<ResultStage[], string, string>;
  flags: ColumnType<StageFlag[], string, string>;
  finished_at: Date;
  refusals: ColumnType<number, number | undefined, number>;
  restarts: ColumnType<number, number | undefined, number>;
  /** The company's last review (ResultReviewed): 'accept' or 'reject', its note and when; null: not reviewed (migration 0022). */
  review_decision: ColumnType<ReviewDecision | null, ReviewDecision | null | undefined, ReviewDecision | null>;
  review_note: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The applicant's row's page signals, taken over when the result is recorded (migration 0023). */
  times_away: ColumnType<number, number | undefined, number>;
  ms_away: ColumnType<number, number | undefined, number>;
  paste_attempts: ColumnType<number, number | undefined, number>;
  /** The company's status on the result (ResultStatusSet, ResultStatusCleared; null: none) and its private note ('' : none): migration 0028. */
  status: ColumnType<ResultStatus | null, ResultStatus | null | undefined, ResultStatus | null>;
  note: ColumnType<string, string | undefined, string>;
  /** When the applicant's personal data was erased: the result stays, with its figures, as "Erased applicant" (migration 0026). */
  erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The applicant's read tables, by name. */
export interface ApplicantReadTables {
  applicants: ApplicantsTable;
  results: ResultsTable;
  stage_fingerprints: StageFingerprintsTable;
}
