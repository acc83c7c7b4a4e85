import type { ParsedMail } from 'mailparser';
import { score } from '@typetest/events/scoring';
import { humanKeystrokeLog, type HumanLogOptions } from '@typetest/events/testing';
import { callApi, logInThroughApi, type TestCompany } from './account-company.ts';
import type { TestProduct } from './product.ts';

/**
 * Applicants for the account page's browser tests, made through the real API as a company and
 * its applicants would: invited, their personal link read from the mail the test SMTP server
 * received, and the three tests typed as a person types (a human keystroke log, scored by the
 * shared module), so their results land in Applicant results & history.
 */

export interface ApplicantLink {
  textFolder: string;
  urlApplicantCode: string;
}

export interface InvitedApplicant {
  fullName: string;
  email: string;
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((entry) => entry.address ?? ''));
}

/** Every personal link (`/{textFolder}?code=`) in a mail, as the applicant would open it on the running product. */
export function applicantLinksIn(mail: ParsedMail, product: TestProduct, textFolder: string): string[] {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const links = new Set<string>();
  for (const [, href = ''] of html.matchAll(/href="([^"]+)"/g)) {
    const url = new URL(href.replaceAll('&amp;', '&'));
    if (url.pathname === `/${textFolder}` && url.searchParams.get('code')) links.add(`${product.url}${url.pathname}${url.search}`);
  }
  return [...links];
}

/**
 * The `nth` mail (1 for the invitation, 2 for the one sent again) to `email` carrying a personal
 * link of `textFolder`, and that link.
 */
export async function invitationMail(product: TestProduct, email: string, textFolder: string, nth = 1): Promise<{ mail: ParsedMail; link: string }> {
  const invitations = () => product.mailbox.messages.filter((mail) => recipients(mail).includes(email) && applicantLinksIn(mail, product, textFolder).length > 0);
  await product.mailbox.waitForMail(() => invitations().length >= nth, 15_000);
  const mail = invitations()[nth - 1];
  const link = mail ? applicantLinksIn(mail, product, textFolder)[0] : undefined;
  if (!mail || !link) throw new Error(`no invitation mail number ${nth} to ${email}`);
  return { mail, link };
}

/** The link's folder and code, as the applicant's page sends them. */
export function linkParts(link: string): ApplicantLink {
  const url = new URL(link);
  return { textFolder: url.pathname.slice(1), urlApplicantCode: url.searchParams.get('code') ?? '' };
}

/** Whether the personal link still works (submitauth answers 200; 404 once removed, re-sent or used up). */
export async function linkWorks(product: TestProduct, link: string): Promise<boolean> {
  const answer = await callApi(product, '/api/applicant/submitauth', linkParts(link));
  if (answer.status !== 200 && answer.status !== 404) throw new Error(`submitauth answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.status === 200;
}

/**
 * The personal link of the newest invitation to `email`, as the applicant gets it: the outbox says
 * which mail is the newest (its event and kind, recorded in the same transaction as the
 * invitation), and the link is read from that mail once the test SMTP server has received it (by
 * its Message-ID, `<event id.kind@host>`). Not from the outbox row's payload: the worker removes
 * the code from it in the commit that records the mail sent.
 */
export async function outboxLink(product: TestProduct, email: string, textFolder: string): Promise<string> {
  const row = await product.db
    .selectFrom('mail_outbox')
    .select(['event_id', 'kind'])
    .where('recipient', '=', email)
    .where('kind', 'in', ['applicantInvitation', 'invitationResent'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new Error(`no invitation to ${email} in the mail outbox`);
  const messageId = `<${row.event_id}.${row.kind}@`;
  const mail = await product.mailbox.waitForMail((received) => (received.messageId ?? '').startsWith(messageId), 15_000);
  const [link] = applicantLinksIn(mail, product, textFolder);
  if (!link) throw new Error(`the ${row.kind} mail to ${email} carries no link of /${textFolder}`);
  return link;
}

/** Invites `applicants` through the API, signed in as `company`; answers each one's personal link. */
export async function inviteThroughApi(product: TestProduct, company: TestCompany, applicants: readonly InvitedApplicant[]): Promise<string[]> {
  const { accessToken } = await logInThroughApi(product, company.loginEmail, company.password);
  const answer = await callApi(product, '/api/db/sendinvitation', { ca: applicants }, accessToken);
  if (answer.status !== 200) throw new Error(`sendinvitation answered ${answer.status} ${JSON.stringify(answer.body)}`);
  const links: string[] = [];
  for (const applicant of applicants) links.push(await outboxLink(product, applicant.email.toLowerCase(), company.textFolder));
  return links;
}

/**
 * The applicant behind `link` takes the three measured tests: asks for each text, types it as a
 * person would (about 100 WPM, uneven keys, each test to a rhythm of its own, unless `typing` says
 * otherwise: `jitter: 0.03` types nearly like a metronome, which the server flags), and sends the log with the WPM the browser scores.
 * Short test texts take a few seconds to type, within the server's clock allowance: no waiting.
 */
export async function finishTests(product: TestProduct, link: string, typing: HumanLogOptions = {}): Promise<void> {
  const applicant = linkParts(link);
  const auth = await callApi(product, '/api/applicant/submitauth', applicant);
  if (auth.status !== 200) throw new Error(`submitauth answered ${auth.status} ${JSON.stringify(auth.body)}`);
  for (let test = 1; test <= 3; test++) {
    const next = await callApi(product, '/api/applicant/getnexttext', applicant);
    const issued = next.body.data as { nextStep: number; currentText: string } | undefined;
    if (next.status !== 200 || !issued) throw new Error(`getnexttext answered ${next.status} ${JSON.stringify(next.body)}`);
    const keystrokes = humanKeystrokeLog(issued.currentText, { msPerKey: 120, ...typing });
    const finished = await callApi(product, '/api/applicant/stagefinished', {
      ...applicant,
      stage: issued.nextStep,
      wpm: score(issued.currentText, keystrokes).wpm,
      keystrokes,
    });
    if (finished.status !== 200) throw new Error(`stagefinished answered ${finished.status} ${JSON.stringify(finished.body)}`);
  }
}

/** Given applicants of `company` who have all finished their three tests, in this order (the last is the newest result). */
export async function givenFinishedApplicants(product: TestProduct, company: TestCompany, applicants: readonly InvitedApplicant[], typing: HumanLogOptions = {}): Promise<void> {
  const links = await inviteThroughApi(product, company, applicants);
  for (const link of links) await finishTests(product, link, typing);
}
