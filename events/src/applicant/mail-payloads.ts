import { z } from 'zod';
import type { MailSecretFields } from '../mail/mail-definitions.ts';
import { stageFlags, stageRefusalReasons } from './events.ts';
import { passMarkSchema, passMarkVerdicts } from '../typing/pass-mark.ts';
import { logoViewSchema } from '../schema/logo.ts';

/**
 * Mails decided before the link code had a name of its own carry it as `applicantCode` (and may
 * still wait in mail_outbox, or be retried by an operator): read under its name now, so they are
 * still sent, with the same link.
 */
function linkCodeUnderEarlierName(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || !('applicantCode' in payload) || 'linkCode' in payload) return payload;
  const { applicantCode, ...rest } = payload as Record<string, unknown>;
  return { ...rest, linkCode: applicantCode };
}

/**
 * Whom the applicant may ask: the company's results address, also the mail's Reply-To
 * (docs/decisions/0067-the-company-s-brand-in-invitations.md). Absent in mails decided before it was carried.
 */
const contactFields = {
  contactEmail: z.string().optional(),
  /** The company's welcome note, plain text (account settings); absent: none. */
  welcomeNote: z.string().optional(),
  /** The company's logo: its path on the app's origin and its size in pixels (account settings); absent: none. */
  logo: logoViewSchema.optional(),
};

const applicantLinkFields = { companyName: z.string(), fullName: z.string(), textFolder: z.string(), linkCode: z.string(), ...contactFields };

/** Until when the link works: the last instant (ISO 8601), or null (until the tests are done), and the company's time zone (IANA) its day is shown in. */
const linkDeadlineFields = { deadline: z.iso.datetime().nullable(), timeZone: z.string() };

/**
 * The applicant's personal link, `{PUBLIC_URL}/{textFolder}?code={linkCode}`, and until when it
 * works. The deadline came later: a mail decided before it has none (its link had none).
 */
const applicantLink = z.preprocess(
  linkCodeUnderEarlierName,
  z.object({ ...applicantLinkFields, deadline: linkDeadlineFields.deadline.optional(), timeZone: linkDeadlineFields.timeZone.optional() }),
);

/** The mails an applicant's invitation and tests cause, with the data each template needs (composed in events/src/catalogue.ts). */
export const applicantMailPayloads = {
  /** Invite applicants: the applicant's personal link. */
  applicantInvitation: applicantLink,
  /** The invitation again, with a new link (the earlier one no longer works). */
  invitationResent: applicantLink,
  /** A reminder to an applicant who has not finished, automatic or by hand, with a fresh link (the earlier one no longer works). */
  applicantReminder: z.object({ ...applicantLinkFields, ...linkDeadlineFields }),
  /** To the company's results address when an applicant has finished all three tests. */
  applicantResults: z.object({
    companyName: z.string(),
    fullName: z.string(),
    email: z.string(),
    wpm: z.number().int(),
    accuracy: z.number().int(),
    stages: z.array(z.object({ stage: z.number().int(), wpm: z.number().int(), accuracy: z.number().int() })),
    /** The share of typists in general slower than this applicant (Dhakal et al., CHI 2018). */
    typistPercentile: z.number().int().min(1).max(99),
    /** At the fast tail, the smallest group of typists the applicant is in ("top 1%": standing.ts's typistStanding); null outside the top 5%. */
    typistTop: z.number().positive().nullable().default(null),
    /** Among the company's applicants who finished before: how many were slower, of how many. */
    companyStanding: z.object({ fasterThan: z.number().int().nonnegative(), outOf: z.number().int().nonnegative() }),
    flags: z.array(z.enum(stageFlags)),
    finishedAt: z.iso.datetime(),
    // Added with the result page; defaults keep a mail decided before them sendable.
    /** The applicant's id: the mail's "View result" button opens `/login?result={applicantId}`. */
    applicantId: z.uuid().optional(),
    /** Against the company's pass mark; null when it has none. */
    verdict: z.enum(passMarkVerdicts).nullable().default(null),
    /** The pass mark the verdict was judged against, for the mail to state it and what was missed; null: none, or a mail decided before it was carried. */
    passMark: passMarkSchema.nullable().default(null),
    /** The company's time zone (IANA), for every time the mail shows. */
    timeZone: z.string().default('UTC'),
    /** Refused attempts (why, and when), tests started again and times the link locked, over the whole sitting. */
    refusals: z.array(z.object({ stage: z.number().int(), reason: z.enum(stageRefusalReasons), at: z.iso.datetime() })).default([]),
    restarts: z.number().int().nonnegative().default(0),
    locks: z.number().int().nonnegative().default(0),
    /**
     * Worth a second look (second-look.ts): the mail's verdict reads "Needs review", the pass mark's
     * own beside it. A mail decided before it was carried is judged from its flags, refusals and restarts.
     */
    secondLook: z.boolean().optional(),
  }),
  /**
   * To the company's results address when too many refused attempts at one test locked an
   * applicant's link: who, at which test, when, and each refused attempt of the sitting (why and
   * when), so the company can decide whether to send a new link (docs/decisions/0053-needs-review-until-reviewed.md).
   */
  applicantLocked: z.object({
    companyName: z.string(),
    fullName: z.string(),
    email: z.string(),
    stage: z.number().int(),
    lockedAt: z.iso.datetime(),
    /** The company's time zone (IANA), for every time the mail shows. */
    timeZone: z.string(),
    refusals: z.array(z.object({ stage: z.number().int(), reason: z.enum(stageRefusalReasons), at: z.iso.datetime() })),
  }),
};

/**
 * The payload fields of each that are secrets (events/src/mail/catalogue.ts says what that means);
 * `applicantCode` too, the link code's name in mails stored before it was `linkCode`, so such a
 * mail loses its code once sent like any other.
 */
export const applicantMailSecrets = {
  applicantInvitation: ['linkCode', 'applicantCode'],
  invitationResent: ['linkCode', 'applicantCode'],
  applicantReminder: ['linkCode'],
  applicantResults: [],
  applicantLocked: [],
} as const satisfies MailSecretFields<typeof applicantMailPayloads, 'applicantCode'>;
