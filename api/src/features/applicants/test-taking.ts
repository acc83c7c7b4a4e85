import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  applicantLinkSchema,
  deadLinkSchema,
  applicantQueries,
  type Database,
  byApplicant,
  runApplicantCommand,
  ApplicantCommandRefused,
  defaultTextsByLanguage,
  demoTextByLanguage,
  finishIntroduction,
  finishStage,
  foldApplicant,
  introductionFinishedAnswerSchema,
  introductionFinishedSchema,
  issueStage,
  keystrokeFingerprint,
  linkWorks,
  nextTextAnswerSchema,
  nextTextRequestSchema,
  outOfStepReason,
  progressOf,
  stageFinishedAnswerSchema,
  stageFinishedSchema,
  stageRefusalSchema,
  stageStartedAnswerSchema,
  stageStartedSchema,
  startStage,
  secretHash,
  submitAuthAnswerSchema,
} from '@typetest/events';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { AppDependencies, AppEnv } from '../../http/env.ts';
import { problem, problemSchema } from '../../http/problem.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { validationHook } from '../../http/validation.ts';
import { json, jsonBody, responses } from '../../http/account-schemas.ts';
import { stageFinishedPath } from './stage-finished-path.ts';

/**
 * docs/product.md §2: a link that does not (or no longer) work. When it once did, the answer says
 * why (`code`: replaced, expired or locked) and whom to ask; otherwise, as for a code nobody has,
 * only that it is invalid (docs/decisions/0042-links-end-when-the-next-is-used.md).
 */
async function invalidLink(c: Context<AppEnv>, db: Kysely<Database>, textFolder: string, linkCode: string) {
  const { t } = c.var;
  const dead = await applicantQueries.deadLink(db, textFolder, secretHash(linkCode));
  if (!dead) return c.json(problem(t('applicant.invalidUrl')), 404);
  return c.json({ ...problem(t(`deadLink.${dead.kind}`, { companyName: dead.companyName })), code: dead.kind }, 404);
}

/**
 * The applicant whose link this is (the link code's wire name is `urlApplicantCode`); the code is
 * looked up by its hash only. A link's first use ends the applicant's older links
 * (docs/decisions/0042-links-end-when-the-next-is-used.md). `finishedLogs`: the stream with the
 * finished tests' and introductions' logs, which only judging a finished test and telling an
 * introduction sent again need.
 */
async function findLinkedApplicant(db: Kysely<Database>, textFolder: string, linkCode: string, options: { rhythm?: string | null; finishedLogs?: boolean } = {}) {
  const codeHash = secretHash(linkCode);
  const linked = await applicantQueries.findLinkedApplicant(db, textFolder, codeHash, options);
  if (linked?.firstUse) await applicantQueries.recordFirstUse(db, codeHash);
  return linked && { ...linked, readStream: (from: Kysely<Database>) => applicantQueries.readApplicantStream(from, linked.applicantId, { finishedLogs: options.finishedLogs }) };
}

const invalidLinkResponse = {
  description:
    'The link does not work: unknown, removed, replaced by a newer one, past its deadline, locked, or used up (all three tests done); `code` names why when the link once worked',
  content: json(deadLinkSchema),
} as const;

/**
 * The applicant's calls (docs/product.md §3, 7): the personal link (text folder and code) is the only
 * credential, and every call acts on that link's applicant only.
 */
export function testTakingRoutes({ db, redis, config }: AppDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use('/applicant/*', rateLimit({ name: 'applicant', points: config.APPLICANT_RATE_LIMIT, windowSeconds: config.APPLICANT_RATE_WINDOW_SECONDS }, redis, config));

  const submitAuthRoute = createRoute({
    method: 'post',
    path: '/applicant/submitauth',
    summary: "Whether an applicant's link works, which company invited them, and the company's language (the page's, unless the applicant chose one)",
    request: { body: jsonBody(applicantLinkSchema) },
    responses: {
      200: { description: 'The link works', content: json(submitAuthAnswerSchema) },
      400: responses.badInput,
      404: invalidLinkResponse,
      429: responses.tooMany,
    },
  });

  app.openapi(submitAuthRoute, async (c) => {
    const { textFolder, urlApplicantCode: linkCode } = c.req.valid('json');
    const linked = await findLinkedApplicant(db, textFolder, linkCode);
    if (!linked) return invalidLink(c, db, textFolder, linkCode);
    if (!linkWorks(foldApplicant(linked.stream.events), linked.now)) return invalidLink(c, db, textFolder, linkCode);
    return c.json(
      { success: true as const, data: { companyName: linked.companyName, language: linked.company.language, welcomeNote: linked.company.welcomeNote, logo: linked.company.logo } },
      200,
    );
  });

  const nextTextRoute = createRoute({
    method: 'post',
    path: '/applicant/getnexttext',
    summary: 'Where the applicant stands, and the text of the test to take now (recorded as issued, with the time)',
    request: { body: jsonBody(nextTextRequestSchema) },
    responses: {
      200: {
        description:
          "currentStep (tests done), nextStep, currentText, allTestsCompleted, refusedAttempts and currentTestBegun (to resume a test begun), and the company's language",
        content: json(nextTextAnswerSchema),
      },
      400: responses.badInput,
      404: invalidLinkResponse,
      429: responses.tooMany,
    },
  });

  app.openapi(nextTextRoute, async (c) => {
    const { textFolder, urlApplicantCode: linkCode, keyReleases } = c.req.valid('json');
    const linked = await findLinkedApplicant(db, textFolder, linkCode);
    if (!linked) return invalidLink(c, db, textFolder, linkCode);
    const state = foldApplicant(linked.stream.events);
    const { company } = linked;
    const { language } = company;
    // Just finished: the page asks once more, and learns it is complete (a later visit finds the link used up).
    if (state?.status === 'completed') return c.json({ success: true as const, data: { ...progressOf(state), currentText: '', language } }, 200);
    if (!linkWorks(state, linked.now)) return invalidLink(c, db, textFolder, linkCode);
    try {
      const { after } = await runApplicantCommand(db, {
        applicantId: linked.applicantId,
        stream: linked.stream,
        readStream: linked.readStream,
        metadata: byApplicant(linked.applicantId, c.get('requestId')),
        // A company using the default texts issues its own language's.
        decide: (current) => issueStage(current, company.isDefaultTexts ? defaultTextsByLanguage[language] : company.texts, keyReleases === true),
      });
      if (!after) return invalidLink(c, db, textFolder, linkCode);
      const progress = progressOf(after);
      return c.json({ success: true as const, data: { ...progress, currentText: after.issued[progress.nextStep]?.text ?? '', language } }, 200);
    } catch (error) {
      if (error instanceof ApplicantCommandRefused) return invalidLink(c, db, textFolder, linkCode);
      throw error;
    }
  });

  const stageStartedRoute = createRoute({
    method: 'post',
    path: '/applicant/stagestarted',
    summary: 'The applicant typed the first key of a measured test: recorded as begun, or as begun again (a reload mid-test), which the company sees',
    request: { body: jsonBody(stageStartedSchema) },
    responses: {
      200: { description: 'Recorded (a start of a test that is not the current one changes nothing)', content: json(stageStartedAnswerSchema) },
      400: responses.badInput,
      404: invalidLinkResponse,
      429: responses.tooMany,
    },
  });

  app.openapi(stageStartedRoute, async (c) => {
    const { textFolder, urlApplicantCode: linkCode, stage } = c.req.valid('json');
    const linked = await findLinkedApplicant(db, textFolder, linkCode);
    if (!linked) return invalidLink(c, db, textFolder, linkCode);
    try {
      await runApplicantCommand(db, {
        applicantId: linked.applicantId,
        stream: linked.stream,
        readStream: linked.readStream,
        metadata: byApplicant(linked.applicantId, c.get('requestId')),
        decide: (state) => startStage(state, stage),
      });
      return c.json({ success: true as const }, 200);
    } catch (error) {
      if (error instanceof ApplicantCommandRefused) return invalidLink(c, db, textFolder, linkCode);
      throw error;
    }
  });

  const introductionFinishedRoute = createRoute({
    method: 'post',
    path: '/applicant/introductionfinished',
    summary:
      "The unmeasured introduction is typed: its keystroke log is kept as the applicant's own rhythm, which the measured tests are judged against (a test issued with `keyReleases` and none kept is flagged `noIntroduction`). Never scored; the page sends it again when a request is lost, and goes on whatever the answer",
    request: { body: jsonBody(introductionFinishedSchema) },
    responses: {
      200: {
        description: 'Kept (or, the same log as the one kept, past the introductions a stream keeps or with keys a script sent, answered alike and not kept again)',
        content: json(introductionFinishedAnswerSchema),
      },
      400: responses.badInput,
      404: invalidLinkResponse,
      409: { description: 'The first measured test is already recorded: the introduction comes before it', content: json(problemSchema) },
      422: { description: "The log does not type the introduction's sentence: nothing is kept", content: json(problemSchema) },
      429: responses.tooMany,
    },
  });

  app.openapi(introductionFinishedRoute, async (c) => {
    const { textFolder, urlApplicantCode: linkCode, keystrokes, page } = c.req.valid('json');
    const { t } = c.var;
    // With the introductions' logs kept so far (no test is finished yet): the same log sent again is kept once.
    const linked = await findLinkedApplicant(db, textFolder, linkCode, { finishedLogs: true });
    if (!linked) return invalidLink(c, db, textFolder, linkCode);
    try {
      await runApplicantCommand(db, {
        applicantId: linked.applicantId,
        stream: linked.stream,
        readStream: linked.readStream,
        metadata: byApplicant(linked.applicantId, c.get('requestId')),
        // The sentence the page showed: the company's language's, as getnexttext answers it.
        decide: (state) => finishIntroduction(state, { text: demoTextByLanguage[linked.company.language], keystrokes, page }),
      });
      return c.json({ success: true as const }, 200);
    } catch (error) {
      if (!(error instanceof ApplicantCommandRefused)) throw error;
      if (error.reason === 'introductionAfterTests') return c.json(problem(t('applicant.introductionAfterTests')), 409);
      if (error.reason === 'introductionIncomplete') return c.json(problem(t('applicant.introductionIncomplete')), 422);
      return invalidLink(c, db, textFolder, linkCode);
    }
  });

  const stageFinishedRoute = createRoute({
    method: 'post',
    path: stageFinishedPath,
    summary: 'A measured test is done: the server scores the keystroke log itself and records it, or refuses it (recorded too) and says what to do',
    request: { body: jsonBody(stageFinishedSchema) },
    responses: {
      200: { description: "Recorded (a second identical submit records nothing more): the server's own figures", content: json(stageFinishedAnswerSchema) },
      400: responses.badInput,
      404: invalidLinkResponse,
      409: { description: 'The test was never started (its text was not asked for)', content: json(problemSchema) },
      413: { description: 'The log is larger than any test needs', content: json(problemSchema) },
      422: {
        description: 'Refused: the log is not a person typing the issued text (recorded as StageRefused); errorMessage tells the applicant what to do',
        content: json(stageRefusalSchema),
      },
      429: responses.tooMany,
    },
  });

  app.openapi(stageFinishedRoute, async (c) => {
    const { textFolder, urlApplicantCode: linkCode, wpm, stage, keystrokes, page } = c.req.valid('json');
    const { t } = c.var;
    const linked = await findLinkedApplicant(db, textFolder, linkCode, { rhythm: keystrokeFingerprint(keystrokes), finishedLogs: true });
    if (!linked) return invalidLink(c, db, textFolder, linkCode);
    const { applicantId, company, now, copiedFromAnotherApplicant } = linked;
    try {
      const { before, after, events } = await runApplicantCommand(db, {
        applicantId: applicantId,
        stream: linked.stream,
        readStream: linked.readStream,
        metadata: byApplicant(applicantId, c.get('requestId')),
        decide: (state) => finishStage(state, { stage, claimedWpm: wpm, keystrokes, now, copiedFromAnotherApplicant, page }),
        // The results mail, or the lock mail: applicant-commands.ts binds the applicant's mails once.
        company,
      });
      const refusal = events.find((event) => event.type === 'StageRefused');
      // Past the out-of-step refusals a stream keeps, one is answered alike but not stored (finishStage).
      const reason = refusal?.type === 'StageRefused' ? refusal.data.reason : events.length === 0 && before ? outOfStepReason(before, stage, keystrokes) : undefined;
      if (reason) {
        const refused = t(`applicant.refused.${reason}`, { n: stage });
        // The attempt that locked the link says so: the next step is the company's new link, not another try.
        const locked = events.some((event) => event.type === 'ApplicantLocked');
        return c.json({ success: false as const, errorMessage: locked ? `${refused} ${t('applicant.lockedAfterRefusals')}` : refused, code: reason }, 422);
      }
      const result = after?.finished.find((finished) => finished.stage === stage);
      if (!after || !result) return invalidLink(c, db, textFolder, linkCode);
      return c.json({ success: true as const, data: { stage, wpm: result.wpm, accuracy: result.accuracy, allTestsCompleted: progressOf(after).allTestsCompleted } }, 200);
    } catch (error) {
      if (!(error instanceof ApplicantCommandRefused)) throw error;
      if (error.reason === 'notIssued') return c.json(problem(t('applicant.refused.notCurrentStage')), 409);
      return invalidLink(c, db, textFolder, linkCode);
    }
  });
  return app;
}
