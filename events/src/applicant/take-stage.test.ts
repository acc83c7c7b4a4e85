import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEventData, type DomainEvent, type RecordedEvent } from '../catalogue.ts';
import { humanKeystrokeLog } from '../testing/keystroke-log.ts';
import { score, type Keystroke } from '../typing/scoring.ts';
import { currentStage, foldApplicant, progressOf, type ApplicantState } from './applicant-state.ts';
import { ApplicantCommandRefused } from './errors.ts';
import { inviteApplicants, removeApplicant, resendInvitation } from './invite-applicants.ts';
import { maxRefusalsPerStage, maxStoredOutOfStepRefusals } from './events.ts';
import { finishIntroduction, finishStage, firstTextFor, issueStage, outOfStepReason, startStage, textForStage, type FinishStage } from './take-stage.ts';
import { defaultTexts } from '../typing/default-texts.ts';

const companyId = '6f1f8a4e-0b3c-4c59-9d53-3f0c1a2b4c5d';
const applicantId = '0b7d3c1e-5a2f-4e8b-9c6d-1f2e3a4b5c6d';
/** When every event of a story was recorded: the stage texts were issued then. */
const issuedAt = new Date('2026-11-23T10:00:00Z');
const aMinuteLater = new Date(issuedAt.getTime() + 60_000);

/** The applicant's history as their stream would hand it back, every event recorded at `issuedAt`. */
function recorded(events: readonly DomainEvent[]): RecordedEvent[] {
  return events.map((event, index) => ({
    ...event,
    eventId: randomUUID(),
    streamId: `applicant-${applicantId}`,
    streamVersion: index + 1,
    position: String(index + 1),
    transactionId: '1',
    metadata: { actor: 'test' },
    recordedAt: issuedAt,
  }));
}

const givenApplicant = (...events: DomainEvent[]): ApplicantState | undefined => foldApplicant(recorded(events));

const invited = inviteApplicants(companyId, [{ applicantId, email: 'ada@example.com', fullName: 'Ada Lovelace' }], null)[0]!;
const sentence = 'The quick brown fox jumps over the lazy dog.';
const issued = (stage: number, text = sentence): DomainEvent => ({ type: 'StageIssued', data: { applicantId, companyId, stage, text } });

function typedWithGaps(text: string, gaps: readonly number[], from = 1_000): Keystroke[] {
  let at = from;
  return text.split('').map((key, i) => {
    if (i > 0) at += gaps[(i - 1) % gaps.length] ?? 0;
    return { key, at };
  });
}

/** 44 characters in 7.61 s, unevenly: 69 WPM, 100%. */
const honestLog = typedWithGaps(sentence, [120, 200, 90, 310, 180]);
/** 44 characters exactly 200 ms apart: 61 WPM, 100%, flagged evenIntervals. */
const metronomeLog = typedWithGaps(sentence, [200]);
/** "ovar" for "over", left in: 43 correct characters in 7.61 s = 68 WPM, 98%. */
const typoLog = typedWithGaps('The quick brown fox jumps ovar the lazy dog.', [120, 200, 90, 310, 180]).map((keystroke, index) =>
  // Not honestLog's rhythm to the millisecond (that would be one log sent twice), and as long.
  index === 1 ? { ...keystroke, at: keystroke.at + 7 } : keystroke,
);

/**
 * The honest log of each stage: the same pace, but never the same rhythm to the millisecond
 * (a log sent for two tests is refused as reused): the second key comes `stage - 1` ms later.
 */
const honestLogOf = (stage: number): Keystroke[] => honestLog.map((keystroke, index) => (index === 1 ? { ...keystroke, at: keystroke.at + stage - 1 } : keystroke));

const honestly = (stage: number, keystrokes = honestLogOf(stage), now = aMinuteLater): FinishStage => ({
  stage,
  claimedWpm: score(sentence, keystrokes).wpm,
  keystrokes,
  now,
  copiedFromAnotherApplicant: false,
});

/** A story told by the decisions themselves: each decision's events become history for the next. */
function story(...start: DomainEvent[]) {
  const history = [...start];
  return {
    get state() {
      return givenApplicant(...history);
    },
    // biome-ignore lint/suspicious/noThenProperty: the story's "then", not a promise (nothing awaits this object)
    then(events: readonly DomainEvent[]) {
      history.push(...events);
      return events;
    },
    history,
  };
}

describe('getnexttext: the text of the current stage', () => {
  it("given an invited applicant, when the first text is asked for, then StageIssued for stage 1 with the company's first text", () => {
    expect(issueStage(givenApplicant(invited), ['First text.', 'Second text.'])).toEqual([
      { type: 'StageIssued', data: { applicantId, companyId, stage: 1, text: 'First text.' } },
    ]);
  });

  it('given stage 1 was issued, when the page is reloaded, then nothing new is issued: the same text and the same start', () => {
    expect(issueStage(givenApplicant(invited, issued(1, 'First text.')), ['Changed meanwhile.'])).toEqual([]);
  });

  it('given stage 1 is done, when the next text is asked for, then stage 2 gets the second text', () => {
    const applicant = story(invited, issued(1));
    applicant.then(finishStage(applicant.state, honestly(1)));
    expect(issueStage(applicant.state, ['First text.', 'Second text.'])).toEqual([{ type: 'StageIssued', data: { applicantId, companyId, stage: 2, text: 'Second text.' } }]);
  });

  it('given a page that records key releases asks for the text, then StageIssued says so, and a log for it with no release at all is flagged, as is the introduction that page sends and that never came; asked by a page that does not, it is judged on timing alone', () => {
    const [recording] = issueStage(givenApplicant(invited), [sentence], true);
    expect(recording?.data).toMatchObject({ stage: 1, keyReleases: true });
    const [finished] = finishStage(givenApplicant(invited, recording!), honestly(1, honestLog));
    expect(finished).toMatchObject({ type: 'StageFinished', data: { flags: ['unnaturalHolds', 'noIntroduction'] } });
    const [old] = issueStage(givenApplicant(invited), [sentence]);
    expect(finishStage(givenApplicant(invited, old!), honestly(1, honestLog))[0]).toMatchObject({ type: 'StageFinished', data: { flags: [] } });
  });

  it('given the introduction was kept, when the page sends the same log again (its answer was lost), then nothing more is kept; a new one typed after a reload is', () => {
    const [kept] = finishIntroduction(givenApplicant(invited), { text: sentence, keystrokes: honestLog });
    expect(kept).toMatchObject({ type: 'IntroductionFinished', data: { keystrokes: honestLog } });
    expect(finishIntroduction(givenApplicant(invited, kept!), { text: sentence, keystrokes: honestLog })).toEqual([]);
    const retyped = honestLog.map((keystroke) => ({ ...keystroke, at: keystroke.at + 7 }));
    expect(finishIntroduction(givenApplicant(invited, kept!), { text: sentence, keystrokes: retyped })).toMatchObject([{ type: 'IntroductionFinished' }]);
  });

  it('given a company with fewer texts than tests, then the texts start over (SPEC 2: tests 1/3 to 3/3)', () => {
    expect([1, 2, 3].map((stage) => textForStage(['Only text.'], stage))).toEqual(['Only text.', 'Only text.', 'Only text.']);
    expect([1, 2, 3].map((stage) => textForStage(['One.', 'Two.'], stage))).toEqual(['One.', 'Two.', 'One.']);
    expect([1, 2, 3].map((stage) => textForStage(['One.', 'Two.', 'Three.'], stage))).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('given a company with four texts, then each applicant types three in order from a text of their own, starting over after the fourth, and across applicants every text is used', () => {
    const texts = ['One.', 'Two.', 'Three.', 'Four.'];
    /** Test 1/3 as issued to the applicant with this id, then tests 2/3 and 3/3 from the same first text. */
    const testsOf = (id: string) => {
      const [first] = issueStage(givenApplicant({ ...invited, data: { ...invited.data, applicantId: id } }), texts);
      return [first?.data.text, ...[2, 3].map((stage) => textForStage(texts, stage, firstTextFor(id, texts.length)))];
    };
    const ids = ['00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-00000000000b'];
    expect(ids.map(testsOf)).toEqual([
      ['One.', 'Two.', 'Three.'],
      ['Two.', 'Three.', 'Four.'],
      ['Three.', 'Four.', 'One.'],
      ['Four.', 'One.', 'Two.'],
    ]);
    // The same applicant, asked again (a reload, a replay), gets the same texts.
    expect(testsOf(ids[3]!)).toEqual(['Four.', 'One.', 'Two.']);
  });

  it('given a company text pasted with paragraphs and curly quotes, then the stage issues it as a keyboard types it, and the default texts as written', () => {
    expect(textForStage(['“Welcome,” she said.\n\nIt’s Monday — again…'], 1)).toBe('"Welcome," she said. It\'s Monday - again...');
    expect(defaultTexts.map((_, index) => textForStage(defaultTexts, index + 1))).toEqual(defaultTexts);
  });

  it('given a removed applicant, or no such applicant, when a text is asked for, then it is refused', () => {
    const removed = givenApplicant(invited, ...removeApplicant(givenApplicant(invited)));
    expect(() => issueStage(removed, [sentence])).toThrow(new ApplicantCommandRefused('notAwaiting'));
    expect(() => issueStage(undefined, [sentence])).toThrow(new ApplicantCommandRefused('notInvited'));
  });
});

describe('stagefinished: the server judges the keystroke log', () => {
  it("given stage 1 issued, when an honest log is sent with the WPM the browser showed, then StageFinished with the server's own figures", () => {
    expect(finishStage(givenApplicant(invited, issued(1)), honestly(1))).toEqual([
      {
        type: 'StageFinished',
        data: {
          applicantId,
          companyId,
          stage: 1,
          wpm: 69,
          accuracy: 100,
          claimedWpm: 69,
          durationMs: 7_610,
          keystrokes: honestLog,
          flags: [],
          page: { away: [], pasteAttempts: [] },
          flagPlaces: [],
        },
      },
    ]);
  });

  it('given stage 1 issued, when the page saw the applicant leave twice and try to paste once, then StageFinished keeps those, for the company to see', () => {
    const page = {
      away: [
        { at: 2_000, ms: 9_000 },
        { at: 5_000, ms: 5_000 },
      ],
      pasteAttempts: [{ at: 3_000 }],
    };
    expect(finishStage(givenApplicant(invited, issued(1)), { ...honestly(1), page })).toMatchObject([{ type: 'StageFinished', data: { wpm: 69, page } }]);
  });

  it('given stage 1 issued, when the page saw keys a script dispatched, then StageRefused untrustedKeys, however human the log; an old page that says nothing is judged as before', () => {
    expect(finishStage(givenApplicant(invited, issued(1)), { ...honestly(1), page: { untrustedKeys: 44 } })).toEqual([
      { type: 'StageRefused', data: { applicantId, companyId, stage: 1, reason: 'untrustedKeys', claimedWpm: 69, keystrokes: honestLog } },
    ]);
    expect(finishStage(givenApplicant(invited, issued(1)), { ...honestly(1), page: {} })[0]?.type).toBe('StageFinished');
  });

  it('given stage 1 issued, when the browser claims 90 WPM for a 69 WPM log, then StageRefused wpmMismatch, keeping the claim and the log', () => {
    expect(finishStage(givenApplicant(invited, issued(1)), { ...honestly(1), claimedWpm: 90 })).toEqual([
      { type: 'StageRefused', data: { applicantId, companyId, stage: 1, reason: 'wpmMismatch', claimedWpm: 90, keystrokes: honestLog } },
    ]);
  });

  it('given the text was issued 2 s ago, when a 7.61 s log arrives, then StageRefused longerThanIssued (2 s + 1% + 5 s = 7.02 s)', () => {
    const now = new Date(issuedAt.getTime() + 2_000);
    expect(finishStage(givenApplicant(invited, issued(1)), honestly(1, honestLog, now))[0]).toMatchObject({ type: 'StageRefused', data: { reason: 'longerThanIssued' } });
    const justInTime = new Date(issuedAt.getTime() + 2_585);
    expect(finishStage(givenApplicant(invited, issued(1)), honestly(1, honestLog, justInTime))[0]?.type).toBe('StageFinished');
  });

  it('given stage 1 issued, when the log misses the last character, then StageRefused incomplete', () => {
    expect(finishStage(givenApplicant(invited, issued(1)), honestly(1, honestLog.slice(0, -1)))[0]).toMatchObject({ type: 'StageRefused', data: { reason: 'incomplete' } });
  });

  it('given stage 1 issued, when the text arrives pasted at one instant, then StageRefused severalCharactersAtOnce', () => {
    const pasted = sentence.split('').map((key) => ({ key, at: 3_000 }));
    expect(finishStage(givenApplicant(invited, issued(1)), honestly(1, pasted))[0]).toMatchObject({
      type: 'StageRefused',
      data: { reason: 'severalCharactersAtOnce', claimedWpm: 0 },
    });
  });

  it('given stage 1 issued, when a script typed it at 10 ms a key, then StageRefused inhumanSpeed', () => {
    expect(finishStage(givenApplicant(invited, issued(1)), honestly(1, typedWithGaps(sentence, [10])))[0]).toMatchObject({
      type: 'StageRefused',
      data: { reason: 'inhumanSpeed', claimedWpm: 1_228 },
    });
  });

  it('given stage 1 is current, when stage 2 is sent, then StageRefused notCurrentStage', () => {
    expect(finishStage(givenApplicant(invited, issued(1), issued(2)), honestly(2))).toEqual([
      { type: 'StageRefused', data: { applicantId, companyId, stage: 2, reason: 'notCurrentStage', claimedWpm: 69 } },
    ]);
  });

  it('given stage 1 is recorded, when another log for stage 1 is sent, then StageRefused alreadyRecorded: one result per stage', () => {
    const applicant = story(invited, issued(1));
    applicant.then(finishStage(applicant.state, honestly(1)));
    expect(finishStage(applicant.state, honestly(1, metronomeLog))[0]).toMatchObject({ type: 'StageRefused', data: { stage: 1, reason: 'alreadyRecorded' } });
  });

  it('given the text was never asked for, when the stage is sent, then it is refused: not started', () => {
    expect(() => finishStage(givenApplicant(invited), honestly(1))).toThrow(new ApplicantCommandRefused('notIssued'));
  });

  it('given a removed applicant, when a stage is sent, then it is refused: no longer awaiting results', () => {
    expect(() => finishStage(givenApplicant(invited, issued(1), { type: 'ApplicantRemoved', data: { applicantId, companyId } }), honestly(1))).toThrow(
      new ApplicantCommandRefused('notAwaiting'),
    );
  });

  it('given a refused log, then the applicant is still on the same stage with the same text, and an honest retake is recorded', () => {
    const applicant = story(invited, issued(1));
    applicant.then(finishStage(applicant.state, { ...honestly(1), claimedWpm: 90 }));
    expect(currentStage(applicant.state!)).toBe(1);
    expect(progressOf(applicant.state!)).toMatchObject({ currentStep: 0, nextStep: 1, allTestsCompleted: false });
    expect(issueStage(applicant.state, ['Another text.'])).toEqual([]);
    expect(applicant.then(finishStage(applicant.state, honestly(1)))).toMatchObject([{ type: 'StageFinished', data: { stage: 1, wpm: 69 } }]);
  });
});

describe('a double submit of the same stage (decision 14)', () => {
  it('given stage 1 recorded, when the very same log is sent again, then nothing more is recorded: one result', () => {
    const applicant = story(invited, issued(1));
    applicant.then(finishStage(applicant.state, honestly(1)));
    expect(finishStage(applicant.state, honestly(1))).toEqual([]);
    expect(applicant.state?.finished).toHaveLength(1);
  });

  it("given all three done, when the third stage's log is sent again, then nothing is recorded and nothing is refused (one results mail)", () => {
    const applicant = story(invited);
    for (const stage of [1, 2, 3]) {
      applicant.then(issueStage(applicant.state, [sentence]));
      applicant.then(finishStage(applicant.state, honestly(stage)));
    }
    expect(applicant.state?.status).toBe('completed');
    expect(finishStage(applicant.state, honestly(3))).toEqual([]);
    expect(applicant.history.filter((event) => event.type === 'AllStagesFinished')).toHaveLength(1);
  });
});

describe("the third stage: the applicant's result", () => {
  it('given stages of 69, 61 and 68 WPM, when the third is recorded, then AllStagesFinished with the mean, 66 WPM and 99%, and the flags of any stage, the third judged with the two before it', () => {
    const applicant = story(invited);
    const logs = [honestLog, metronomeLog, typoLog];
    const outcomes = logs.map((keystrokes, index) => {
      applicant.then(issueStage(applicant.state, [sentence]));
      return applicant.then(finishStage(applicant.state, honestly(index + 1, keystrokes)));
    });
    expect(outcomes.map((events) => events.map((event) => event.type))).toEqual([['StageFinished'], ['StageFinished'], ['StageFinished', 'AllStagesFinished']]);
    expect(outcomes[2]?.[1]).toEqual({
      type: 'AllStagesFinished',
      data: {
        applicantId,
        companyId,
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        wpm: 66,
        accuracy: 99,
        stages: [
          { stage: 1, wpm: 69, accuracy: 100 },
          { stage: 2, wpm: 61, accuracy: 100 },
          { stage: 3, wpm: 68, accuracy: 98 },
        ],
        // The third test alone is too short to judge its pace against its letters; with the metronome and the fixed pattern before it, it is judged, and unrelated.
        flags: ['evenIntervals', 'rhythmUnrelatedToText'],
      },
    });
    expect(progressOf(applicant.state!)).toEqual({ currentStep: 3, nextStep: 3, allTestsCompleted: true, refusedAttempts: 0, currentTestBegun: false });
    expect(issueStage.bind(null, applicant.state, [sentence])).toThrow(new ApplicantCommandRefused('notAwaiting'));
  });

  it('given any three honest tests, then the result is the rounded mean of the WPM the applicant saw after each', () => {
    fc.assert(
      fc.property(fc.tuple(fc.integer({ min: 90, max: 400 }), fc.integer({ min: 90, max: 400 }), fc.integer({ min: 90, max: 400 })), fc.nat(), (paces, seed) => {
        const applicant = story(invited);
        const shown: number[] = [];
        paces.forEach((msPerKey, index) => {
          applicant.then(issueStage(applicant.state, [sentence]));
          const keystrokes = humanKeystrokeLog(sentence, { msPerKey, seed: seed + index });
          shown.push(score(sentence, keystrokes).wpm);
          applicant.then(finishStage(applicant.state, honestly(index + 1, keystrokes)));
        });
        const result = applicant.history.find((event) => event.type === 'AllStagesFinished');
        expect(result?.data).toMatchObject({ wpm: Math.round((shown[0]! + shown[1]! + shown[2]!) / 3), accuracy: 100, flags: [] });
      }),
      { numRuns: 100 },
    );
  });
});

describe("progress through the tests (getnexttext's currentStep and nextStep)", () => {
  it('given none, one and two tests done, then currentStep 0/1/2 and nextStep 1/2/3, not completed', () => {
    const applicant = story(invited);
    const seen = [];
    for (const stage of [1, 2, 3]) {
      seen.push(progressOf(applicant.state!));
      applicant.then(issueStage(applicant.state, [sentence]));
      applicant.then(finishStage(applicant.state, honestly(stage)));
    }
    expect(seen).toEqual([
      { currentStep: 0, nextStep: 1, allTestsCompleted: false, refusedAttempts: 0, currentTestBegun: false },
      { currentStep: 1, nextStep: 2, allTestsCompleted: false, refusedAttempts: 0, currentTestBegun: false },
      { currentStep: 2, nextStep: 3, allTestsCompleted: false, refusedAttempts: 0, currentTestBegun: false },
    ]);
  });
});

describe("a test begun, and its refused attempts (getnexttext's currentTestBegun and refusedAttempts)", () => {
  const refusedAttempt = (stage: number) => ({ ...honestly(stage), claimedWpm: 999 });

  it('given test 1 was only given out, then it is not begun: a visit starts at the welcome', () => {
    expect(progressOf(givenApplicant(invited, issued(1))!)).toMatchObject({ nextStep: 1, currentTestBegun: false, refusedAttempts: 0 });
  });

  it('given the first key of test 1 was typed, then test 1 is begun: a reload goes back to it', () => {
    const applicant = story(invited, issued(1));
    applicant.then(startStage(applicant.state, 1));
    expect(progressOf(applicant.state!)).toMatchObject({ nextStep: 1, currentTestBegun: true, refusedAttempts: 0 });
  });

  it('given two attempts at test 1 were refused, then test 1 is begun with 2 refused attempts', () => {
    const applicant = story(invited, issued(1));
    applicant.then(finishStage(applicant.state, refusedAttempt(1)));
    applicant.then(finishStage(applicant.state, refusedAttempt(1)));
    expect(progressOf(applicant.state!)).toMatchObject({ nextStep: 1, currentTestBegun: true, refusedAttempts: 2 });
  });

  it('given test 1 was refused once and then recorded, then test 2 is not begun and has no refused attempts', () => {
    const applicant = story(invited, issued(1));
    applicant.then(startStage(applicant.state, 1));
    applicant.then(finishStage(applicant.state, refusedAttempt(1)));
    applicant.then(finishStage(applicant.state, honestly(1)));
    applicant.then(issueStage(applicant.state, [sentence]));
    expect(progressOf(applicant.state!)).toMatchObject({ nextStep: 2, currentTestBegun: false, refusedAttempts: 0 });
  });

  it('given refused attempts at test 1, when the company sends the invitation again, then the new link starts with none', () => {
    const applicant = story(invited, issued(1));
    applicant.then(finishStage(applicant.state, refusedAttempt(1)));
    applicant.then(resendInvitation(applicant.state, null));
    expect(progressOf(applicant.state!)).toMatchObject({ nextStep: 1, currentTestBegun: false, refusedAttempts: 0 });
  });
});

describe('the company invites, resends and removes', () => {
  it('given two invitees, then one ApplicantInvited each, for the company', () => {
    const second = { applicantId: 'c0ffee00-0000-4000-8000-000000000002', email: 'grace@example.com', fullName: 'Grace Hopper' };
    expect(inviteApplicants(companyId, [{ applicantId, email: 'ada@example.com', fullName: 'Ada Lovelace' }, second], null)).toEqual([
      { type: 'ApplicantInvited', data: { applicantId, companyId, email: 'ada@example.com', fullName: 'Ada Lovelace', deadline: null } },
      { type: 'ApplicantInvited', data: { ...second, companyId, deadline: null } },
    ]);
  });

  it('given an applicant awaiting results, when the invitation is resent, then InvitationResent, and their progress is kept', () => {
    const applicant = story(invited, issued(1));
    applicant.then(finishStage(applicant.state, honestly(1)));
    expect(applicant.then(resendInvitation(applicant.state, null))).toEqual([{ type: 'InvitationResent', data: { applicantId, companyId, deadline: null } }]);
    expect(progressOf(applicant.state!).currentStep).toBe(1);
  });

  it('given an applicant awaiting results, when removed, then ApplicantRemoved; removing or resending again is refused', () => {
    const applicant = story(invited);
    expect(applicant.then(removeApplicant(applicant.state))).toEqual([{ type: 'ApplicantRemoved', data: { applicantId, companyId } }]);
    expect(() => removeApplicant(applicant.state)).toThrow(new ApplicantCommandRefused('notAwaiting'));
    expect(() => resendInvitation(applicant.state, null)).toThrow(new ApplicantCommandRefused('notAwaiting'));
  });

  it('given an applicant who finished all three tests, when the invitation is resent, then it is refused', () => {
    const applicant = story(invited);
    for (const stage of [1, 2, 3]) {
      applicant.then(issueStage(applicant.state, [sentence]));
      applicant.then(finishStage(applicant.state, honestly(stage)));
    }
    expect(() => resendInvitation(applicant.state, null)).toThrow(new ApplicantCommandRefused('notAwaiting'));
  });

  it('given no such applicant, when resent or removed, then it is refused: no such applicant', () => {
    expect(() => resendInvitation(undefined, null)).toThrow(new ApplicantCommandRefused('notInvited'));
    expect(() => removeApplicant(undefined)).toThrow(new ApplicantCommandRefused('notInvited'));
  });
});

describe("a log that is not this test's own", () => {
  it('given test 1 recorded, when test 2 is sent with the same log shifted in time, then it is refused as reused', () => {
    const applicant = story(invited, issued(1), issued(2));
    applicant.then(finishStage(applicant.state, honestly(1)));
    const shifted = honestLogOf(1).map((keystroke) => ({ ...keystroke, at: keystroke.at + 5_000 }));
    expect(finishStage(applicant.state, honestly(2, shifted))).toMatchObject([{ type: 'StageRefused', data: { stage: 2, reason: 'reusedLog' } }]);
  });

  it("given another applicant recorded a test with this log's rhythm, when it is sent, then it is refused as copied", () => {
    expect(finishStage(givenApplicant(invited, issued(1)), { ...honestly(1), copiedFromAnotherApplicant: true })).toMatchObject([
      { type: 'StageRefused', data: { reason: 'copiedLog' } },
    ]);
  });
});

describe('refused attempts lock the link', () => {
  const refusedAttempt = (stage: number) => ({ ...honestly(stage), claimedWpm: 999 });

  it(`given ${maxRefusalsPerStage - 1} refused attempts at test 1, when another is refused, then the link is locked and nothing more can be done with it`, () => {
    const applicant = story(invited, issued(1));
    for (let attempt = 1; attempt < maxRefusalsPerStage; attempt++) {
      expect(applicant.then(finishStage(applicant.state, refusedAttempt(1))).map((event) => event.type)).toEqual(['StageRefused']);
    }
    expect(applicant.then(finishStage(applicant.state, refusedAttempt(1))).map((event) => event.type)).toEqual(['StageRefused', 'ApplicantLocked']);
    expect(applicant.state?.locked).toBe(true);
    expect(() => finishStage(applicant.state, honestly(1))).toThrow(new ApplicantCommandRefused('locked'));
    expect(() => issueStage(applicant.state, [sentence])).toThrow(new ApplicantCommandRefused('locked'));
  });

  it('given a locked link, when the company sends the invitation again, then the new link works and the count starts again', () => {
    const applicant = story(invited, issued(1));
    for (let attempt = 0; attempt < maxRefusalsPerStage; attempt++) applicant.then(finishStage(applicant.state, refusedAttempt(1)));
    applicant.then(resendInvitation(applicant.state, null));
    expect(applicant.state?.locked).toBe(false);
    expect(applicant.then(finishStage(applicant.state, refusedAttempt(1))).map((event) => event.type)).toEqual(['StageRefused']);
    expect(applicant.then(finishStage(applicant.state, honestly(1)))).toMatchObject([{ type: 'StageFinished' }]);
  });

  it('given refusals that only say the page was behind (another tab), then they count towards no lock', () => {
    const applicant = story(invited, issued(1));
    applicant.then(finishStage(applicant.state, honestly(1)));
    for (let attempt = 0; attempt < maxRefusalsPerStage + 1; attempt++) {
      expect(applicant.then(finishStage(applicant.state, { ...honestly(1, metronomeLog) })).map((event) => event.type)).toEqual(['StageRefused']);
    }
    expect(applicant.state?.locked).toBe(false);
  });

  it('given refused attempts at different tests, then each test has its own count', () => {
    const applicant = story(invited, issued(1));
    for (let attempt = 1; attempt < maxRefusalsPerStage; attempt++) applicant.then(finishStage(applicant.state, refusedAttempt(1)));
    applicant.then(finishStage(applicant.state, honestly(1)));
    applicant.then(issueStage(applicant.state, [sentence]));
    expect(applicant.then(finishStage(applicant.state, refusedAttempt(2))).map((event) => event.type)).toEqual(['StageRefused']);
  });
});

describe('out-of-step refusals: bounded, and without their logs', () => {
  it('given test 1 recorded, when another log is sent for it, or one for test 3, then each refusal keeps its reason but no log', () => {
    const applicant = story(invited, issued(1));
    applicant.then(finishStage(applicant.state, honestly(1)));
    const again = finishStage(applicant.state, honestly(1, typoLog));
    expect(again).toEqual([{ type: 'StageRefused', data: { applicantId, companyId, stage: 1, reason: 'alreadyRecorded', claimedWpm: score(sentence, typoLog).wpm } }]);
    expect(finishStage(applicant.state, honestly(3))).toMatchObject([{ type: 'StageRefused', data: { reason: 'notCurrentStage' } }]);
    expect(finishStage(applicant.state, honestly(3))[0]?.data).not.toHaveProperty('keystrokes');
  });

  it(`given ${maxStoredOutOfStepRefusals} out-of-step refusals stored, when more come, then nothing more is stored, and outOfStepReason still names why (the answer stays the same)`, () => {
    const applicant = story(invited, issued(1));
    for (let call = 0; call < maxStoredOutOfStepRefusals; call++) expect(applicant.then(finishStage(applicant.state, honestly(2)))).toHaveLength(1);
    expect(finishStage(applicant.state, honestly(2))).toEqual([]);
    expect(finishStage(applicant.state, honestly(3))).toEqual([]);
    expect(outOfStepReason(applicant.state!, 2, honestLogOf(2))).toBe('notCurrentStage');
    // The test in step is judged as ever.
    expect(finishStage(applicant.state, honestly(1))).toMatchObject([{ type: 'StageFinished' }]);
  });

  it('given the same log sent again for a recorded test (a double submit), then it is not out of step: nothing is stored and it is answered as recorded', () => {
    const applicant = story(invited, issued(1));
    applicant.then(finishStage(applicant.state, honestly(1)));
    expect(finishStage(applicant.state, honestly(1))).toEqual([]);
    expect(outOfStepReason(applicant.state!, 1, honestLogOf(1))).toBeUndefined();
  });

  it('given a version 1 refusal, then an out-of-step one is read without its log, and a refused attempt keeps its log', () => {
    const v1 = (reason: string) => ({ applicantId, companyId, stage: 1, reason, claimedWpm: 60, keystrokes: honestLog });
    expect(decodeEventData('StageRefused', 1, v1('notCurrentStage')).data).toEqual({ applicantId, companyId, stage: 1, reason: 'notCurrentStage', claimedWpm: 60 });
    expect(decodeEventData('StageRefused', 1, v1('wpmMismatch')).data).toEqual(v1('wpmMismatch'));
  });

  it('given a StageFinished stored before the page signals (version 1), when read, then its page noticed nothing: no times away, no paste attempts', () => {
    const v1 = { applicantId, companyId, stage: 1, wpm: 69, accuracy: 100, claimedWpm: 69, durationMs: 7_610, keystrokes: honestLog, flags: [] };
    expect(decodeEventData('StageFinished', 1, v1).data).toEqual({ ...v1, page: { away: [], pasteAttempts: [] }, flagPlaces: [] });
  });

  it('given a flagged StageFinished stored before flags had places (version 2), when read, then each flag is placed over the whole log', () => {
    const v2 = {
      applicantId,
      companyId,
      stage: 1,
      wpm: 69,
      accuracy: 100,
      claimedWpm: 69,
      durationMs: 7_610,
      keystrokes: honestLog,
      flags: ['bursts'],
      page: { away: [], pasteAttempts: [] },
    };
    expect(decodeEventData('StageFinished', 2, v2).data).toEqual({ ...v2, flagPlaces: [{ flag: 'bursts', from: 0, to: honestLog.length - 1 }] });
  });

  it('given a StageIssued stored before pages said they record key releases (version 1), when read, then it says nothing of them: its log is judged on timing alone', () => {
    const v1 = { applicantId, companyId, stage: 1, text: sentence };
    expect(decodeEventData('StageIssued', 1, v1).data).toEqual(v1);
  });
});

describe('stagestarted: a test begun, and begun again after a reload', () => {
  it('given test 1 issued, when its first key is typed, then StageStarted; when it is typed again before the test ended, then StageRestarted', () => {
    const applicant = story(invited, issued(1));
    expect(applicant.then(startStage(applicant.state, 1))).toEqual([{ type: 'StageStarted', data: { applicantId, companyId, stage: 1 } }]);
    expect(applicant.then(startStage(applicant.state, 1))).toEqual([{ type: 'StageRestarted', data: { applicantId, companyId, stage: 1 } }]);
    expect(applicant.then(startStage(applicant.state, 1))).toEqual([{ type: 'StageRestarted', data: { applicantId, companyId, stage: 1 } }]);
  });

  it('given an attempt that was refused, when the test is taken again, then that is a new start, not a restart', () => {
    const applicant = story(invited, issued(1));
    applicant.then(startStage(applicant.state, 1));
    applicant.then(finishStage(applicant.state, { ...honestly(1), claimedWpm: 999 }));
    expect(startStage(applicant.state, 1)).toEqual([{ type: 'StageStarted', data: { applicantId, companyId, stage: 1 } }]);
  });

  it("given test 1 begun, when a reminder's new link arrives and the applicant starts test 1 again with it, then that is a new start, not a restart: the product's own link change never counts against them", () => {
    const applicant = story(invited, issued(1));
    applicant.then(startStage(applicant.state, 1));
    applicant.then([{ type: 'ReminderSent', data: { applicantId, companyId, automatic: false } }]);
    expect(startStage(applicant.state, 1)).toEqual([{ type: 'StageStarted', data: { applicantId, companyId, stage: 1 } }]);
  });

  it('given test 1 recorded, when the next test starts, then StageStarted for test 2; a start of test 1 from an old page changes nothing', () => {
    const applicant = story(invited, issued(1));
    applicant.then(startStage(applicant.state, 1));
    applicant.then(finishStage(applicant.state, honestly(1)));
    applicant.then(issueStage(applicant.state, [sentence]));
    expect(startStage(applicant.state, 1)).toEqual([]);
    expect(startStage(applicant.state, 2)).toEqual([{ type: 'StageStarted', data: { applicantId, companyId, stage: 2 } }]);
  });

  it('given a test whose text was never asked for, when it is said to start, then nothing is recorded', () => {
    expect(startStage(givenApplicant(invited), 1)).toEqual([]);
  });
});
