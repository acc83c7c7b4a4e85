import type { Kysely } from 'kysely';
import type { Database } from '../../catalogue.ts';
import { byCompany } from '../../store/metadata.ts';
import { type ChangeTexts, changeTexts } from '../change-texts.ts';
import { runCompanyCommand } from '../company-commands.ts';

export type SaveTextsOutcome = { outcome: 'saved' } | { outcome: 'unchanged' };

/** Manage your texts: the company's own texts saved, or the default texts chosen (change-texts.ts); the same texts again record nothing. */
export async function saveTexts(
  db: Kysely<Database>,
  { companyId, texts, requestId, operatorEmail }: { companyId: string; texts: ChangeTexts; requestId: string | undefined; operatorEmail: string },
): Promise<SaveTextsOutcome> {
  const { events } = await runCompanyCommand(db, { companyId, metadata: byCompany(companyId, requestId), operatorEmail, decide: (state) => changeTexts(state, texts) });
  return events.length === 0 ? { outcome: 'unchanged' } : { outcome: 'saved' };
}
