/** Why an applicant command was refused; the API maps each to its answer. */
export const applicantRefusals = {
  notInvited: 'There is no such applicant.',
  /** Removed, or done with all three tests: the link no longer works (docs/product.md §6). */
  notAwaiting: 'This applicant is no longer awaiting results.',
  /** Too many refused attempts at one test: the link works again when the company sends it again. */
  locked: "This applicant's link is locked after too many refused attempts.",
  /** The deadline passed: a reminder would carry a link that does not work; the company sends a new link instead. */
  expired: "This applicant's link has expired. Send a new link instead.",
  /** Only a finished result is reviewed. */
  notFinished: 'This applicant has not finished the tests.',
  /** The applicant's personal data was erased already. */
  erased: "This applicant's personal data is already erased.",
  /** getnexttext was not asked for the stage's text first. */
  notIssued: 'This test was not started.',
  /** The introduction comes before the measured tests: one sent after the first is out of step. */
  introductionAfterTests: 'The introduction comes before the first test.',
  /** An introduction's log must type its sentence. */
  introductionIncomplete: "The log does not type the introduction's sentence.",
} as const;

export type ApplicantRefusal = keyof typeof applicantRefusals;

export class ApplicantCommandRefused extends Error {
  override name = 'ApplicantCommandRefused';
  constructor(readonly reason: ApplicantRefusal) {
    super(applicantRefusals[reason]);
  }
}

/** The state of an applicant awaiting results (what the company may still resend or remove). */
export function awaiting<State extends { status: string }>(state: State | undefined): State {
  if (state === undefined) throw new ApplicantCommandRefused('notInvited');
  if (state.status !== 'awaiting') throw new ApplicantCommandRefused('notAwaiting');
  return state;
}

/** The state of an applicant whose link still works: awaiting results and not locked. */
export function linkedApplicant<State extends { status: string; locked: boolean }>(state: State | undefined): State {
  const applicant = awaiting(state);
  if (applicant.locked) throw new ApplicantCommandRefused('locked');
  return applicant;
}
