import { z } from 'zod';
import { defineEvent } from '../store/event-definition.ts';
import { keystrokeSchema } from '../typing/keystroke-log.ts';
import { maxReviewNoteLength, reviewDecisions } from './second-look.ts';
import { noPageSignals, recordedPageSignalsSchema } from '../typing/page-signals.ts';
import { maxResultNoteLength, resultStatuses } from './result-decision.ts';

/**
 * The applicant's facts, one stream per applicant (`applicant-<id>`). None carries the link's
 * code: it is stored hashed beside the events (applicant_links), so the log is no credential.
 */
const applicantId = z.uuid();
const companyId = z.uuid();
/** A measured test: 1, 2 or 3 (the introduction is not measured and not recorded). */
export const stageNumber = z.number().int().min(1).max(3);

/** Why a finished stage looked odd but possible: accepted, and shown to the company (judge-stage.ts says when). */
export const stageFlags = [
  /** Intervals as even as a metronome's. */
  'evenIntervals',
  /** Keys in bursts far faster than the applicant's own pace. */
  'bursts',
  /** Intervals spread evenly around an average (a program's random jitter), not right-skewed as people's. */
  'symmetricIntervals',
  /** Faster over the whole test than people sustain (above 200 WPM): for review. */
  'exceptionalSpeed',
  /** A held key repeating faster than keyboards repeat: a log played faster than it was typed. */
  'fastKeyRepeat',
  /** The time between keys bears no relation to the letters typed (people's pace follows each pair of letters). */
  'rhythmUnrelatedToText',
  /** Words typed in a flash, letters quicker than fingers move, with pauses between the words. */
  'wordsInFlashes',
  /** Keys released at the press, after one fixed hold, or never where the page records releases. */
  'unnaturalHolds',
  /** Typed far faster than the applicant's own introduction test: someone, or something, else. */
  'fasterThanIntroduction',
  /** Typed at a pace and with key holds unlike the applicant's own introduction test: someone else's rhythm. */
  'rhythmUnlikeIntroduction',
  /** A test from a page that sends the introduction (it records key releases), with no introduction kept: nothing to hold the rhythm against. */
  'noIntroduction',
] as const;
export type StageFlag = (typeof stageFlags)[number];

/** Why a finished stage was refused (see judge-stage.ts). */
export const stageRefusalReasons = [
  'notCurrentStage',
  'alreadyRecorded',
  'incomplete',
  'wpmMismatch',
  'longerThanIssued',
  'inhumanSpeed',
  'severalCharactersAtOnce',
  /** Keys after the text was complete: the page records none. */
  'keysAfterEnd',
  /** The log's rhythm is another applicant's (keystroke-fingerprint.ts): a copy, shifted in time or not. */
  'copiedLog',
  /** The log's rhythm is that of one of this applicant's earlier tests: one log sent for several. */
  'reusedLog',
  /** The page saw key events the browser did not make (`isTrusted` false): a page script or an extension typed (page-signals.ts). */
  'untrustedKeys',
] as const;
export type StageRefusalReason = (typeof stageRefusalReasons)[number];

/**
 * Refusals that say the page was behind the server (another tab, an old page), not that the typing
 * was wrong: they count towards nothing.
 */
export const outOfStepRefusals: readonly StageRefusalReason[] = ['notCurrentStage', 'alreadyRecorded'];

export { maxRefusalsPerStage } from './refusal-limit.ts';

/**
 * How many out-of-step refusals an applicant's stream keeps. They count towards nothing, so
 * without a bound one link could grow the log for ever; past it the answer is the same and nothing
 * more is stored (docs/decisions/0042-links-end-when-the-next-is-used.md).
 */
export const maxStoredOutOfStepRefusals = 10;

/** Invite applicants: a company invited someone; their personal link went out by mail. */
export const applicantInvitedV1 = z.object({
  applicantId,
  companyId,
  email: z.string(),
  fullName: z.string(),
});

/**
 * The last instant the personal link works (the end of the chosen day in the company's time zone:
 * deadline.ts), or null for no deadline.
 */
const deadline = z.iso.datetime().nullable();

/**
 * Version 2 adds the deadline. Every invitation before it had none, so version 1 is lifted with
 * null (docs/decisions/0035-reminders-and-deadlines.md).
 */
export const applicantInvitedV2 = applicantInvitedV1.extend({ deadline });

/** The invitation was mailed again, with a new link (the old one stops working). */
export const invitationResentV1 = z.object({ applicantId, companyId });

/** Version 2: sending again sets the new link's deadline (null: none); version 1 is lifted with none. */
export const invitationResentV2 = invitationResentV1.extend({ deadline });

/**
 * A reminder was mailed to an applicant who has not finished, with a fresh link (the old one stops
 * working, as when the invitation is sent again; the deadline stays). `automatic`: sent by the
 * worker's schedule, at most once per applicant; else the company sent it by hand.
 */
export const reminderSentV1 = z.object({ applicantId, companyId, automatic: z.boolean() });

/** The company removed the applicant: their link stops working. */
export const applicantRemovedV1 = z.object({ applicantId, companyId });

/** The server gave the applicant a stage's text; when it did is the event's recorded time. */
export const stageIssuedV1 = z.object({ applicantId, companyId, stage: stageNumber, text: z.string() });
/**
 * Version 2: `keyReleases` when the page that asked for the text records each key's release on a
 * physical keyboard (docs/decisions/0056-catch-rate-held-out.md); absent from a page from before,
 * or on a touch screen, as version 1 is read.
 */
export const stageIssuedV2 = stageIssuedV1.extend({ keyReleases: z.literal(true).optional() });

/**
 * A measured test, scored by the server from the keystroke log (kept, so the figures can be
 * recomputed): its WPM and accuracy, what the browser claimed, and any flags.
 */
export const stageFinishedV1 = z.object({
  applicantId,
  companyId,
  stage: stageNumber,
  wpm: z.number().int().nonnegative(),
  accuracy: z.number().int().min(0).max(100),
  claimedWpm: z.number().int().nonnegative(),
  durationMs: z.number().nonnegative(),
  keystrokes: z.array(keystrokeSchema),
  flags: z.array(z.enum(stageFlags)),
});

/**
 * Version 2 keeps what the page noticed around the typing: each time the applicant left the page
 * and each refused paste or drop (page-signals.ts). Version 1 is read with none: its page recorded
 * none (docs/decisions/0054-signals-from-the-test-page.md).
 */
export const stageFinishedV2 = stageFinishedV1.extend({ page: recordedPageSignalsSchema });

/**
 * Where in the log each flag was seen: the keystrokes from `from` to `to` (indexes into
 * `keystrokes`, both included), so the replay marks them (judge-stage.ts's flagPlaces).
 */
export const flagPlaceSchema = z.object({ flag: z.enum(stageFlags), from: z.number().int().nonnegative(), to: z.number().int().nonnegative() });
export type FlagPlace = z.infer<typeof flagPlaceSchema>;

/**
 * Version 3 keeps where each flag was seen (`flagPlaces`). Version 2 is read with each flag over
 * the whole log: its judge said what, not where (docs/decisions/0055-the-introduction-as-reference.md).
 */
export const stageFinishedV3 = stageFinishedV2.extend({ flagPlaces: z.array(flagPlaceSchema) });

/** The flags of a log without places, each over the whole log. */
export const wholeLogPlaces = (flags: readonly StageFlag[], keystrokes: readonly unknown[]): FlagPlace[] =>
  flags.map((flag) => ({ flag, from: 0, to: Math.max(0, keystrokes.length - 1) }));

/** The longest introduction log kept: its sentence is about a hundred characters; ten times that with corrections is plenty. */
export const maxIntroductionKeystrokes = 2_000;

/** How many introductions one applicant's stream keeps: a reload before the first test means typing it again; past this, nothing more is kept. */
export const maxStoredIntroductions = 3;

/**
 * The applicant typed the introduction (not measured, docs/product.md §9): its text, its keystroke
 * log and what the page noticed, kept as the applicant's own rhythm, the reference the judge holds
 * the measured tests against (judge-stage.ts, docs/decisions/0055-the-introduction-as-reference.md).
 */
export const introductionFinishedV1 = z.object({
  applicantId,
  companyId,
  text: z.string(),
  keystrokes: z.array(keystrokeSchema).max(maxIntroductionKeystrokes),
  page: recordedPageSignalsSchema,
});

/** A finished stage the server would not record, and why; the applicant takes the test again. */
export const stageRefusedV1 = z.object({
  applicantId,
  companyId,
  stage: z.number().int(),
  reason: z.enum(stageRefusalReasons),
  claimedWpm: z.number().int().nonnegative(),
  keystrokes: z.array(keystrokeSchema),
});

/**
 * Version 2: a refusal that says the page was out of step (outOfStepRefusals) keeps no log: its
 * keys were never judged, and one link could send them without end. Refused attempts keep theirs.
 * Version 1 kept every log; it is read as version 2 (an out-of-step one without its log), so a
 * read may leave the logs out (applicantQueries.findLinkedApplicant).
 */
export const stageRefusedV2 = stageRefusedV1.extend({ keystrokes: z.array(keystrokeSchema).optional() });

function refusalAsV2(data: unknown): z.infer<typeof stageRefusedV2> {
  const { keystrokes, ...refusal } = stageRefusedV2.parse(data);
  return outOfStepRefusals.includes(refusal.reason) || keystrokes === undefined ? refusal : { ...refusal, keystrokes };
}

/**
 * The applicant typed the first key of a measured test (the page says so as it happens). A second
 * start of the same attempt, after a reload mid-test, is recorded as StageRestarted instead.
 */
export const stageStartedV1 = z.object({ applicantId, companyId, stage: stageNumber });

/** A measured test was started again from zero (the page was reloaded mid-test): shown to the company. */
export const stageRestartedV1 = z.object({ applicantId, companyId, stage: stageNumber });

/** The applicant's link stopped working after too many refused attempts at one test, until the company sends it again. */
export const applicantLockedV1 = z.object({ applicantId, companyId, stage: stageNumber });

/** The third test is done: the applicant's result, the mean of the three tests. */
export const allStagesFinishedV1 = z.object({
  applicantId,
  companyId,
  fullName: z.string(),
  email: z.string(),
  wpm: z.number().int().nonnegative(),
  accuracy: z.number().int().min(0).max(100),
  stages: z.array(z.object({ stage: stageNumber, wpm: z.number().int().nonnegative(), accuracy: z.number().int().min(0).max(100) })),
  flags: z.array(z.enum(stageFlags)),
});

/**
 * The company reviewed a finished result worth a second look (second-look.ts): accepted or rejected
 * it, with a note ('' for none). A later review replaces an earlier one
 * (docs/decisions/0053-needs-review-until-reviewed.md).
 */
export const resultReviewedV1 = z.object({ applicantId, companyId, decision: z.enum(reviewDecisions), note: z.string().max(maxReviewNoteLength) });

/**
 * The company turned its public link for job adverts on, or renewed it (`renewed`: a new token, the
 * old one stops working). The token is not here: it lives in invitation_links (secret-tables.ts).
 */
export const invitationLinkOpenedV1 = z.object({ companyId, renewed: z.boolean() });

/** The company turned its public link off: it stops working. */
export const invitationLinkClosedV1 = z.object({ companyId });
/** The company set a status on a finished result, replacing any before (docs/decisions/0062-statuses-notes-and-comparison.md). */
export const resultStatusSetV1 = z.object({ applicantId, companyId, status: z.enum(resultStatuses) });

/** The company took the status off a result: none again, as at first. */
export const resultStatusClearedV1 = z.object({ applicantId, companyId });

/** The company's private note on a finished result, written anew ('' : the note was emptied). */
export const resultNoteChangedV1 = z.object({ applicantId, companyId, note: z.string().max(maxResultNoteLength) });

/** Why an applicant's personal data was erased: the company asked, the retention period ran out, or the company closed its account. */
export const erasureReasons = ['request', 'retention', 'accountClosed'] as const;

/**
 * The applicant's personal data was erased: their key is gone (store/personal-data.ts), so their
 * name, e-mail and keystroke logs read blank in every event; the figures stay. Who erased is the
 * metadata's actor, when the recorded time (docs/decisions/0060-personal-data-sealed-per-applicant.md).
 */
export const applicantErasedV1 = z.object({ applicantId, companyId, reason: z.enum(erasureReasons) });

/** What an applicant's personal fields read as once erased: blank. */
const erasedNameAndEmail = { email: '', fullName: '' } as const;
const erasedLog = { keystrokes: [] } as const;

/**
 * The company made a read-only link to one finished result (docs/decisions/0066-shared-result-links.md),
 * working until `expiresAt`. Its stream is the link's (`result-share-<shareId>`); the secret is not
 * here: only its hash, in result_shares (secret-tables.ts).
 */
export const resultSharedV1 = z.object({ shareId: z.uuid(), applicantId, companyId, expiresAt: z.iso.datetime() });

/** The company revoked a shared link: it stops working at once. */
export const resultShareRevokedV1 = z.object({ shareId: z.uuid(), applicantId, companyId });

/** The applicant's events, as the log knows them (composed in events/src/catalogue.ts). */
export const applicantEvents = {
  ApplicantInvited: defineEvent({
    version: 2,
    schema: applicantInvitedV2,
    upcasters: { 1: (data) => ({ ...applicantInvitedV1.parse(data), deadline: null }) },
    personal: erasedNameAndEmail,
  }),
  InvitationResent: defineEvent({ version: 2, schema: invitationResentV2, upcasters: { 1: (data) => ({ ...invitationResentV1.parse(data), deadline: null }) } }),
  ReminderSent: defineEvent({ version: 1, schema: reminderSentV1, upcasters: {} }),
  ApplicantRemoved: defineEvent({ version: 1, schema: applicantRemovedV1, upcasters: {} }),
  StageIssued: defineEvent({ version: 2, schema: stageIssuedV2, upcasters: { 1: (data) => stageIssuedV1.parse(data) } }),
  StageFinished: defineEvent({
    version: 3,
    schema: stageFinishedV3,
    upcasters: {
      1: (data) => ({ ...stageFinishedV1.parse(data), page: noPageSignals }),
      2: (data) => {
        const finished = stageFinishedV2.parse(data);
        return { ...finished, flagPlaces: wholeLogPlaces(finished.flags, finished.keystrokes) };
      },
    },
    personal: erasedLog,
  }),
  IntroductionFinished: defineEvent({ version: 1, schema: introductionFinishedV1, upcasters: {}, personal: erasedLog }),
  StageRefused: defineEvent({ version: 2, schema: stageRefusedV2, upcasters: { 1: refusalAsV2 }, personal: erasedLog }),
  StageStarted: defineEvent({ version: 1, schema: stageStartedV1, upcasters: {} }),
  StageRestarted: defineEvent({ version: 1, schema: stageRestartedV1, upcasters: {} }),
  ApplicantLocked: defineEvent({ version: 1, schema: applicantLockedV1, upcasters: {} }),
  AllStagesFinished: defineEvent({ version: 1, schema: allStagesFinishedV1, upcasters: {}, personal: erasedNameAndEmail }),
  // The company's notes are about the applicant: theirs to erase too.
  ResultReviewed: defineEvent({ version: 1, schema: resultReviewedV1, upcasters: {}, personal: { note: '' } }),
  InvitationLinkOpened: defineEvent({ version: 1, schema: invitationLinkOpenedV1, upcasters: {} }),
  InvitationLinkClosed: defineEvent({ version: 1, schema: invitationLinkClosedV1, upcasters: {} }),
  ResultStatusSet: defineEvent({ version: 1, schema: resultStatusSetV1, upcasters: {} }),
  ResultStatusCleared: defineEvent({ version: 1, schema: resultStatusClearedV1, upcasters: {} }),
  ResultNoteChanged: defineEvent({ version: 1, schema: resultNoteChangedV1, upcasters: {}, personal: { note: '' } }),
  ApplicantErased: defineEvent({ version: 1, schema: applicantErasedV1, upcasters: {} }),
  ResultShared: defineEvent({ version: 1, schema: resultSharedV1, upcasters: {} }),
  ResultShareRevoked: defineEvent({ version: 1, schema: resultShareRevokedV1, upcasters: {} }),
};
