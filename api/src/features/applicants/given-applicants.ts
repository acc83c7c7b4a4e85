import type { Kysely } from 'kysely';
import { applicantStream, readStream, type Database } from '@typetest/events';
import { score } from '@typetest/events/scoring';
import { humanKeystrokeLog, type HumanLogOptions } from '@typetest/events/testing';
import type { TestApi } from '../../testing/test-api.ts';
import { accountTestEnv, post, type RegisteredCompany } from '../account/given-account.ts';
import { countRows } from '../../testing/count-rows.ts';

/** Test support for the applicant calls: invitations, personal links, and tests taken through them. */

/** The product: `api.app(...)` itself, or a client of it served over real HTTP (`overHttp`). */
type App = Pick<ReturnType<TestApi['app']>, 'request'>;

/** Limits out of the way, the allowance of a company whose e-mail is not verified among them (invitation-limits.int.test.ts tests it). */
export const applicantTestEnv = { ...accountTestEnv, INVITATION_RATE_LIMIT: '100000', APPLICANT_RATE_LIMIT: '100000', UNVERIFIED_INVITATION_LIMIT: '100000' };

export interface Invited {
  applicantCode: string;
  email: string;
  fullName: string;
}

export interface ApplicantAnswer {
  success: boolean;
  errorMessage?: string;
  errorTitle?: string;
  code?: string;
  users?: { fullName: string; email: string; wpm: number; accuracy: number; dateTime: string; flags: string[] }[];
  nextPage?: boolean;
  data?: unknown;
}

let sequence = 0;
/** A new applicant's row, unique per call. */
export function applicantRow(name = 'Ada Lovelace') {
  const n = `${Date.now().toString(36)}${sequence++}`;
  return { fullName: name, email: `applicant${n}@example.com` };
}

export async function invite(app: App, company: RegisteredCompany, rows: { fullName: string; email: string }[]) {
  return post<ApplicantAnswer & { data?: Invited[] }>(app, '/db/sendinvitation', { ca: rows }, company.accessToken);
}

/** Given applicants invited by the company: their list entries. */
export async function givenInvited(app: App, company: RegisteredCompany, rows: { fullName: string; email: string }[]): Promise<Invited[]> {
  const answer = await invite(app, company, rows);
  if (answer.status !== 200 || !answer.body.data) throw new Error(`invitation failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.filter((entry) => rows.some((row) => row.email.toLowerCase() === entry.email));
}

/**
 * The personal link's code in the newest invitation (or reminder) mail to an address, read from its outbox row
 * before it is sent: no worker runs in these tests, so the row is as the commit wrote it. Once a
 * mail is sent its row no longer holds the code (the worker removes it).
 */
export async function linkCodeOf(db: Kysely<Database>, email: string): Promise<string> {
  const mail = await db
    .selectFrom('mail_outbox')
    .select(['payload', 'status'])
    .where('recipient', '=', email)
    .where('kind', 'in', ['applicantInvitation', 'invitationResent', 'applicantReminder'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (mail?.status === 'sent') throw new Error(`the invitation to ${email} was sent: its code is only in the mail now`);
  const code = (mail?.payload as { linkCode?: unknown } | undefined)?.linkCode;
  if (typeof code !== 'string') throw new Error(`no invitation mail to ${email}`);
  return code;
}

export interface Link {
  textFolder: string;
  urlApplicantCode: string;
}

export const submitAuth = (app: App, link: Link) =>
  post<ApplicantAnswer & { data?: { companyName: string; language: string; welcomeNote: string; logo: { path: string; width: number; height: number } | null } }>(
    app,
    '/applicant/submitauth',
    link,
  );

export interface NextText {
  currentStep: number;
  nextStep: number;
  currentText: string;
  allTestsCompleted: boolean;
  refusedAttempts: number;
  currentTestBegun: boolean;
  /** The company's. */
  language: string;
}

export const nextText = (app: App, link: Link) => post<ApplicantAnswer & { data?: NextText }>(app, '/applicant/getnexttext', link);

export const stageFinished = (app: App, link: Link, { stage, wpm, keystrokes }: { stage: number; wpm: number; keystrokes: { key: string; at: number }[] }) =>
  post<ApplicantAnswer & { data?: { stage: number; wpm: number; accuracy: number; allTestsCompleted: boolean } }>(app, '/applicant/stagefinished', {
    ...link,
    stage,
    wpm,
    keystrokes,
  });

export const stageStarted = (app: App, link: Link, stage: number) => post<ApplicantAnswer>(app, '/applicant/stagestarted', { ...link, stage });

/** The applicant asks for the current text and types it as a person would; the request as the browser sends it. */
export async function typedStage(app: App, link: Link, options: HumanLogOptions = {}) {
  const next = await nextText(app, link);
  if (!next.body.data) throw new Error(`getnexttext failed: ${JSON.stringify(next.body)}`);
  const text = next.body.data.currentText;
  // Short test texts at 100 WPM take a few seconds, within the clock allowance: no waiting needed.
  const keystrokes = humanKeystrokeLog(text, { msPerKey: 120, ...options });
  return { stage: next.body.data.nextStep, text, keystrokes, wpm: score(text, keystrokes).wpm };
}

/** Given an applicant who has finished all three tests through their link. */
export async function givenFinished(app: App, link: Link, options: HumanLogOptions = {}) {
  const answers = [];
  for (let i = 0; i < 3; i++) {
    const stage = await typedStage(app, link, options);
    answers.push(await stageFinished(app, link, stage));
  }
  return answers;
}

/** The applicant's events as the product reads them: personal fields opened with their key (events/src/store/personal-data.ts). */
export async function applicantEvents(db: Kysely<Database>, applicantId: string) {
  const { events } = await readStream(db, applicantStream(applicantId));
  return events.map((event) => ({ event_type: event.type, data: event.data as unknown }));
}

/** Everything a refused applicant request must leave as it was. */
export async function applicantTables(db: Kysely<Database>) {
  const [events, applicants, results, mails, links] = await Promise.all([
    countRows(db, 'events'),
    db.selectFrom('applicants').selectAll().orderBy('applicant_id').execute(),
    db.selectFrom('results').selectAll().orderBy('applicant_id').execute(),
    countRows(db, 'mail_outbox'),
    db.selectFrom('applicant_links').select(['code_hash', 'revoked_at']).orderBy('code_hash').execute(),
  ]);
  return { events, applicants, results, mails, links };
}
