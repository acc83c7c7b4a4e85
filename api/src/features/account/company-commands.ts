import type { Kysely, Transaction } from 'kysely';
import {
  commit,
  companyMails,
  companyStream,
  evolveCompany,
  foldCompany,
  readStream,
  retryOnConflict,
  type CompanyState,
  type Database,
  type DomainEvent,
  type EventMetadata,
  type MailCodes,
  type RecordedEvent,
} from '@typetest/events';

/** The company as its stream tells it, and the version to append after. */
export async function loadCompany(db: Kysely<Database>, companyId: string) {
  const { version, events } = await readStream(db, companyStream(companyId));
  return { version, state: foldCompany(events) };
}

/** What a decision needs besides its events: one-time codes to mail, and secrets to write with them. */
export interface Secrets {
  codes?: MailCodes;
  write?: (trx: Transaction<Database>) => Promise<unknown>;
}

export interface CompanyCommand<Events extends DomainEvent> {
  companyId: string;
  metadata: EventMetadata;
  operatorEmail: string;
  decide(state: CompanyState | undefined): Events[];
  /** Called with the decided events, before the commit: codes are made here, per attempt. */
  secrets?(events: readonly Events[], state: CompanyState | undefined): Secrets;
}

/**
 * Load, decide, commit: the events, the read tables, the secrets and the mails in one
 * transaction, tried again on fresh state when another request changed the company meanwhile.
 * A decision of no events still writes its secrets (e.g. a code used up), in a transaction of its own.
 */
export async function runCompanyCommand<Events extends DomainEvent>(
  db: Kysely<Database>,
  command: CompanyCommand<Events>,
): Promise<{ state: CompanyState | undefined; events: Events[]; recorded: RecordedEvent[] }> {
  return retryOnConflict(async () => {
    const { version, state } = await loadCompany(db, command.companyId);
    const events = command.decide(state);
    const secrets = command.secrets?.(events, state) ?? {};
    if (events.length === 0) {
      const write = secrets.write;
      if (write) await db.transaction().execute((trx) => write(trx));
      return { state, events, recorded: [] };
    }
    let after = state;
    const recorded = await commit(db, {
      streamId: companyStream(command.companyId),
      expectedVersion: version,
      events,
      metadata: command.metadata,
      writeSecrets: async (trx) => {
        await secrets.write?.(trx);
      },
      mails: (recorded) => {
        after = recorded.reduce(evolveCompany, state);
        return after ? companyMails(after, recorded, { codes: secrets.codes ?? {}, operatorEmail: command.operatorEmail }) : [];
      },
    });
    return { state: after, events, recorded };
  });
}

/** Metadata of a change the signed-in company made. */
export const byCompany = (companyId: string, requestId: string | undefined): EventMetadata => ({
  actor: `company:${companyId}`,
  ...(requestId ? { requestId } : {}),
});

/** Metadata of a change made through a link or form anyone can use (registration, reset, mailed links). */
export const byVisitor = (requestId: string | undefined): EventMetadata => ({ actor: 'visitor', ...(requestId ? { requestId } : {}) });
