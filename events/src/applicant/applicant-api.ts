import { z } from 'zod';
import { catalogueKey } from '../i18n/issue-words.ts';
import { languages } from '../i18n/languages.ts';
import { freeText, requiredFreeText } from '../schema/free-text.ts';
import { logoViewSchema } from '../schema/logo.ts';
import { applicantLimits } from './applicant-limits.ts';
import { keystrokeLogSchema } from '../typing/keystroke-log.ts';
import { pageSignalsSchema, pageSignalsWithinTestMessage, recordedPageSignalsSchema, signalsWithinTest } from '../typing/page-signals.ts';
import { flagPlaceSchema, maxIntroductionKeystrokes, stageFlags, stageNumber, stageRefusalReasons } from './events.ts';
import { maxInvitationRows } from './invitation-checks.ts';
import { passMarkSchema, passMarkVerdicts } from '../typing/pass-mark.ts';
import { maxReviewNoteLength, reviewDecisions } from './second-look.ts';
import { maxResultNoteLength, resultStatuses, statusFilters } from './result-decision.ts';

/**
 * The applicant feature's calls (docs/product.md §3 and 7; README "Applicants (API)"), shared by the API that
 * enforces them and the web app that sends them. Account-area calls under /api/db (bearer), the
 * applicant's under /api/applicant (the personal link is the credential).
 */
export { applicantLimits };

/** docs/product.md §9: history pages of 10, the first at offset 0. */
export const historyPageSize = 10;

/** One row of Invite applicants (fullName, email, and the API's optional companyName and textFolder). The company is the token's. */
export const invitationRowSchema = z
  .object({
    fullName: freeText({ max: applicantLimits.fullName }),
    email: freeText({ max: applicantLimits.email }),
    companyName: z.string().max(1000).optional(),
    textFolder: z.string().max(1000).optional(),
  })
  .strict();

/**
 * A link's deadline as the company picks it: the last day the link works (YYYY-MM-DD, to the end of
 * that day in the company's time zone), or null for none. That it is not in the past, nor more than
 * `maxDeadlineDays` ahead, is the API's check (it needs the company's time zone).
 */
export const deadlineDaySchema = z.iso.date(catalogueKey('input.deadlineDay')).nullable();

/**
 * The furthest a link's deadline may be, in days from today in the company's time zone: a year, as
 * the longest default deadline (company-fields.ts). Further is no real deadline, and a day near the
 * calendar's end (9999-12-31) west of UTC would end in a year no date can hold.
 */
export const maxDeadlineDays = 365;

/**
 * sendinvitation: `ca`, the rows to invite (1 to 15; docs/product.md §5's checks answer an empty list), or
 * `currentApplicantCode`, an applicant awaiting results whose invitation goes out again. `deadline`
 * for the link either way; absent: the company's default (its `defaultDeadlineDays`).
 */
export const sendInvitationSchema = z
  .object({
    ca: z.array(invitationRowSchema).max(maxInvitationRows, catalogueKey('input.tooManyApplicants')).optional(),
    currentApplicantCode: z.uuid().optional(),
    deadline: deadlineDaySchema.optional(),
    /** With `ca`: the submit's own key, sent again unchanged on a retry, so a list whose answer was lost is not invited twice (invitation-submits.ts). */
    submitKey: z.uuid().optional(),
  })
  .strict()
  .refine((body) => (body.ca === undefined) !== (body.currentApplicantCode === undefined), {
    message: catalogueKey('input.invitationOrResend'),
  });

/** An applicant awaiting results, as the company's list shows them. `applicantCode` names the applicant; it is not their link. */
export const awaitingApplicantSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  applicantCode: z.uuid(),
  stagesFinished: z.number().int(),
  /** The furthest test begun, finished or not (0: none): more than `stagesFinished` while one is under way. */
  stageStarted: z.number().int(),
  invitedAt: z.iso.datetime(),
  /** Refused attempts at any test, and tests begun again from zero after a reload. */
  refusals: z.number().int(),
  restarts: z.number().int(),
  /** Too many refused attempts at one test locked the link: it works again once the invitation is sent again. */
  locked: z.boolean(),
  /** Each refused attempt, oldest first: at which test, why and when (what sending the invitation again lets them try after). */
  refusedAttempts: z.array(z.object({ stage: z.number().int(), reason: z.enum(stageRefusalReasons), at: z.iso.datetime() })),
  /** The last instant the link works (ISO 8601); null: no deadline. */
  deadline: z.iso.datetime().nullable(),
  /** The deadline has passed: the link no longer works until the company sends a new one. */
  expired: z.boolean(),
  /** The last reminder (automatic or by hand); null: none. */
  remindedAt: z.iso.datetime().nullable(),
  /** When the applicant's data is erased: their last activity plus the company's retention months (retention.ts). */
  erasesAt: z.iso.datetime(),
});
export type AwaitingApplicant = z.infer<typeof awaitingApplicantSchema>;

/** docs/product.md §7: the answer's `code` (`sent` or `re-sent`) decides the toast. */
export const sendInvitationAnswerSchema = z.object({
  success: z.literal(true),
  code: z.enum(['sent', 're-sent']),
  data: z.array(awaitingApplicantSchema),
});

/**
 * A list docs/product.md §5's checks refuse: the modal's title and message, and which check (`code`, as every
 * refusal names its reason). `unverifiedLimit`: the company's login e-mail is not verified and the
 * list is more than it may still invite (403).
 */
export const invitationRefusalSchema = z.object({
  success: z.literal(false),
  errorTitle: z.string(),
  errorMessage: z.string(),
  code: z.enum(['noApplicant', 'emptyEmail', 'emptyName', 'alreadyInvited', 'twiceInList', 'invalidEmail', 'unverifiedLimit']),
});

/**
 * While the login e-mail is not verified: how many mails with a link (invitations, new links,
 * reminders) the company may send to addresses not its own in all (`max`), and how many of them
 * are left (events/src/mail-limits/rules.ts). Null once it is verified.
 */
export const unverifiedAllowanceSchema = z.object({ max: z.number().int().nonnegative(), left: z.number().int().nonnegative() }).nullable();
export type UnverifiedAllowance = NonNullable<z.infer<typeof unverifiedAllowanceSchema>>;

/** The list awaiting results, and what the company may still invite before it verifies its e-mail. */
export const applicantListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(awaitingApplicantSchema),
  unverifiedAllowance: unverifiedAllowanceSchema,
});

export const deleteApplicantSchema = z.object({ currentApplicantCode: z.uuid() }).strict();

/** eraseapplicant: erase the personal data of an applicant of the company (any: awaiting, removed or finished). */
export const eraseApplicantSchema = z.object({ applicantId: z.uuid() }).strict();

/** sendreminder: a reminder by hand, with a fresh link, to an applicant of the company awaiting results. */
export const sendReminderSchema = z.object({ applicantId: z.uuid() }).strict();

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The results list's orders: newest, fastest or most accurate first, or by the company's status (result-decision.ts's statusRank). */
export const historySorts = ['date', 'wpm', 'accuracy', 'status'] as const;
export type HistorySort = (typeof historySorts)[number];

/** Which results the list shows: every one, those that pass or miss the pass mark, or those with flags or refused attempts. */
export const historyFilters = ['all', 'passed', 'notPassed', 'flagged'] as const;
export type HistoryFilter = (typeof historyFilters)[number];

const historyCriteriaFields = {
  dateSearch: z.union([z.literal(''), z.iso.date()]),
  textSearch: freeText({ max: applicantLimits.textSearch }),
  timeZone: z.string().max(64).refine(isTimeZone, catalogueKey('input.timeZone')).optional(),
  sort: z.enum(historySorts, { error: catalogueKey('input.oneOf') }).optional(),
  filter: z.enum(historyFilters, { error: catalogueKey('input.oneOf') }).optional(),
  /** The company's status on the result: any (default), none yet, or one status. */
  status: z.enum(statusFilters, { error: catalogueKey('input.oneOf') }).optional(),
};

/**
 * getspenthistory (docs/product.md §4): `range` is the offset (0, 10, 20...), `dateSearch` a day (YYYY-MM-DD,
 * or '' for any), `textSearch` part of a name or e-mail ('' for any). `timeZone` says whose day
 * `dateSearch` is (the company's time zone when not given). `sort` (default date) and `filter`
 * (default all) order and narrow the list.
 */
export const historySearchSchema = z
  .object({
    range: z.number().int().min(0).max(applicantLimits.maxRange),
    ...historyCriteriaFields,
  })
  .strict();
export type HistorySearch = z.infer<typeof historySearchSchema>;

/** exporthistory: the same criteria without the paging; every matching result, in the list's order. */
export const historyExportSchema = z.object(historyCriteriaFields).strict();
export type HistoryExport = z.infer<typeof historyExportSchema>;

/**
 * Whether a result is worth a second look (second-look.ts: flags, refused attempts or restarts),
 * and the company's last review of it (null: not reviewed). Until reviewed, one worth a second
 * look reads "Needs review" (resultVerdict).
 */
const reviewFields = {
  secondLook: z.boolean(),
  review: z.object({ decision: z.enum(reviewDecisions), note: z.string(), reviewedAt: z.string() }).nullable(),
};

/** The company's own status on the result (null: none) and its private note ('' : none): result-decision.ts. */
const decisionFields = {
  status: z.enum(resultStatuses).nullable(),
  note: z.string(),
};

export const resultEntrySchema = z.object({
  /** The applicant's id (getresult's), never their link. */
  applicantId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  /** The mean of the three tests. */
  wpm: z.number().int(),
  accuracy: z.number().int(),
  /** When the third test was finished (ISO 8601). */
  dateTime: z.string(),
  stages: z.array(z.object({ stage: z.number().int(), wpm: z.number().int(), accuracy: z.number().int() })),
  flags: z.array(z.enum(stageFlags)),
  /** Refused attempts over the three tests. */
  refusals: z.number().int(),
  /** Tests the applicant began again from zero. */
  restarts: z.number().int(),
  /** Over the three tests, what the page noticed (page-signals.ts): times the applicant left the page, for how long in all, and paste attempts. */
  timesAway: z.number().int(),
  msAway: z.number(),
  pasteAttempts: z.number().int(),
  /** Against the company's pass mark as it is now; null when it has none. */
  passed: z.enum(passMarkVerdicts).nullable(),
  ...reviewFields,
  /** The history's rows say when the applicant's data is erased (retention.ts); the overview and the export do not. */
  erasesAt: z.iso.datetime().optional(),
  ...decisionFields,
  /** The applicant's personal data was erased: name and e-mail are '', the list says "Erased applicant". */
  erased: z.boolean(),
});
export type ResultEntry = z.infer<typeof resultEntrySchema>;

/** docs/product.md §4: a page carries `users` and `nextPage`. */
export const historyAnswerSchema = z.object({ success: z.literal(true), users: z.array(resultEntrySchema), nextPage: z.boolean() });

/**
 * The account menu's overview: applicants awaiting results, results this week (the company's week,
 * from Monday) and the latest three; and how many hours after a link the automatic reminder goes
 * (the server's REMINDER_AFTER_HOURS), which Account settings says.
 */
export const accountOverviewSchema = z.object({
  awaiting: z.number().int(),
  resultsThisWeek: z.number().int(),
  latest: z.array(
    z.object({
      applicantId: z.uuid(),
      fullName: z.string(),
      wpm: z.number().int(),
      accuracy: z.number().int(),
      dateTime: z.string(),
      passed: z.enum(passMarkVerdicts).nullable(),
      ...reviewFields,
    }),
  ),
  reminderAfterHours: z.number().positive(),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;
export const accountOverviewAnswerSchema = z.object({ success: z.literal(true), data: accountOverviewSchema });

/**
 * The parts of the applicant's personal link, as the page read them from its address. Cleaned like
 * typed text: NUL and unpaired surrogates (which Postgres cannot take) are refused naming the
 * field, nothing visible is refused as empty, and a stray control, bidi or zero-width character
 * from copying the link is dropped (no code or URL holds one).
 */
const linkFields = {
  textFolder: requiredFreeText({ max: applicantLimits.textFolder }),
  urlApplicantCode: requiredFreeText({ max: applicantLimits.code }),
};

/** The applicant's personal link: `/{textFolder}?code={link code}`; the link code's wire name is `urlApplicantCode`. */
export const applicantLinkSchema = z.object(linkFields).strict();
export type ApplicantLink = z.infer<typeof applicantLinkSchema>;

/**
 * getnexttext: the link, and `keyReleases` when the page records each key's release (`up`) on a
 * physical keyboard: its log for the text issued will carry them (docs/decisions/0056-catch-rate-held-out.md).
 */
export const nextTextRequestSchema = z.object({ ...linkFields, keyReleases: z.literal(true).optional() }).strict();

/**
 * Why a link that once worked no longer does, told to whoever holds it: a newer link was mailed
 * (and used, or the invitation was sent again), the deadline passed, or too many refused attempts
 * locked it (docs/decisions/0042-links-end-when-the-next-is-used.md). An unknown code, a removed
 * applicant or one who is done gets no kind: plain "invalid".
 */
export const deadLinkKinds = ['replaced', 'expired', 'locked'] as const;
export type DeadLinkKind = (typeof deadLinkKinds)[number];

/** A link that does not work: `errorMessage` says why when `code` names the kind, else it is the plain invalid-link sentence. */
export const deadLinkSchema = z.object({ success: z.literal(false), errorMessage: z.string(), code: z.enum(deadLinkKinds).optional() });

/**
 * The company's language, in the applicant's answers: the page speaks it unless the applicant chose
 * another, and the introduction sentence is always in it (demoTextByLanguage), like the texts it issues.
 */
const companyLanguageField = { language: z.enum(languages) };

export const submitAuthAnswerSchema = z.object({
  success: z.literal(true),
  /** `welcomeNote`: the company's note for the welcome screen, plain text; '' for none. `logo`: the company's logo on this origin and its size; null for none. */
  data: z.object({ companyName: z.string(), ...companyLanguageField, welcomeNote: z.string(), logo: logoViewSchema.nullable() }),
});

/** getnexttext (docs/product.md §10), and what the page needs to resume a test begun and say which attempt it is (applicant-state.ts, progressOf). */
export const nextTextSchema = z.object({
  currentStep: z.number().int(),
  nextStep: z.number().int(),
  currentText: z.string(),
  allTestsCompleted: z.boolean(),
  /** Refused attempts at the test to do now (nextStep), out of maxRefusalsPerStage before the link locks. */
  refusedAttempts: z.number().int().nonnegative(),
  /** The test to do now was begun (a key typed, or an attempt refused) and not finished: a reload goes straight back to it. */
  currentTestBegun: z.boolean(),
});
export type NextText = z.infer<typeof nextTextSchema>;
export const nextTextAnswerSchema = z.object({ success: z.literal(true), data: nextTextSchema.extend(companyLanguageField) });

/**
 * stagefinished: the API's textFolder, urlApplicantCode and wpm, plus the stage the browser
 * finished and its keystroke log (key, milliseconds), from which the server scores it itself.
 */
export const stageFinishedSchema = z
  .object({
    ...linkFields,
    wpm: z.number().int().nonnegative().max(100_000),
    stage: stageNumber,
    // Refuses NUL and half a surrogate pair in a key itself (keystrokeSchema), naming keystrokes.N.key.
    keystrokes: keystrokeLogSchema,
    /** What the page noticed around the typing (page-signals.ts). Absent from a page from before it was recorded: judged as before. */
    page: pageSignalsSchema.optional(),
  })
  .strict()
  .refine((body) => body.page === undefined || signalsWithinTest(body.page, body.keystrokes.at(-1)?.at ?? 0), {
    message: pageSignalsWithinTestMessage,
    path: ['page'],
  });
export type StageFinishedRequest = z.infer<typeof stageFinishedSchema>;

/**
 * introductionfinished: the unmeasured introduction's keystroke log and what the page noticed, in
 * stagefinished's shape (no stage, no WPM: it is not scored). Kept as the applicant's own rhythm,
 * the reference for the measured tests (docs/decisions/0055-the-introduction-as-reference.md).
 */
export const introductionFinishedSchema = z
  .object({
    ...linkFields,
    keystrokes: keystrokeLogSchema.max(maxIntroductionKeystrokes),
    page: pageSignalsSchema.optional(),
  })
  .strict()
  .refine((body) => body.page === undefined || signalsWithinTest(body.page, body.keystrokes.at(-1)?.at ?? 0), {
    message: pageSignalsWithinTestMessage,
    path: ['page'],
  });
export type IntroductionFinishedRequest = z.infer<typeof introductionFinishedSchema>;

export const introductionFinishedAnswerSchema = z.object({ success: z.literal(true) });

/** stagestarted: the applicant typed the first key of a measured test (a second start of one attempt is a restart). */
export const stageStartedSchema = z.object({ ...linkFields, stage: stageNumber }).strict();

export const stageStartedAnswerSchema = z.object({ success: z.literal(true) });

export const stageFinishedAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ stage: z.number().int(), wpm: z.number().int(), accuracy: z.number().int(), allTestsCompleted: z.boolean() }),
});

/** A stage the server would not record: what to tell the applicant, and why (`code`, for the screen to choose what to offer). */
export const stageRefusalSchema = z.object({ success: z.literal(false), errorMessage: z.string(), code: z.enum(stageRefusalReasons) });

/** getresult: one finished applicant of the token's company, by `applicantId` (as the results list names them). */
export const resultRequestSchema = z.object({ applicantId: z.uuid() }).strict();

/** reviewresult: the company accepts or rejects a finished applicant's result, with a note ('' for none). */
export const reviewResultSchema = z
  .object({
    applicantId: z.uuid(),
    decision: z.enum(reviewDecisions, { error: catalogueKey('input.oneOf') }),
    note: freeText({ max: maxReviewNoteLength, multiline: true }),
  })
  .strict();
export type ReviewResultRequest = z.infer<typeof reviewResultSchema>;

/** setresultstatus: the company sets its status on a finished applicant's result; null takes it off. */
export const setResultStatusSchema = z
  .object({
    applicantId: z.uuid(),
    status: z.enum(resultStatuses, { error: catalogueKey('input.oneOf') }).nullable(),
  })
  .strict();
export type SetResultStatusRequest = z.infer<typeof setResultStatusSchema>;

/** writeresultnote: the company's private note on a finished applicant's result ('' empties it). */
export const writeResultNoteSchema = z
  .object({
    applicantId: z.uuid(),
    note: freeText({ max: maxResultNoteLength, multiline: true, sayTooLong: true }),
  })
  .strict();
export type WriteResultNoteRequest = z.infer<typeof writeResultNoteSchema>;

const when = z.iso.datetime();

/** One measured test as the result page shows it: figures, the analysis (events/src/typing/test-analysis.ts), and what the replay needs. */
export const stageResultSchema = z.object({
  stage: stageNumber,
  wpm: z.number().int(),
  accuracy: z.number().int(),
  durationMs: z.number().nonnegative(),
  charactersTyped: z.number().int().nonnegative(),
  errorsCorrected: z.number().int().nonnegative(),
  errorsLeft: z.number().int().nonnegative(),
  typedRuns: z.array(z.object({ typed: z.string(), expected: z.string(), correct: z.boolean() })),
  speed: z.array(z.object({ fromMs: z.number(), toMs: z.number(), wpm: z.number().int() })),
  text: z.string(),
  // The keys as recorded (checked when they came in): only their shape here, so 3,000 of them parse in the browser at once.
  // `up`, the key's release, where the page recorded it: the replay shows how long the key was held.
  keystrokes: z.array(z.object({ key: z.string(), at: z.number(), repeat: z.boolean().optional(), up: z.number().optional() })),
  flags: z.array(z.enum(stageFlags)),
  /** Where in `keystrokes` (indexes, both ends included) each flag was seen: the replay marks them. */
  flagPlaces: z.array(flagPlaceSchema),
  /** When, on the keystrokes' clock, the applicant left the page (and for how long) and tried to paste: the replay marks them. */
  page: recordedPageSignalsSchema,
});
export type StageResult = z.infer<typeof stageResultSchema>;

/** What the company should know about how the tests were taken: flags, refused attempts, restarts, and each time the link locked. */
export const integrityReportSchema = z.object({
  flags: z.array(z.enum(stageFlags)),
  refusals: z.array(z.object({ stage: z.number().int(), reason: z.enum(stageRefusalReasons), at: when })),
  restarts: z.array(z.object({ stage: stageNumber, at: when })),
  locks: z.array(z.object({ stage: stageNumber, at: when })),
  pageSignals: z.array(z.object({ stage: stageNumber, timesAway: z.number().int(), msAway: z.number(), pasteAttempts: z.number().int() })),
  /** Where each flag was seen: in which test, from when (ms from the test's start, the replay's time) and for how long. */
  flagPlaces: z.array(z.object({ stage: stageNumber, flag: z.enum(stageFlags), atMs: z.number().nonnegative(), ms: z.number().nonnegative() })),
});
export type IntegrityReport = z.infer<typeof integrityReportSchema>;

export const applicantResultSchema = z.object({
  /** `erasedAt`: when their personal data was erased (name, e-mail '' and no keystrokes: no replay), else null. */
  applicant: z.object({ applicantId: z.uuid(), fullName: z.string(), email: z.string(), finishedAt: when, erasedAt: when.nullable() }),
  /** The mean of the three tests. */
  wpm: z.number().int(),
  accuracy: z.number().int(),
  passMark: passMarkSchema,
  /** null when the company has no pass mark. */
  verdict: z.enum(passMarkVerdicts).nullable(),
  ...reviewFields,
  ...decisionFields,
  stages: z.array(stageResultSchema),
  integrity: integrityReportSchema,
  comparison: z.object({
    /** The share of typists in general slower than this applicant (standing.ts). */
    typistPercentile: z.number().min(0).max(100),
    /** At the fast tail, the smallest group of typists it is in ("top 1%"); null outside the top 5%. */
    typistTop: z.number().positive().nullable(),
    /** Of the company's other finished applicants, how many were slower. */
    companyStanding: z.object({ fasterThan: z.number().int().nonnegative(), outOf: z.number().int().nonnegative() }),
  }),
});
export type ApplicantResult = z.infer<typeof applicantResultSchema>;

export const resultAnswerSchema = z.object({ success: z.literal(true), data: applicantResultSchema });
