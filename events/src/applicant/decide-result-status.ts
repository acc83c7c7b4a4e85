import type { EventOf } from '../catalogue.ts';
import type { ApplicantState } from './applicant-state.ts';
import { ApplicantCommandRefused } from './errors.ts';
import type { ResultStatus } from './result-decision.ts';

/** The state of an applicant whose result the company may decide on: finished all three tests. */
function finished(state: ApplicantState | undefined): ApplicantState {
  if (state === undefined) throw new ApplicantCommandRefused('notInvited');
  if (state.status !== 'completed') throw new ApplicantCommandRefused('notFinished');
  return state;
}

/**
 * Decide: the company sets a status on a finished result (null: takes it off). The status it
 * already has changes nothing, so a double click records one event, not two.
 */
export function setResultStatus(state: ApplicantState | undefined, status: ResultStatus | null): EventOf<'ResultStatusSet' | 'ResultStatusCleared'>[] {
  const applicant = finished(state);
  if (applicant.resultStatus === status) return [];
  const ids = { applicantId: applicant.applicantId, companyId: applicant.companyId };
  return status === null ? [{ type: 'ResultStatusCleared', data: ids }] : [{ type: 'ResultStatusSet', data: { ...ids, status } }];
}

/** Decide: the company writes its private note on a finished result (trimmed; '' empties it). The same note again changes nothing. */
export function writeResultNote(state: ApplicantState | undefined, note: string): EventOf<'ResultNoteChanged'>[] {
  const applicant = finished(state);
  const written = note.trim();
  if (applicant.resultNote === written) return [];
  return [{ type: 'ResultNoteChanged', data: { applicantId: applicant.applicantId, companyId: applicant.companyId, note: written } }];
}
