import { sql, type Kysely, type Transaction } from 'kysely';
import { streamFromRows, type Database } from '@typetest/events';
import { invitingCompanyColumns } from './applicants-dependencies.ts';
import { newSecret, secretHash } from '../../auth/secret-codes.ts';

/**
 * The applicant's personal link, `/{textFolder}?code={code}` (docs/decisions/0012-applicant-link-hashed-secret.md): 256 random bits,
 * stored as a SHA-256 hash only. A re-sent invitation or a removal ends the old link.
 */
export function newApplicantLink(applicantId: string) {
  const code = newSecret();
  return {
    code,
    async store(trx: Transaction<Database>) {
      await trx
        .insertInto('applicant_links')
        .values({ code_hash: secretHash(code), applicant_id: applicantId })
        .execute();
    },
  };
}

/** Ends every link of the applicant (removed, or invited again with a new one). */
export async function revokeApplicantLinks(trx: Transaction<Database>, applicantId: string): Promise<void> {
  await trx.updateTable('applicant_links').set({ revoked_at: new Date() }).where('applicant_id', '=', applicantId).where('revoked_at', 'is', null).execute();
}

/**
 * Whose link this is: a live code of an applicant of the company whose folder the link names. In
 * the same round trip, because every applicant call needs them next (the calls are the busiest in
 * the product: docs/decisions/0028-command-pipeline-one-round-trip.md): the company as the applicant's texts and mails need it, the
 * applicant's stream (to decide on), the database's clock (the one that stamped when each test's
 * text was issued), and, given a finished test's rhythm (keystroke-fingerprint.ts), whether
 * another applicant of any company has recorded a test with it (a copied log).
 */
export async function findLinkedApplicant(db: Kysely<Database>, textFolder: string, code: string, { rhythm = null }: { rhythm?: string | null } = {}) {
  const copied =
    rhythm === null ? sql<boolean>`false` : sql<boolean>`EXISTS (SELECT 1 FROM stage_fingerprints WHERE fingerprint = ${rhythm} AND applicant_id <> applicants.applicant_id)`;
  const rows = await db
    .selectFrom('applicant_links')
    .innerJoin('applicants', 'applicants.applicant_id', 'applicant_links.applicant_id')
    .innerJoin('companies', 'companies.company_id', 'applicants.company_id')
    // One row per event of the applicant's stream (applicantStream), in order; one row with no event for a stream not begun.
    .leftJoin('events', (join) => join.on('events.stream_id', '=', sql<string>`'applicant-' || applicants.applicant_id`))
    .selectAll('events')
    .select([
      'applicants.applicant_id as applicantId',
      'companies.company_id as companyId',
      ...invitingCompanyColumns,
      sql<Date>`now()`.as('now'),
      copied.as('copiedFromAnotherApplicant'),
    ])
    .where('applicant_links.code_hash', '=', secretHash(code))
    .where('applicant_links.revoked_at', 'is', null)
    .where('companies.text_folder', '=', textFolder)
    .orderBy('events.stream_version')
    .execute();
  const [first] = rows;
  if (!first) return undefined;
  const {
    applicantId,
    companyId,
    now,
    copiedFromAnotherApplicant,
    companyName,
    textFolder: folder,
    emailForReceivingResults,
    isDefaultTexts,
    texts,
    timeZone,
    minimumWpm,
    minimumAccuracy,
  } = first;
  return {
    applicantId,
    companyId,
    companyName,
    now,
    copiedFromAnotherApplicant,
    company: { companyName, textFolder: folder, emailForReceivingResults, isDefaultTexts, texts, timeZone, minimumWpm, minimumAccuracy },
    stream: streamFromRows(rows),
  };
}
