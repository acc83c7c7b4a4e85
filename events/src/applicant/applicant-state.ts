import type { RecordedEvent } from '../catalogue.ts';
import type { Keystroke } from '../typing/scoring.ts';
import type { StageFlag } from './events.ts';

/** SPEC 9: three measured tests after the introduction. */
export const measuredStages = 3;

export interface IssuedStage {
  text: string;
  issuedAt: Date;
}

export interface FinishedStage {
  stage: number;
  wpm: number;
  accuracy: number;
  keystrokes: readonly Keystroke[];
  flags: readonly StageFlag[];
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
  finished: readonly FinishedStage[];
}

export function evolveApplicant(state: ApplicantState | undefined, event: RecordedEvent): ApplicantState | undefined {
  switch (event.type) {
    case 'ApplicantInvited': {
      const { applicantId, companyId, email, fullName } = event.data;
      return { applicantId, companyId, email, fullName, status: 'awaiting', issued: {}, finished: [] };
    }
    case 'ApplicantRemoved':
      return state && { ...state, status: 'removed' };
    case 'StageIssued':
      return state && { ...state, issued: { ...state.issued, [event.data.stage]: { text: event.data.text, issuedAt: event.recordedAt } } };
    case 'StageFinished': {
      if (!state) return state;
      const { stage, wpm, accuracy, keystrokes, flags } = event.data;
      return { ...state, finished: [...state.finished, { stage, wpm, accuracy, keystrokes, flags }] };
    }
    case 'AllStagesFinished':
      return state && { ...state, status: 'completed' };
    default:
      return state;
  }
}

export function foldApplicant(events: readonly RecordedEvent[]): ApplicantState | undefined {
  return events.reduce<ApplicantState | undefined>(evolveApplicant, undefined);
}

export const applicantStream = (applicantId: string) => `applicant-${applicantId}`;

/**
 * SPEC 3's getnexttext: currentStep is the last measured test done (0: none yet), nextStep the
 * one to do now, allTestsCompleted once the third is done.
 */
export function progressOf(state: ApplicantState): { currentStep: number; nextStep: number; allTestsCompleted: boolean } {
  const currentStep = state.finished.length;
  return { currentStep, nextStep: Math.min(currentStep + 1, measuredStages), allTestsCompleted: currentStep >= measuredStages };
}

/** The stage to take now, or undefined when all three are done. */
export function currentStage(state: ApplicantState): number | undefined {
  return state.finished.length < measuredStages ? state.finished.length + 1 : undefined;
}
