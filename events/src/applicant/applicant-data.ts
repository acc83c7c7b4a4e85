import { z } from 'zod';
import type { RecordedEvent } from '../catalogue.ts';
import { recordedPageSignalsSchema } from '../typing/page-signals.ts';
import { stageFlags, stageRefusalReasons } from './events.ts';
import { reviewDecisions } from './second-look.ts';
import { resultStatuses } from './result-decision.ts';

/**
 * An access request (GDPR art. 15): everything the product holds about one applicant, as the file
 * "Download applicant data" gives the company to hand on (docs/privacy.md). Built from the
 * applicant's own stream, which holds every fact about them, with what only the read tables and the
 * outbox know: the mails sent, and when the data is erased.
 */

/** exportapplicantdata: one applicant of the token's company, by id (as the lists name them). */
export const applicantDataRequestSchema = z.object({ applicantId: z.uuid() }).strict();

const when = z.iso.datetime();
const keystrokes = z.array(z.object({ key: z.string(), at: z.number(), repeat: z.boolean().optional(), up: z.number().optional() }));

export const applicantDataSchema = z.object({
  /** What the file is, for whoever opens it without the product. */
  about: z.string(),
  exportedAt: when,
  /** The controller: the company that invited the applicant. */
  company: z.object({ companyName: z.string() }),
  applicant: z.object({
    applicantId: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    /** awaiting (the link may work), completed (all three tests done) or removed by the company. */
    status: z.enum(['awaiting', 'completed', 'removed']),
    invitedAt: when,
    /** The latest of the applicant's activity the retention period runs from (retention.ts). */
    lastActivityAt: when,
    /** When the data is erased unless something happens first: the last activity plus the company's retention months. */
    erasesAt: when,
  }),
  /** The invitation and each time it was sent again, with the link's deadline (null: none). */
  invitations: z.array(z.object({ kind: z.enum(['invited', 'sentAgain']), at: when, deadline: when.nullable() })),
  /** Reminders with a fresh link: by the company, or the one automatic reminder. */
  reminders: z.array(z.object({ at: when, automatic: z.boolean() })),
  /** Every mail the applicant's events caused: to them (invitations, reminders) and about them to the company (results, lock). */
  mails: z.array(z.object({ kind: z.string(), recipient: z.string(), status: z.string(), createdAt: when, sentAt: when.nullable() })),
  /** Each measured test recorded: the text given, the figures, the flags, what the page noticed, and every key as typed. */
  tests: z.array(
    z.object({
      stage: z.number().int(),
      textIssuedAt: when.nullable(),
      text: z.string(),
      finishedAt: when,
      wpm: z.number().int(),
      accuracy: z.number().int(),
      durationMs: z.number(),
      flags: z.array(z.enum(stageFlags)),
      page: recordedPageSignalsSchema,
      keystrokes,
    }),
  ),
  /** Tests begun: the first key (started), or begun again from zero after a reload (restarted). */
  starts: z.array(z.object({ stage: z.number().int(), at: when, restarted: z.boolean() })),
  /** Attempts the server would not record, why, and the keys it was sent (none for an attempt sent out of step). */
  refusals: z.array(z.object({ stage: z.number().int(), reason: z.enum(stageRefusalReasons), at: when, keystrokes: keystrokes.optional() })),
  /** Each time too many refused attempts locked the link. */
  locks: z.array(z.object({ stage: z.number().int(), at: when })),
  /** The result after the third test (null: not finished), with the company's review of it. */
  result: z
    .object({
      finishedAt: when,
      wpm: z.number().int(),
      accuracy: z.number().int(),
      stages: z.array(z.object({ stage: z.number().int(), wpm: z.number().int(), accuracy: z.number().int() })),
      flags: z.array(z.enum(stageFlags)),
      reviews: z.array(z.object({ decision: z.enum(reviewDecisions), note: z.string(), at: when })),
      /** The company's status on the result and its private note, each change as it was made. */
      statusChanges: z.array(z.object({ status: z.enum(resultStatuses).nullable(), at: when })),
      noteChanges: z.array(z.object({ note: z.string(), at: when })),
    })
    .nullable(),
  /** When the company removed the applicant (their link stopped working); null: not removed. */
  removedAt: when.nullable(),
});
export type ApplicantData = z.infer<typeof applicantDataSchema>;

/** What the stream does not say: the company's name, the mails, the applicant's row, and the moment of the export. */
export interface ApplicantDataContext {
  /** The file's first line, in the words of whoever asked (account.applicantData.about). */
  about: string;
  companyName: string;
  mails: ApplicantData['mails'];
  status: ApplicantData['applicant']['status'];
  lastActivityAt: Date;
  erasesAt: Date;
  now: Date;
}

/** The file's contents from the applicant's stream (every event, keystroke logs included) and the rest. */
export function applicantDataOf(events: readonly RecordedEvent[], context: ApplicantDataContext): ApplicantData | undefined {
  const invited = events.find((event) => event.type === 'ApplicantInvited');
  if (invited?.type !== 'ApplicantInvited') return undefined;
  const at = (event: RecordedEvent) => event.recordedAt.toISOString();
  const data: ApplicantData = {
    about: context.about,
    exportedAt: context.now.toISOString(),
    company: { companyName: context.companyName },
    applicant: {
      applicantId: invited.data.applicantId,
      fullName: invited.data.fullName,
      email: invited.data.email,
      status: context.status,
      invitedAt: at(invited),
      lastActivityAt: context.lastActivityAt.toISOString(),
      erasesAt: context.erasesAt.toISOString(),
    },
    invitations: [],
    reminders: [],
    mails: context.mails,
    tests: [],
    starts: [],
    refusals: [],
    locks: [],
    result: null,
    removedAt: null,
  };
  const issuedAt: Record<number, { text: string; at: string }> = {};
  for (const event of events) {
    switch (event.type) {
      case 'ApplicantInvited':
        data.invitations.push({ kind: 'invited', at: at(event), deadline: event.data.deadline });
        break;
      case 'InvitationResent':
        data.invitations.push({ kind: 'sentAgain', at: at(event), deadline: event.data.deadline });
        break;
      case 'ReminderSent':
        data.reminders.push({ at: at(event), automatic: event.data.automatic });
        break;
      case 'StageIssued':
        issuedAt[event.data.stage] ??= { text: event.data.text, at: at(event) };
        break;
      case 'StageStarted':
      case 'StageRestarted':
        data.starts.push({ stage: event.data.stage, at: at(event), restarted: event.type === 'StageRestarted' });
        break;
      case 'StageFinished': {
        const { stage, wpm, accuracy, durationMs, flags, page } = event.data;
        const issued = issuedAt[stage];
        data.tests.push({
          stage,
          textIssuedAt: issued?.at ?? null,
          text: issued?.text ?? '',
          finishedAt: at(event),
          wpm,
          accuracy,
          durationMs,
          flags,
          page,
          keystrokes: event.data.keystrokes,
        });
        break;
      }
      case 'StageRefused': {
        const { stage, reason, keystrokes: keys } = event.data;
        data.refusals.push({ stage, reason, at: at(event), ...(keys === undefined ? {} : { keystrokes: keys }) });
        break;
      }
      case 'ApplicantLocked':
        data.locks.push({ stage: event.data.stage, at: at(event) });
        break;
      case 'AllStagesFinished': {
        const { wpm, accuracy, stages, flags } = event.data;
        data.result = { finishedAt: at(event), wpm, accuracy, stages, flags, reviews: [], statusChanges: [], noteChanges: [] };
        break;
      }
      case 'ResultReviewed':
        data.result?.reviews.push({ decision: event.data.decision, note: event.data.note, at: at(event) });
        break;
      case 'ResultStatusSet':
        data.result?.statusChanges.push({ status: event.data.status, at: at(event) });
        break;
      case 'ResultStatusCleared':
        data.result?.statusChanges.push({ status: null, at: at(event) });
        break;
      case 'ResultNoteChanged':
        data.result?.noteChanges.push({ note: event.data.note, at: at(event) });
        break;
      case 'ApplicantRemoved':
        data.removedAt = at(event);
        break;
      default:
        break;
    }
  }
  return data;
}

/**
 * The file's name: `typetest-applicant-<name>-<day>.json`, the name in plain lower-case letters and
 * digits (Åsa Öberg: asa-oberg) so every browser and file system keeps it as it is.
 */
export function applicantDataFileName(fullName: string, day: string): string {
  const name = fullName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `typetest-applicant-${name || 'applicant'}-${day}.json`;
}
