import { firstInvitationProblem, type InvitationProblem, type InvitationRow } from '@typetest/events/applicant';

/** The field a refused list is wrong in: the row (an index into the rows) and which of its two fields. */
export interface ProblemField {
  index: number;
  field: keyof InvitationRow;
}

/** Check 3 (an e-mail without a name) is about the name; every other row check is about the e-mail. */
const fieldOf = (problem: InvitationProblem): keyof InvitationRow => (problem.check === 'emptyName' ? 'fullName' : 'email');

/**
 * docs/product.md §5's first failing check, and the field it is about, so the form can mark that field and
 * take the focus to it once the modal is closed. The shared checks do not say which row failed;
 * since they run row by row in order, it is the first row whose list up to it fails (other than
 * "no applicant", which is about the whole list and points at the first row's e-mail, where an
 * applicant is entered). Undefined for a list that passes.
 */
export function invitationProblemField(rows: readonly InvitationRow[], invited: ReadonlySet<string>): { problem: InvitationProblem; at: ProblemField } | undefined {
  const problem = firstInvitationProblem(rows, invited);
  if (!problem) return undefined;
  if (problem.check === 'noApplicant') return { problem, at: { index: 0, field: 'email' } };
  for (let index = 0; index < rows.length; index++) {
    const upToHere = firstInvitationProblem(rows.slice(0, index + 1), invited);
    if (upToHere && upToHere.check !== 'noApplicant') return { problem, at: { index, field: fieldOf(problem) } };
  }
  // Unreachable while the checks are per row; the first row is a safe place to point at.
  return { problem, at: { index: 0, field: fieldOf(problem) } };
}
