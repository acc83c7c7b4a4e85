import { sql } from 'kysely';
import type { RecordedEvent } from '../catalogue.ts';
import type { Projection, ReadRow, RowKey } from '../projections/projection.ts';
import { keystrokeFingerprint } from '../typing/keystroke-fingerprint.ts';
import { outOfStepRefusals } from './events.ts';
import type { ApplicantsTable } from './read-tables.ts';

const deadlineOf = (deadline: string | null): Date | null => (deadline === null ? null : new Date(deadline));

/** A test begun: the applicant's furthest test so far, if it is further (an old page may start an earlier one). */
const begun = (stage: number) => sql<number>`GREATEST(stage_started, ${stage})`;

/** The index name the API maps to docs/product.md §5's "Duplicate Email ❗️". */
export const applicantConstraints = { awaitingEmail: 'applicants_awaiting_email_unique' } as const;

/** What an event changes in the applicant's row, as `apply` sets it; undefined: nothing. */
function applicantChanges(event: RecordedEvent, row: ReadRow<'applicants'>): Partial<ReadRow<'applicants'>> | undefined {
  const at = event.recordedAt;
  switch (event.type) {
    case 'InvitationResent':
      return { last_invited_at: at, link_sent_at: at, deadline: deadlineOf(event.data.deadline), locked_at: null, updated_at: at };
    case 'ReminderSent':
      return { link_sent_at: at, reminded_at: at, ...(event.data.automatic ? { automatic_reminder_at: at } : {}), updated_at: at };
    case 'StageStarted':
      return { stage_started: Math.max(row.stage_started, event.data.stage), started_at: row.started_at ?? at, updated_at: at };
    case 'StageRefused':
      if (outOfStepRefusals.includes(event.data.reason)) return undefined;
      return { refusals: row.refusals + 1, stage_started: Math.max(row.stage_started, event.data.stage), updated_at: at };
    case 'StageRestarted':
      return { restarts: row.restarts + 1, started_at: row.started_at ?? at, updated_at: at };
    case 'ApplicantLocked':
      return { locked_at: at, updated_at: at };
    case 'ApplicantRemoved':
      return { status: 'removed', updated_at: at };
    case 'StageFinished': {
      const { page } = event.data;
      return {
        stages_finished: row.stages_finished + 1,
        stage_started: Math.max(row.stage_started, event.data.stage),
        started_at: row.started_at ?? at,
        updated_at: at,
        times_away: row.times_away + page.away.length,
        ms_away: row.ms_away + page.away.reduce((sum, away) => sum + away.ms, 0),
        paste_attempts: row.paste_attempts + page.pasteAttempts.length,
      };
    }
    case 'AllStagesFinished':
      return { status: 'completed', updated_at: at };
    case 'ApplicantErased':
      return { full_name: '', email: '', erased_at: at, updated_at: at, status: row.status === 'awaiting' ? 'removed' : row.status };
    default:
      return undefined;
  }
}

/** What an event changes in the applicant's result, as `apply` sets it; undefined: nothing. */
function resultChanges(event: RecordedEvent, row: ReadRow<'results'>): Partial<ReadRow<'results'>> | undefined {
  switch (event.type) {
    case 'ResultReviewed':
      return { review_decision: event.data.decision, review_note: event.data.note, reviewed_at: event.recordedAt };
    case 'ResultStatusSet':
      return { status: event.data.status };
    case 'ResultStatusCleared':
      return { status: null };
    case 'ResultNoteChanged':
      return { note: event.data.note };
    case 'ApplicantErased':
      return { full_name: '', email: '', erased_at: event.recordedAt, note: '', review_note: row.review_note === null ? null : '' };
    default:
      return undefined;
  }
}

/** The events that change the applicant's row, and those that change their result. */
const applicantRowEvents = new Set<RecordedEvent['type']>([
  'InvitationResent',
  'ReminderSent',
  'StageStarted',
  'StageRefused',
  'StageRestarted',
  'ApplicantLocked',
  'ApplicantRemoved',
  'StageFinished',
  'AllStagesFinished',
  'ApplicantErased',
]);
const resultEvents = new Set<RecordedEvent['type']>(['ResultReviewed', 'ResultStatusSet', 'ResultStatusCleared', 'ResultNoteChanged', 'ApplicantErased']);

const applicantIdOf = (event: RecordedEvent): string | undefined =>
  'applicantId' in event.data && typeof event.data.applicantId === 'string' ? event.data.applicantId : undefined;

/** An invited applicant's row: what ApplicantInvited says, and the columns' defaults for the rest (apply and fold alike). */
function invitedApplicant(event: Extract<RecordedEvent, { type: 'ApplicantInvited' }>): ReadRow<'applicants'> {
  const at = event.recordedAt;
  const { applicantId, companyId, email, fullName } = event.data;
  return {
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
    stage_started: 0,
    refusals: 0,
    restarts: 0,
    locked_at: null,
    reminded_at: null,
    automatic_reminder_at: null,
    started_at: null,
    times_away: 0,
    ms_away: 0,
    paste_attempts: 0,
    erased_at: null,
  };
}

/** applicants (the list awaiting results) and results (the history): the account area's reads. */
export const applicantsProjection: Projection = {
  name: 'applicants',
  tables: ['applicants', 'results', 'stage_fingerprints'],
  async apply(db, event: RecordedEvent) {
    const at = event.recordedAt;
    switch (event.type) {
      case 'ApplicantInvited': {
        await db.insertInto('applicants').values(invitedApplicant(event)).execute();
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
  fold: {
    // Names, e-mails, notes, and a finished test's log for its fingerprint; not the logs of the
    // introduction or of refused attempts, which no table takes anything from.
    opens: new Set(['ApplicantInvited', 'StageFinished', 'AllStagesFinished', 'ResultReviewed', 'ResultNoteChanged']),
    reads(event) {
      const applicantId = applicantIdOf(event);
      if (applicantId === undefined) return [];
      const reads: RowKey[] = [];
      if (applicantRowEvents.has(event.type)) reads.push({ table: 'applicants', key: { applicant_id: applicantId } });
      if (resultEvents.has(event.type)) reads.push({ table: 'results', key: { applicant_id: applicantId } });
      return reads;
    },
    apply(tables, event) {
      const at = event.recordedAt;
      if (event.type === 'ApplicantInvited') {
        tables.applicants.put(invitedApplicant(event));
        return;
      }
      const applicantId = applicantIdOf(event);
      if (applicantId === undefined) return;
      if (event.type === 'StageFinished') {
        const fingerprint = keystrokeFingerprint(event.data.keystrokes);
        if (fingerprint !== null) tables.stage_fingerprints.put({ applicant_id: applicantId, stage: event.data.stage, fingerprint });
      }
      if (event.type === 'ApplicantErased') tables.stage_fingerprints.deleteWhere('applicant_id', applicantId);
      if (applicantRowEvents.has(event.type)) {
        const row = tables.applicants.get({ applicant_id: applicantId });
        const changes = row && applicantChanges(event, row);
        if (row && changes) {
          const applicant = { ...row, ...changes };
          tables.applicants.put(applicant);
          // The applicant leaves the list, and their result takes the counts the list kept.
          if (event.type === 'AllStagesFinished') {
            const d = event.data;
            tables.results.put({
              applicant_id: d.applicantId,
              company_id: d.companyId,
              full_name: d.fullName,
              email: d.email,
              wpm: d.wpm,
              accuracy: d.accuracy,
              stages: d.stages,
              flags: d.flags,
              finished_at: at,
              refusals: applicant.refusals,
              restarts: applicant.restarts,
              times_away: applicant.times_away,
              ms_away: applicant.ms_away,
              paste_attempts: applicant.paste_attempts,
              review_decision: null,
              review_note: null,
              reviewed_at: null,
              status: null,
              note: '',
              erased_at: null,
            });
          }
        }
      }
      if (resultEvents.has(event.type)) {
        const row = tables.results.get({ applicant_id: applicantId });
        const changes = row && resultChanges(event, row);
        if (row && changes) tables.results.put({ ...row, ...changes });
      }
    },
  },
};
