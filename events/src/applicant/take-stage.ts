import type { EventOf } from '../catalogue.ts';
import type { Keystroke } from '../typing/scoring.ts';
import { keystrokeFingerprint } from '../typing/keystroke-fingerprint.ts';
import type { PageSignals } from '../typing/page-signals.ts';
import { typeableText } from '../typing/typeable-text.ts';
import { currentStage, measuredStages, type ApplicantState } from './applicant-state.ts';
import { ApplicantCommandRefused, linkedApplicant } from './errors.ts';
import { maxRefusalsPerStage, maxStoredIntroductions, maxStoredOutOfStepRefusals, type StageRefusalReason } from './events.ts';
import { replayKeystrokes } from '../typing/scoring.ts';
import { judgeStage } from './judge-stage.ts';
import { meanOf } from './standing.ts';

/**
 * Where in the company's texts an applicant's three tests start. With up to three texts every text
 * is typed starting from the first; with four, one would never be typed, so each applicant starts
 * at a text of their own, drawn from the random end of their id (the same at every issue and in a
 * replay), and all four are used across applicants (docs/decisions/0024-four-texts-rotation.md).
 */
export function firstTextFor(applicantId: string, textCount: number): number {
  if (textCount <= measuredStages) return 0;
  return Number.parseInt(applicantId.replaceAll('-', '').slice(-8), 16) % textCount;
}

/**
 * The text of a stage: the company's texts (or the default texts, when it chose them) in order from
 * the applicant's first (`firstTextFor`), starting over after the last (docs/product.md §2, tests 1/3 to 3/3),
 * as a keyboard types it (typeable-text.ts).
 */
export function textForStage(texts: readonly string[], stage: number, first = 0): string {
  const text = texts[(first + stage - 1) % texts.length];
  if (text === undefined) throw new Error('A company always has at least one text to type');
  return typeableText(text);
}

/**
 * Decide (getnexttext): the current stage's text is issued once, and its first issue is kept,
 * so a reload shows the same text and the time since issue only grows. Nothing when all is done.
 * `keyReleases`: the page asking records each key's release, so its log will carry them.
 */
export function issueStage(state: ApplicantState | undefined, texts: readonly string[], keyReleases = false): EventOf<'StageIssued'>[] {
  const applicant = linkedApplicant(state);
  const stage = currentStage(applicant);
  if (stage === undefined || applicant.issued[stage]) return [];
  return [
    {
      type: 'StageIssued',
      data: {
        applicantId: applicant.applicantId,
        companyId: applicant.companyId,
        stage,
        text: textForStage(texts, stage, firstTextFor(applicant.applicantId, texts.length)),
        ...(keyReleases ? { keyReleases: true as const } : {}),
      },
    },
  ];
}

/**
 * Decide (stagestarted): the page says the applicant typed a test's first key. The first start of
 * an attempt is StageStarted; another before that attempt ended (finished or refused) means the
 * page was reloaded mid-test and the applicant began again from zero: StageRestarted, which the
 * company sees. A start of any test but the current, issued one changes nothing (an old page).
 */
export function startStage(state: ApplicantState | undefined, stage: number): (EventOf<'StageStarted'> | EventOf<'StageRestarted'>)[] {
  const applicant = linkedApplicant(state);
  if (stage !== currentStage(applicant) || !applicant.issued[stage]) return [];
  const data = { applicantId: applicant.applicantId, companyId: applicant.companyId, stage };
  return [applicant.attemptUnderWay === stage ? { type: 'StageRestarted', data } : { type: 'StageStarted', data }];
}

export interface FinishStage {
  stage: number;
  claimedWpm: number;
  keystrokes: readonly Keystroke[];
  now: Date;
  /** Another applicant's recorded test has this log's fingerprint (keystroke-fingerprint.ts; looked up by the caller). */
  copiedFromAnotherApplicant: boolean;
  /** What the page noticed around the typing (page-signals.ts); absent from a page that records none. */
  page?: PageSignals;
}

const sameLog = (a: readonly Keystroke[], b: readonly Keystroke[]) => a.length === b.length && a.every((k, i) => k.key === b[i]?.key && k.at === b[i]?.at);

export type StageOutcome = EventOf<'StageFinished'> | EventOf<'StageRefused'> | EventOf<'ApplicantLocked'> | EventOf<'AllStagesFinished'>;

/**
 * Why a finished test sent for `stage` is out of step with the server (the page was behind: another
 * tab, an old page), or undefined when it is not: a recorded test sent again with another log
 * (`alreadyRecorded`), or a test that is not the current one (`notCurrentStage`). The same log
 * sent again for a recorded test is not out of step: it is the double submit, answered as recorded.
 */
export function outOfStepReason(applicant: ApplicantState, stage: number, keystrokes: readonly Keystroke[]): StageRefusalReason | undefined {
  const recorded = applicant.finished.find((finished) => finished.stage === stage);
  if (recorded) return sameLog(recorded.keystrokes, keystrokes) ? undefined : 'alreadyRecorded';
  return stage === currentStage(applicant) ? undefined : 'notCurrentStage';
}

/**
 * Decide (stagefinished): the server judges the log against the text it issued. Accepted: the
 * stage is recorded with the server's own figures (and, after the third, the applicant's result).
 * Refused: the refusal is recorded, and the applicant takes the test again. The same log sent
 * twice for a recorded stage records nothing more (a double submit is one result and one mail).
 * An out-of-step refusal (outOfStepReason) is recorded without its log, and only while the stream
 * holds fewer than maxStoredOutOfStepRefusals of them; past that the caller answers it all the
 * same and nothing is recorded.
 */
export function finishStage(state: ApplicantState | undefined, command: FinishStage): StageOutcome[] {
  const { stage, claimedWpm, keystrokes, now, copiedFromAnotherApplicant, page } = command;
  const recorded = state?.finished.find((finished) => finished.stage === stage);
  if (state && recorded && sameLog(recorded.keystrokes, keystrokes)) return [];
  const applicant = linkedApplicant(state);
  const { applicantId, companyId } = applicant;
  const refuse = (reason: StageRefusalReason): StageOutcome[] => {
    const refusal: StageOutcome = { type: 'StageRefused', data: { applicantId, companyId, stage, reason, claimedWpm, keystrokes: [...keystrokes] } };
    // The last refused attempt the link allows at this test locks it, until the company sends it again.
    if ((applicant.refusals[stage] ?? 0) + 1 >= maxRefusalsPerStage) return [refusal, { type: 'ApplicantLocked', data: { applicantId, companyId, stage } }];
    return [refusal];
  };
  const outOfStep = outOfStepReason(applicant, stage, keystrokes);
  if (outOfStep) {
    if (applicant.outOfStepRefusals >= maxStoredOutOfStepRefusals) return [];
    return [{ type: 'StageRefused', data: { applicantId, companyId, stage, reason: outOfStep, claimedWpm } }];
  }
  const issued = applicant.issued[stage];
  // Keys a script dispatched are nobody's typing, however human their timing (page-signals.ts).
  if (issued && page?.untrustedKeys) return refuse('untrustedKeys');
  if (!issued) throw new ApplicantCommandRefused('notIssued');

  const judgement = judgeStage({
    text: issued.text,
    claimedWpm,
    keystrokes,
    msSinceIssued: now.getTime() - issued.issuedAt.getTime(),
    earlier: applicant.finished.map((earlier) => earlier.keystrokes),
    keyReleases: issued.keyReleases,
    introduction: applicant.introduction ?? undefined,
  });
  if (judgement.verdict === 'refused') return refuse(judgement.reason);
  // A person never types two tests with the same millisecond rhythm, nor the rhythm of someone else.
  const fingerprint = keystrokeFingerprint(keystrokes);
  if (fingerprint !== null && applicant.finished.some((earlier) => keystrokeFingerprint(earlier.keystrokes) === fingerprint)) return refuse('reusedLog');
  if (copiedFromAnotherApplicant) return refuse('copiedLog');

  const { result, durationMs, flags, flagPlaces } = judgement;
  const finished: EventOf<'StageFinished'> = {
    type: 'StageFinished',
    data: {
      applicantId,
      companyId,
      stage,
      wpm: result.wpm,
      accuracy: result.accuracy,
      claimedWpm,
      durationMs,
      keystrokes: [...keystrokes],
      flags,
      page: { away: [...(page?.away ?? [])], pasteAttempts: [...(page?.pasteAttempts ?? [])] },
      flagPlaces,
    },
  };
  const stages = [...applicant.finished, { stage, wpm: result.wpm, accuracy: result.accuracy, flags }];
  if (stages.length < measuredStages) return [finished];
  return [
    finished,
    {
      type: 'AllStagesFinished',
      data: {
        applicantId,
        companyId,
        fullName: applicant.fullName,
        email: applicant.email,
        wpm: meanOf(stages.map((s) => s.wpm)),
        accuracy: meanOf(stages.map((s) => s.accuracy)),
        stages: stages.map(({ stage: n, wpm, accuracy }) => ({ stage: n, wpm, accuracy })),
        flags: [...new Set(stages.flatMap((s) => s.flags))],
      },
    },
  ];
}

export interface FinishIntroduction {
  /** The introduction's sentence as the page showed it: the company's language's (demo-text.ts). */
  text: string;
  keystrokes: readonly Keystroke[];
  page?: PageSignals | undefined;
}

/**
 * Decide (introductionfinished): the introduction's log is kept as the applicant's own rhythm, the
 * reference the judge holds the measured tests against (judge-stage.ts). It is never measured nor
 * refused as typing: a log that does not type the sentence is a bad request
 * (`introductionIncomplete`); one sent after the first measured test is out of step
 * (`introductionAfterTests`). A log with keys a script dispatched is nobody's rhythm and a reload
 * means typing it again, so past `maxStoredIntroductions` nothing more is kept; both are answered
 * as recorded, since the introduction decides nothing for the applicant. The same log sent again
 * (the page retries) records nothing more.
 */
export function finishIntroduction(state: ApplicantState | undefined, { text, keystrokes, page }: FinishIntroduction): EventOf<'IntroductionFinished'>[] {
  const applicant = linkedApplicant(state);
  if (applicant.finished.length > 0) throw new ApplicantCommandRefused('introductionAfterTests');
  const typed = replayKeystrokes(text, keystrokes);
  if (!typed.finished || typed.textIndex !== text.length) throw new ApplicantCommandRefused('introductionIncomplete');
  if (page?.untrustedKeys || applicant.introductions >= maxStoredIntroductions) return [];
  // The page sends it again when an answer is lost (applicant-calls.ts): the same log again is kept once.
  if (applicant.introduction && sameLog(applicant.introduction, keystrokes)) return [];
  const { applicantId, companyId } = applicant;
  return [
    {
      type: 'IntroductionFinished',
      data: { applicantId, companyId, text, keystrokes: [...keystrokes], page: { away: [...(page?.away ?? [])], pasteAttempts: [...(page?.pasteAttempts ?? [])] } },
    },
  ];
}
