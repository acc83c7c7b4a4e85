import { isValidApplicantEmail, normaliseApplicantEmail } from './applicant-email.ts';

/** docs/product.md §9: at most 15 rows per send. */
export const maxInvitationRows = 15;

/** One row of the Invite applicants form, as typed. */
export interface InvitationRow {
  email: string;
  fullName: string;
}

/**
 * The first of docs/product.md §5's six invitation checks a list fails, with the catalogue keys of its title
 * and message (`account.invite.*`) and the values they name. The screen checks before sending, and
 * the API checks again, so a list that skips the screen meets the same rules in the same order.
 */
export type InvitationProblem =
  | { check: 'noApplicant'; title: 'noApplicantTitle'; message: 'noApplicantMessage'; values: Record<string, never> }
  | { check: 'emptyEmail'; title: 'emptyEmailTitle'; message: 'emptyEmailMessage'; values: { name: string } }
  | { check: 'emptyName'; title: 'emptyNameTitle'; message: 'emptyNameMessage'; values: { email: string } }
  | { check: 'alreadyInvited'; title: 'duplicateTitle'; message: 'duplicateMessage'; values: { email: string } }
  | { check: 'twiceInList'; title: 'twiceTitle'; message: 'twiceMessage'; values: { email: string } }
  | { check: 'invalidEmail'; title: 'invalidTitle'; message: 'invalidMessage'; values: { email: string } };

const isBlank = (row: InvitationRow) => row.email.trim() === '' && row.fullName.trim() === '';

/**
 * docs/product.md §5's checks on every row: 1. no applicant (only blank rows: one problem, about
 * the first row); then per row, in order: 2. a name without e-mail, 3. an e-mail without name,
 * 4. an e-mail already on an invited applicant (`invited`: the company's applicants awaiting
 * results), 5. an e-mail twice in the list (the later row), 6. an invalid e-mail. Each wrong row
 * once, with its first failing check and its index in `rows`, in the rows' order; a pasted list
 * shows them all at once.
 */
export function invitationProblems(rows: readonly InvitationRow[], invited: ReadonlySet<string>): { index: number; problem: InvitationProblem }[] {
  const filled = rows.flatMap((row, index) => (isBlank(row) ? [] : [{ row, index }]));
  if (filled.length === 0) return [{ index: 0, problem: { check: 'noApplicant', title: 'noApplicantTitle', message: 'noApplicantMessage', values: {} } }];
  const seen = new Set<string>();
  const found: { index: number; problem: InvitationProblem }[] = [];
  for (const { row, index } of filled) {
    const problem = rowProblem(row, invited, seen);
    if (problem) found.push({ index, problem });
  }
  return found;
}

/** One row's first failing check among 2 to 6; `seen` holds the addresses of the rows before it that got as far as check 5. */
function rowProblem(row: InvitationRow, invited: ReadonlySet<string>, seen: Set<string>): InvitationProblem | undefined {
  const email = row.email.trim();
  const name = row.fullName.trim();
  if (email === '') return { check: 'emptyEmail', title: 'emptyEmailTitle', message: 'emptyEmailMessage', values: { name } };
  if (name === '') return { check: 'emptyName', title: 'emptyNameTitle', message: 'emptyNameMessage', values: { email } };
  const key = normaliseApplicantEmail(email);
  if (invited.has(key)) return { check: 'alreadyInvited', title: 'duplicateTitle', message: 'duplicateMessage', values: { email } };
  if (seen.has(key)) return { check: 'twiceInList', title: 'twiceTitle', message: 'twiceMessage', values: { email } };
  seen.add(key);
  if (!isValidApplicantEmail(email)) return { check: 'invalidEmail', title: 'invalidTitle', message: 'invalidMessage', values: { email } };
  return undefined;
}

/** The first of the checks a list fails (invitationProblems): the API's answer and the modal's. Undefined: every row passes. */
export function firstInvitationProblem(rows: readonly InvitationRow[], invited: ReadonlySet<string>): InvitationProblem | undefined {
  return invitationProblems(rows, invited)[0]?.problem;
}

/** docs/product.md §5: only rows with both fields filled are sent. */
export const completeRows = (rows: readonly InvitationRow[]) => rows.filter((row) => row.email.trim() !== '' && row.fullName.trim() !== '');

/** The addresses check 4 looks up among the company's applicants awaiting results (queries.ts's awaitingApplicantEmails): each complete row's, normalised. */
export const invitationCandidates = (rows: readonly InvitationRow[]) => completeRows(rows).map((row) => normaliseApplicantEmail(row.email));

/** The modal's title and message of a refused list, in the words of `t` (the web app's or the API's translator). */
export function invitationProblemWords(translate: (key: string, values: Record<string, string>) => string, found: InvitationProblem): { title: string; message: string } {
  return { title: translate(`account.invite.${found.title}`, {}), message: translate(`account.invite.${found.message}`, found.values) };
}
