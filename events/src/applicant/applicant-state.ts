import type { RecordedEvent } from '../catalogue.ts';
import type { Keystroke } from '../typing/scoring.ts';
import { outOfStepRefusals, type FlagPlace, type StageFlag } from './events.ts';
import type { RecordedPageSignals } from '../typing/page-signals.ts';
import type { ResultStatus } from './result-decision.ts';

/** docs/product.md §9: three measured tests after the introduction. */
export const measuredStages = 3;

export interface IssuedStage {
  text: string;
  issuedAt: Date;
  /** The page that asked for it records each key's release (StageIssued version 2). */
  keyReleases: boolean;
}

export interface FinishedStage {
  stage: number;
  wpm: number;
  accuracy: number;
  keystrokes: readonly Keystroke[];
  flags: readonly StageFlag[];
  /** Where in the log each flag was seen (judge-stage.ts): the result page's replay marks them. */
  flagPlaces: readonly FlagPlace[];
  /** What the page noticed around the typing (page-signals.ts): the result page shows it. */
  page: RecordedPageSignals;
}

/** An applicant as their own stream tells it: what the decisions about them need. */
export interface ApplicantState {
  applicantId: string;
  companyId: string;
  email: string;
  fullName: string;
  /** awaiting: the link works; removed or completed: it no longer does. */
  status: 'awaiting' | 'removed' | 'completed';
  /** The text each stage was given, and when (the first time it was asked for). */
  issued: Readonly<Record<number, IssuedStage>>;
  /** Each finished test's log is empty when the stream was read without them (applicantQueries.findLinkedApplicant). */
  finished: readonly FinishedStage[];
  /**
   * The log of the introduction the applicant typed last (null: none kept), the judge's reference for
   * the measured tests (judge-stage.ts); empty when the stream was read without logs.
   */
  introduction: readonly Keystroke[] | null;
  /** Introductions the stream keeps (at most maxStoredIntroductions). */
  introductions: number;
  /** Refused attempts at each stage since the link was last sent (out-of-step refusals aside). */
  refusals: Readonly<Record<number, number>>;
  /** Out-of-step refusals the stream holds, ever: it keeps a bounded number (maxStoredOutOfStepRefusals, take-stage.ts). */
  outOfStepRefusals: number;
  /**
   * The stage whose attempt the page said it started and that has not ended (finished or refused)
   * since, nor been overtaken by a new link (a start after one is a fresh start, never a restart).
   */
  attemptUnderWay: number | null;
  /** The applicant has typed the first key of a measured test: the automatic reminder no longer goes to them (remind-applicant.ts). */
  started: boolean;
  /** Too many refused attempts: the link does not work until the company sends it again. */
  locked: boolean;
  /** The last instant the link works; null: no deadline (docs/decisions/0035-reminders-and-deadlines.md). */
  deadline: Date | null;
  /** When the applicant was last mailed a link: the invitation, sending it again, or a reminder. */
  linkSentAt: Date;
  /** When the last reminder went out (automatic or by hand); null: none yet. */
  remindedAt: Date | null;
  /** The automatic reminder went out: there is only ever one per applicant. */
  automaticReminderSent: boolean;
  /** The company's status on the finished result (null: none) and its private note ('' : none): result-decision.ts. */
  resultStatus: ResultStatus | null;
  resultNote: string;
  /** Their personal data was erased (erase-applicant.ts): name, e-mail and logs read blank. */
  erased: boolean;
}

export function evolveApplicant(state: ApplicantState | undefined, event: RecordedEvent): ApplicantState | undefined {
  switch (event.type) {
    case 'ApplicantInvited': {
      const { applicantId, companyId, email, fullName } = event.data;
      return {
        applicantId,
        companyId,
        email,
        fullName,
        status: 'awaiting',
        issued: {},
        finished: [],
        introduction: null,
        introductions: 0,
        refusals: {},
        outOfStepRefusals: 0,
        attemptUnderWay: null,
        started: false,
        locked: false,
        deadline: deadlineOf(event.data.deadline),
        linkSentAt: event.recordedAt,
        remindedAt: null,
        automaticReminderSent: false,
        resultStatus: null,
        resultNote: '',
        erased: false,
      };
    }
    case 'InvitationResent':
      // A new link, with its own deadline: a fresh count of refused attempts.
      return state && { ...state, refusals: {}, attemptUnderWay: null, locked: false, deadline: deadlineOf(event.data.deadline), linkSentAt: event.recordedAt };
    case 'ReminderSent':
      // A fresh link too, but the same deadline, and a lock stays (a locked applicant is sent none:
      // remind-applicant.ts). A test begun again after it is not counted as a restart: the link
      // change is the product's doing, not the applicant's
      // (docs/decisions/0042-links-end-when-the-next-is-used.md).
      return (
        state && {
          ...state,
          attemptUnderWay: null,
          linkSentAt: event.recordedAt,
          remindedAt: event.recordedAt,
          automaticReminderSent: state.automaticReminderSent || event.data.automatic,
        }
      );
    case 'StageStarted':
    case 'StageRestarted':
      return state && { ...state, attemptUnderWay: event.data.stage, started: true };
    case 'StageRefused': {
      if (!state) return state;
      if (outOfStepRefusals.includes(event.data.reason)) return { ...state, outOfStepRefusals: state.outOfStepRefusals + 1 };
      const { stage } = event.data;
      return { ...state, attemptUnderWay: null, refusals: { ...state.refusals, [stage]: (state.refusals[stage] ?? 0) + 1 } };
    }
    case 'ApplicantLocked':
      return state && { ...state, locked: true };
    case 'ApplicantRemoved':
      return state && { ...state, status: 'removed' };
    case 'StageIssued':
      return (
        state && { ...state, issued: { ...state.issued, [event.data.stage]: { text: event.data.text, issuedAt: event.recordedAt, keyReleases: event.data.keyReleases === true } } }
      );
    case 'StageFinished': {
      if (!state) return state;
      const { stage, wpm, accuracy, keystrokes, flags, page, flagPlaces } = event.data;
      return { ...state, attemptUnderWay: null, started: true, finished: [...state.finished, { stage, wpm, accuracy, keystrokes, flags, page, flagPlaces }] };
    }
    case 'IntroductionFinished':
      return state && { ...state, introduction: event.data.keystrokes, introductions: state.introductions + 1 };
    case 'AllStagesFinished':
      return state && { ...state, status: 'completed' };
    case 'ResultStatusSet':
      return state && { ...state, resultStatus: event.data.status };
    case 'ResultStatusCleared':
      return state && { ...state, resultStatus: null };
    case 'ResultNoteChanged':
      return state && { ...state, resultNote: event.data.note };
    case 'ApplicantErased':
      // Erased while awaiting: the link ends, as for a removed applicant.
      return state && { ...state, erased: true, status: state.status === 'awaiting' ? 'removed' : state.status };
    default:
      return state;
  }
}

export function foldApplicant(events: readonly RecordedEvent[]): ApplicantState | undefined {
  return events.reduce<ApplicantState | undefined>(evolveApplicant, undefined);
}

const deadlineOf = (deadline: string | null): Date | null => (deadline === null ? null : new Date(deadline));

/** The deadline has passed: the link no longer works, and the list shows the applicant as expired until the company sends a new link. */
export const isExpired = (state: Pick<ApplicantState, 'deadline'>, now: Date): boolean => state.deadline !== null && state.deadline.getTime() < now.getTime();

/** Whether the applicant's link lets them in at `now`: invited, not removed, not done, not locked, its deadline not passed. */
export const linkWorks = (state: ApplicantState | undefined, now: Date): state is ApplicantState => state?.status === 'awaiting' && !state.locked && !isExpired(state, now);

export const applicantStream = (applicantId: string) => `applicant-${applicantId}`;

/**
 * getnexttext (docs/product.md §10): currentStep is the last measured test done (0: none yet), nextStep the
 * one to do now, allTestsCompleted once the third is done. `refusedAttempts`: the refused attempts
 * at the test to do now (the page says which attempt this is). `currentTestBegun`: that test was
 * begun (a key typed, or an attempt refused) and not finished, so a reload goes straight back to
 * it rather than to the welcome (docs/decisions/0043-applicants-told-the-rules.md).
 */
export function progressOf(state: ApplicantState): { currentStep: number; nextStep: number; allTestsCompleted: boolean; refusedAttempts: number; currentTestBegun: boolean } {
  const currentStep = state.finished.length;
  const nextStep = Math.min(currentStep + 1, measuredStages);
  const allTestsCompleted = currentStep >= measuredStages;
  const refusedAttempts = allTestsCompleted ? 0 : (state.refusals[nextStep] ?? 0);
  const currentTestBegun = !allTestsCompleted && (state.attemptUnderWay === nextStep || refusedAttempts > 0);
  return { currentStep, nextStep, allTestsCompleted, refusedAttempts, currentTestBegun };
}

/** The stage to take now, or undefined when all three are done. */
export function currentStage(state: ApplicantState): number | undefined {
  return state.finished.length < measuredStages ? state.finished.length + 1 : undefined;
}
