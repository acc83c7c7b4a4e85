import type { Kysely } from 'kysely';
import type { Database, DomainEvent } from '../../catalogue.ts';
import { byCompany } from '../../store/metadata.ts';
import { loadApplicant, runApplicantCommand } from '../applicant-commands.ts';
import type { ApplicantState } from '../applicant-state.ts';
import { setResultStatus, writeResultNote } from '../decide-result-status.ts';
import { ApplicantCommandRefused } from '../errors.ts';
import { reviewResult } from '../invite-applicants.ts';
import type { ResultStatus } from '../result-decision.ts';
import type { ReviewDecision } from '../second-look.ts';

/** `notFound`: no such applicant in this company (another company's is answered the same, so nothing tells it exists); `notFinished`: not finished yet. */
export type ResultDecisionOutcome = { outcome: 'decided' } | { outcome: 'notFound' } | { outcome: 'notFinished' };

interface OwnResult {
  companyId: string;
  applicantId: string;
  requestId: string | undefined;
}

/** A decision on one of the company's own finished results, through the applicant feature's binding. */
async function decideOnOwnResult(
  db: Kysely<Database>,
  { companyId, applicantId, requestId }: OwnResult,
  decide: (state: ApplicantState | undefined) => DomainEvent[],
): Promise<ResultDecisionOutcome> {
  const { state } = await loadApplicant(db, applicantId);
  if (state?.companyId !== companyId) return { outcome: 'notFound' };
  try {
    await runApplicantCommand(db, { applicantId, metadata: byCompany(companyId, requestId), decide });
  } catch (error) {
    if (error instanceof ApplicantCommandRefused) return { outcome: 'notFinished' };
    throw error;
  }
  return { outcome: 'decided' };
}

/** The company reviews a finished result: accept or reject, with a note; again replaces the earlier review (docs/decisions/0053-needs-review-until-reviewed.md). */
export const reviewApplicantResult = (db: Kysely<Database>, result: OwnResult & { decision: ReviewDecision; note: string }) =>
  decideOnOwnResult(db, result, (state) => reviewResult(state, { decision: result.decision, note: result.note }));

/** The company's own status on a finished result, or none (null) (docs/decisions/0062-statuses-notes-and-comparison.md). */
export const setApplicantResultStatus = (db: Kysely<Database>, result: OwnResult & { status: ResultStatus | null }) =>
  decideOnOwnResult(db, result, (state) => setResultStatus(state, result.status));

/** The company's private note on a finished result ('' empties it). */
export const writeApplicantResultNote = (db: Kysely<Database>, result: OwnResult & { note: string }) =>
  decideOnOwnResult(db, result, (state) => writeResultNote(state, result.note));
