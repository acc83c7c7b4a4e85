import type { Kysely } from 'kysely';
import type { Database, EventOf } from '../catalogue.ts';
import { handleCommand } from '../store/handle-command.ts';
import type { EventMetadata } from '../store/metadata.ts';
import { companyStreams } from './company-commands.ts';
import type { CompanyLogo } from '../schema/logo.ts';
import type { CompanyState } from './company-state.ts';
import { registered } from './errors.ts';

/**
 * Decide: the company's logo is now this one (null: none). The same bytes again, or no logo
 * removed again, record nothing.
 */
export function changeLogo(state: CompanyState | undefined, logo: CompanyLogo | null): EventOf<'CompanyLogoChanged'>[] {
  const company = registered(state);
  if ((company.logo?.sha256 ?? null) === (logo?.sha256 ?? null)) return [];
  return [{ type: 'CompanyLogoChanged', data: { companyId: company.companyId, logo } }];
}

/** A logo as stored: what the log names of it, and its bytes (re-encoded, api/src/features/logo/reencode-logo.ts). */
export interface StoredLogo {
  logo: CompanyLogo;
  bytes: Uint8Array;
}

/**
 * A new logo, or none, through the command pipeline: the event, the read table and the bytes in
 * one transaction. Only the logo in use is kept: the rows of the one it replaces go with it, so an
 * address of a removed logo serves nothing.
 */
export async function runLogoCommand(db: Kysely<Database>, command: { companyId: string; metadata: EventMetadata; stored: StoredLogo | null }) {
  const { stored, companyId } = command;
  return handleCommand(db, companyStreams, {
    id: companyId,
    metadata: command.metadata,
    decide: (state) => changeLogo(state, stored?.logo ?? null),
    secrets: (events) =>
      events.length === 0
        ? {}
        : {
            async write(trx) {
              await trx.deleteFrom('company_logos').where('company_id', '=', companyId).execute();
              if (!stored) return;
              await trx
                .insertInto('company_logos')
                .values({ company_id: companyId, sha256: stored.logo.sha256, content_type: stored.logo.contentType, bytes: Buffer.from(stored.bytes) })
                .execute();
            },
          },
  });
}

/** The bytes of a company's logo in use, by the hash its address names; undefined for any other. */
export async function findLogoBytes(db: Kysely<Database>, companyId: string, sha256: string) {
  return db.selectFrom('company_logos').select(['content_type as contentType', 'bytes']).where('company_id', '=', companyId).where('sha256', '=', sha256).executeTakeFirst();
}
