import type { Kysely } from 'kysely';
import type { Database } from '../../catalogue.ts';
import { byCompany } from '../../store/metadata.ts';
import { loadApplicant, runApplicantCommand } from '../applicant-commands.ts';
import { ApplicantCommandRefused } from '../errors.ts';
import { removeApplicant } from '../invite-applicants.ts';

export type RemoveAwaitingApplicantOutcome = { outcome: 'removed' } | { outcome: 'notAwaiting' };

/** The company removes an applicant awaiting results: their link stops working. An applicant of another company is "not awaiting" here. */
export async function removeAwaitingApplicant(
  db: Kysely<Database>,
  { companyId, applicantId, requestId }: { companyId: string; applicantId: string; requestId: string | undefined },
): Promise<RemoveAwaitingApplicantOutcome> {
  const { state } = await loadApplicant(db, applicantId);
  if (state?.companyId !== companyId) return { outcome: 'notAwaiting' };
  try {
    await runApplicantCommand(db, { applicantId, metadata: byCompany(companyId, requestId), decide: removeApplicant });
  } catch (error) {
    if (error instanceof ApplicantCommandRefused) return { outcome: 'notAwaiting' };
    throw error;
  }
  return { outcome: 'removed' };
}
