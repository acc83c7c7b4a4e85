import { sql } from 'kysely';
import type { RecordedEvent } from '../catalogue.ts';
import type { Projection } from '../projections/projection.ts';
import { keystrokeFingerprint } from '../typing/keystroke-fingerprint.ts';
import { outOfStepRefusals } from './events.ts';
import type { ApplicantsTable } from './read-tables.ts';

const deadlineOf = (deadline: string | null): Date | null => (deadline === null ? null : new Date(deadline));

/** A test begun: the applicant's furthest test so far, if it is further (an old page may start an earlier one). */
const begun = (stage: number) => sql<number>`GREATEST(stage_started, ${stage})`;

/** The index name the API maps to docs/product.md §5's "Duplicate Email ❗️". */
export const applicantConstraints = { awaitingEmail: 'applicants_awaiting_email_unique' } as const;

/** applicants (the list awaiting results) and results (the history): the account area's reads. */
export const applicantsProjection: Projection = {
  name: 'applicants',
  tables: ['applicants', 'results', 'stage_fingerprints'],
  async apply(db, event: RecordedEvent) {
    const at = event.recordedAt;
    switch (event.type) {
      case 'ApplicantInvited': {
        const { applicantId, companyId, email, fullName } = event.data;
        await db
          .insertInto('applicants')
          .values({
            applicant_id: applicantId,
            company_id: companyId,
            email,
            full_name: fullName,
            status: 'awaiting',
            stages_finished: 0,
            invited_at: at,
            invitation_position: event.position,
            last_invited_at: at,
            updated_at: at,
            deadline: deadlineOf(event.data.deadline),
            link_sent_at: at,
          })
          .execute();
        return;
      }
      case 'InvitationResent':
        await db
          .updateTable('applicants')
          .set({ last_invited_at: at, link_sent_at: at, deadline: deadlineOf(event.data.deadline), locked_at: null, updated_at: at })
          .where('applicant_id', '=', event.data.applicantId)
          .execute();
        return;
      case 'ReminderSent':
        await db
          .updateTable('applicants')
          .set({ link_sent_at: at, reminded_at: at, ...(event.data.automatic ? { automatic_reminder_at: at } : {}), updated_at: at })
          .where('applicant_id', '=', event.data.applicantId)
          .execute();
        return;
      case 'StageStarted':
        await db
          .updateTable('applicants')
          .set({ stage_started: begun(event.data.stage), started_at: sql<Date>`coalesce(started_at, ${at})`, updated_at: at })
          .where('applicant_id', '=', event.data.applicantId)
          .execute();
        return;
      case 'StageRefused':
        if (outOfStepRefusals.includes(event.data.reason)) return;
        await db
          .updateTable('applicants')
          .set((eb) => ({ refusals: eb('refusals', '+', 1), stage_started: begun(event.data.stage), updated_at: at }))
          .where('applicant_id', '=', event.data.applicantId)
          .execute();
        return;
      case 'StageRestarted':
        await db
          .updateTable('applicants')
          .set((eb) => ({ restarts: eb('restarts', '+', 1), started_at: sql<Date>`coalesce(started_at, ${at})`, updated_at: at }))
          .where('applicant_id', '=', event.data.applicantId)
          .execute();
        return;
      case 'ApplicantLocked':
        await db.updateTable('applicants').set({ locked_at: at, updated_at: at }).where('applicant_id', '=', event.data.applicantId).execute();
        return;
      case 'ApplicantRemoved':
        await db.updateTable('applicants').set({ status: 'removed', updated_at: at }).where('applicant_id', '=', event.data.applicantId).execute();
        return;
      case 'StageFinished': {
        const { applicantId, stage, page } = event.data;
        const fingerprint = keystrokeFingerprint(event.data.keystrokes);
        const msAway = page.away.reduce((sum, away) => sum + away.ms, 0);
        const counted = {
          stages_finished: sql<number>`stages_finished + 1`,
          stage_started: begun(stage),
          started_at: sql<Date>`coalesce(started_at, ${at})`,
          updated_at: at,
          ...(page.away.length > 0 ? { times_away: sql<number>`times_away + ${page.away.length}`, ms_away: sql<number>`ms_away + ${msAway}` } : {}),
          ...(page.pasteAttempts.length > 0 ? { paste_attempts: sql<number>`paste_attempts + ${page.pasteAttempts.length}` } : {}),
        };
        if (fingerprint === null) await db.updateTable('applicants').set(counted).where('applicant_id', '=', applicantId).execute();
        // The rhythm and the count in one statement: a finished test is the busiest write there is.
        else
          await db
            .with('rhythm', (qb) => qb.insertInto('stage_fingerprints').values({ applicant_id: applicantId, stage, fingerprint }).returning('stage'))
            .updateTable('applicants')
            .set(counted)
            .where('applicant_id', '=', applicantId)
            .execute();
        return;
      }
      case 'AllStagesFinished': {
        const d = event.data;
        // The applicant leaves the list, and their result takes the counts the list kept: one statement.
        await db
          .with('completed', (qb) =>
            qb
              .updateTable('applicants')
              .set({ status: 'completed', updated_at: at })
              .where('applicant_id', '=', d.applicantId)
              .returning(['refusals', 'restarts', 'times_away', 'ms_away', 'paste_attempts']),
          )
          .insertInto('results')
          .columns([
            'refusals',
            'restarts',
            'times_away',
            'ms_away',
            'paste_attempts',
            'applicant_id',
            'company_id',
            'full_name',
            'email',
            'wpm',
            'accuracy',
            'stages',
            'flags',
            'finished_at',
          ])
          .expression((eb) =>
            eb
              .selectFrom('completed')
              .select((select) => [
                'completed.refusals',
                'completed.restarts',
                'completed.times_away',
                'completed.ms_away',
                'completed.paste_attempts',
                select.val(d.applicantId).as('applicant_id'),
                select.val(d.companyId).as('company_id'),
                select.val(d.fullName).as('full_name'),
                select.val(d.email).as('email'),
                select.val(d.wpm).as('wpm'),
                select.val(d.accuracy).as('accuracy'),
                sql<string>`${JSON.stringify(d.stages)}::jsonb`.as('stages'),
                sql<string>`${JSON.stringify(d.flags)}::jsonb`.as('flags'),
                select.val(at).as('finished_at'),
              ]),
          )
          .execute();
        return;
      }
      case 'ResultReviewed':
        await db
          .updateTable('results')
          .set({ review_decision: event.data.decision, review_note: event.data.note, reviewed_at: at })
          .where('applicant_id', '=', event.data.applicantId)
          .execute();
        return;
      case 'ResultStatusSet':
      case 'ResultStatusCleared':
        await db
          .updateTable('results')
          .set({ status: event.type === 'ResultStatusSet' ? event.data.status : null })
          .where('applicant_id', '=', event.data.applicantId)
          .execute();
        return;
      case 'ResultNoteChanged':
        await db.updateTable('results').set({ note: event.data.note }).where('applicant_id', '=', event.data.applicantId).execute();
        return;
      case 'ApplicantErased': {
        // The events before it read blank already (store/personal-data.ts); what the tables took from them goes now.
        const { applicantId } = event.data;
        await db.deleteFrom('stage_fingerprints').where('applicant_id', '=', applicantId).execute();
        await db
          .updateTable('applicants')
          .set({ full_name: '', email: '', erased_at: at, updated_at: at, status: sql<ApplicantsTable['status']>`CASE status WHEN 'awaiting' THEN 'removed' ELSE status END` })
          .where('applicant_id', '=', applicantId)
          .execute();
        await db
          .updateTable('results')
          .set({ full_name: '', email: '', erased_at: at, note: '', review_note: sql<string | null>`CASE WHEN review_note IS NULL THEN NULL ELSE '' END` })
          .where('applicant_id', '=', applicantId)
          .execute();
        return;
      }
      default:
        return;
    }
  },
};
