import type { Kysely } from 'kysely';
import type { Database, DomainEvent, RecordedEvent } from '../catalogue.ts';
import { handleCommand, type StreamKind } from '../store/handle-command.ts';
import type { EventMetadata } from '../store/metadata.ts';
import { readStream } from '../store/read-stream.ts';
import { limitCompanyMails } from '../mail-limits/queries.ts';
import type { MailLimits } from '../mail-limits/rules.ts';
import { companyMails } from './company-mails.ts';
import { companyStream } from '../stream-ids.ts';
import { evolveCompany, foldCompany, type CompanyState } from './company-state.ts';
import { companySecrets, planCompanySecrets, type SecretInputs } from './secret-policy.ts';

/** A company's stream: its account, from registration on. */
export const companyStreams: StreamKind<CompanyState> = { streamId: companyStream, evolve: evolveCompany };

/** The company as its stream tells it, and the version to append after. */
export async function loadCompany(db: Kysely<Database>, companyId: string) {
  const { version, events } = await readStream(db, companyStream(companyId));
  return { version, state: foldCompany(events) };
}

export interface CompanyCommand<Events extends DomainEvent> {
  companyId: string;
  metadata: EventMetadata;
  operatorEmail: string;
  decide(state: CompanyState | undefined): Events[];
  /** What the request brings to the secrets (a followed link's code, a new password's hash, its own sign-in). */
  secretInputs?: SecretInputs;
  /** The company's own doing (its settings): its mails are counted against its limits, and refused past them (mail-limits/queries.ts). */
  mailLimits?: MailLimits;
}

/**
 * A change to a company's account through the command pipeline: the secrets are what
 * secret-policy.ts says the decision causes, the mails what company-mails.ts says.
 */
export async function runCompanyCommand<Events extends DomainEvent>(
  db: Kysely<Database>,
  command: CompanyCommand<Events>,
): Promise<{ state: CompanyState | undefined; events: Events[]; recorded: RecordedEvent[] }> {
  const { after, events, recorded } = await handleCommand(db, companyStreams, {
    id: command.companyId,
    metadata: command.metadata,
    decide: command.decide,
    secrets: (decided, state) => companySecrets(command.companyId, planCompanySecrets(decided, state, command.secretInputs ?? {})),
    mails: async ({ trx, after: company, before, recorded: changes, secrets }) => {
      const mails = company ? companyMails(company, changes, { codes: secrets.codes ?? {}, operatorEmail: command.operatorEmail, before }) : [];
      return command.mailLimits ? limitCompanyMails(trx, command.companyId, mails, command.mailLimits) : mails;
    },
  });
  return { state: after, events, recorded };
}
