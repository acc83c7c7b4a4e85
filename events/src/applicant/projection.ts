import type { ColumnType } from 'kysely';
import type { RecordedEvent } from '../catalogue.ts';
import type { Projection } from '../projections/projection.ts';
import type { StageFlag } from './events.ts';

export interface ApplicantsTable {
  applicant_id: string;
  company_id: string;
  email: string;
  full_name: string;
  status: 'awaiting' | 'removed' | 'completed';
  stages_finished: number;
  invited_at: Date;
  last_invited_at: Date;
  updated_at: Date;
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
}

/** The index name the API maps to SPEC 5's "Duplicate Email ❗️". */
export const applicantConstraints = { awaitingEmail: 'applicants_awaiting_email_unique' } as const;

/** applicants (the list awaiting results) and results (the history): the account area's reads. */
export const applicantsProjection: Projection = {
  name: 'applicants',
  tables: ['applicants', 'results'],
  async apply(db, event: RecordedEvent) {
    const at = event.recordedAt;
    switch (event.type) {
      case 'ApplicantInvited': {
        const { applicantId, companyId, email, fullName } = event.data;
        await db
          .insertInto('applicants')
          .values({ applicant_id: applicantId, company_id: companyId, email, full_name: fullName, status: 'awaiting', stages_finished: 0, invited_at: at, last_invited_at: at, updated_at: at })
          .execute();
        return;
      }
      case 'InvitationResent':
        await db.updateTable('applicants').set({ last_invited_at: at, updated_at: at }).where('applicant_id', '=', event.data.applicantId).execute();
        return;
      case 'ApplicantRemoved':
        await db.updateTable('applicants').set({ status: 'removed', updated_at: at }).where('applicant_id', '=', event.data.applicantId).execute();
        return;
      case 'StageFinished':
        await db
          .updateTable('applicants')
          .set((eb) => ({ stages_finished: eb('stages_finished', '+', 1), updated_at: at }))
          .where('applicant_id', '=', event.data.applicantId)
          .execute();
        return;
      case 'AllStagesFinished': {
        const d = event.data;
        await db.updateTable('applicants').set({ status: 'completed', updated_at: at }).where('applicant_id', '=', d.applicantId).execute();
        await db
          .insertInto('results')
          .values({
            applicant_id: d.applicantId,
            company_id: d.companyId,
            full_name: d.fullName,
            email: d.email,
            wpm: d.wpm,
            accuracy: d.accuracy,
            stages: JSON.stringify(d.stages),
            flags: JSON.stringify(d.flags),
            finished_at: at,
          })
          .execute();
        return;
      }
      default:
        return;
    }
  },
};
