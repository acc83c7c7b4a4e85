import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../catalogue.ts';
import { companyStream } from '../stream-ids.ts';
import { readStream } from '../store/read-stream.ts';
import type { MailIntent } from '../mail/catalogue.ts';
import { companyCausedMailKinds, hasLinkMail, MailLimitExceeded, mailsPerRecipient, markUnverifiedAllowance, type MailLimits } from './rules.ts';

/** What an unverified company has used of its allowance: its outbox rows marked so (migration 0014). */
async function usedUntilVerified(db: Kysely<Database>, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('used'))
    .where('company_id', '=', companyId)
    .where('unverified_allowance', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/** The addresses an unverified company's own mails go to uncounted (rules.ts, isOwnAddress): those it registered with. */
export async function ownAddresses(db: Kysely<Database>, companyId: string): Promise<string[]> {
  // The registration's addresses are sealed with the company's key (decision 0068): read through the store, which opens them.
  const { events } = await readStream(db, companyStream(companyId));
  const registered = events.find((event) => event.type === 'CompanyRegistered');
  if (registered?.type !== 'CompanyRegistered') throw new Error(`company ${companyId} has no registration`);
  return [registered.data.loginEmail, registered.data.emailForReceivingResults];
}

/**
 * What a company may still send while its login e-mail is not verified (mail-limits/rules.ts):
 * null once verified. Counted in the outbox, so neither a change of login e-mail nor a Redis
 * restart gives any of it back.
 */
export async function unverifiedAllowanceOf(db: Kysely<Database>, companyId: string, max: number, emailVerified?: boolean) {
  const verified = emailVerified ?? (await db.selectFrom('companies').select('email_verified').where('company_id', '=', companyId).executeTakeFirstOrThrow()).email_verified;
  if (verified) return null;
  return { max, left: Math.max(0, max - (await usedUntilVerified(db, companyId))) };
}

/**
 * Inside the commit that records `mails` (the command's `mails` step): the company's row locked,
 * so two requests at once are counted one after the other, then the mails counted with those the
 * company caused before. Throws MailLimitExceeded (the commit rolls back whole) when they would
 * pass a limit; else the mails, marked where they use the allowance until verified.
 */
export async function limitCompanyMails(trx: Transaction<Database>, companyId: string, mails: readonly MailIntent[], limits: MailLimits): Promise<MailIntent[]> {
  const company = await trx.selectFrom('companies').select('email_verified').where('company_id', '=', companyId).forUpdate().executeTakeFirstOrThrow();
  const unverified = !company.email_verified && hasLinkMail(mails);
  const marked = unverified ? markUnverifiedAllowance(await ownAddresses(trx, companyId), mails) : [...mails];

  const using = marked.filter((mail) => mail.unverifiedAllowance).length;
  if (using > 0) {
    const used = await usedUntilVerified(trx, companyId);
    if (used + using > limits.unverifiedLimit) throw new MailLimitExceeded({ limit: 'unverified', max: limits.unverifiedLimit, left: Math.max(0, limits.unverifiedLimit - used) });
  }

  const perRecipient = mailsPerRecipient(marked);
  if (perRecipient.size === 0) return marked;
  const window = sql<Date>`now() - ${limits.recipientWindowSeconds} * interval '1 second'`;
  const rows = await trx
    .selectFrom('mail_outbox')
    .select(['recipient', (eb) => eb.fn.countAll<string>().as('sent')])
    // When the oldest mail of the window leaves it: one more may go then.
    .select(sql<number>`extract(epoch from min(created_at) + ${limits.recipientWindowSeconds} * interval '1 second' - now())`.as('freesIn'))
    .where('company_id', '=', companyId)
    .where('recipient', 'in', [...perRecipient.keys()])
    .where('kind', 'in', companyCausedMailKinds)
    .where('created_at', '>', window)
    .groupBy('recipient')
    .execute();
  for (const [email, sending] of perRecipient) {
    const sent = rows.find((row) => row.recipient === email);
    const already = Number(sent?.sent ?? 0);
    if (already + sending > limits.recipientLimit) {
      const retryAfterSeconds = Math.max(1, Math.ceil(Number(sent?.freesIn ?? limits.recipientWindowSeconds)));
      throw new MailLimitExceeded({ limit: 'recipient', email, max: limits.recipientLimit, retryAfterSeconds });
    }
  }
  return marked;
}
