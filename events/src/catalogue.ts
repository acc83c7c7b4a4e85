import type { z } from 'zod';
import { applicantEvents } from './applicant/events.ts';
import { applicantMailPayloads, applicantMailSecrets } from './applicant/mail-payloads.ts';
import { companyEvents } from './company/events.ts';
import { companyMailPayloads, companyMailSecrets } from './company/mail-payloads.ts';
import { contactEvents } from './contact/events.ts';
import { contactMailPayloads, contactMailSecrets } from './contact/mail-payloads.ts';
import type { ApplicantReadTables } from './applicant/read-tables.ts';
import type { ApplicantSecretTables } from './applicant/secret-tables.ts';
import type { CompanyReadTables } from './company/read-tables.ts';
import type { CompanyLogoTables } from './company/logo-tables.ts';
import type { AccountSecretTables } from './company/secret-tables.ts';
import type { ContactReadTables } from './contact/read-tables.ts';
import type { OutboxTables } from './outbox/tables.ts';
import type { EventStoreTables } from './store/tables.ts';
import type { EventDefinition } from './store/event-definition.ts';
import type { EventMetadata } from './store/metadata.ts';

/**
 * The composition root of the domain: every feature's events, mails, read tables and projections,
 * each declared by its feature (`<feature>/events.ts`, `mail-payloads.ts`, `read-tables.ts`,
 * `secret-tables.ts`); with projection-catalogue.ts (the projections, which read this module's
 * types, so they are listed apart) these are the only places that list the features. The
 * machinery (store/, outbox/, projections/, mail/) reads them from here and never names a feature.
 */
export const eventCatalogue = { ...contactEvents, ...companyEvents, ...applicantEvents };

/** Every kind of mail, with the data its template needs (mail/catalogue.ts). */
export const mailCatalogue = { ...contactMailPayloads, ...companyMailPayloads, ...applicantMailPayloads };

/** The payload fields of each mail kind that are secrets (mail/catalogue.ts). */
export const mailSecrets = { ...contactMailSecrets, ...companyMailSecrets, ...applicantMailSecrets };

/** The read tables: every one is rebuilt from the log by `ops replay` (projections/replay.ts), by the projections of projection-catalogue.ts. */
export interface ReadTables extends ContactReadTables, CompanyReadTables, ApplicantReadTables {}

/** Every table, each declared by the module that owns it. */
export interface Database extends EventStoreTables, OutboxTables, ReadTables, AccountSecretTables, CompanyLogoTables, ApplicantSecretTables {}

export type EventType = keyof typeof eventCatalogue;

export type DomainEvent = {
  [T in EventType]: { type: T; data: z.infer<(typeof eventCatalogue)[T]['schema']> };
}[EventType];

export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

/** An event as the log holds it. `position` and `transactionId` are bigints, kept as strings. */
export type RecordedEvent = DomainEvent & {
  eventId: string;
  streamId: string;
  streamVersion: number;
  position: string;
  transactionId: string;
  metadata: EventMetadata;
  recordedAt: Date;
};

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type);
}

/** Validates an event's data against its current schema before it is appended. */
export function encodeEventData(event: DomainEvent): { schemaVersion: number; data: unknown } {
  const definition = eventCatalogue[event.type];
  return { schemaVersion: definition.version, data: definition.schema.parse(event.data) };
}

/**
 * Lifts stored data of any known version to the current schema. Data stored at the current
 * version is taken as it is: encodeEventData validated it before it was appended, and the log's
 * rows never change (migration 0001's trigger). Validating it again on every read cost the
 * finished-test call a parse of every earlier test's keystroke log (bench/applicants.ts).
 */
export function decodeEventData(type: string, schemaVersion: number, stored: unknown): DomainEvent {
  if (!isEventType(type)) throw new Error(`Unknown event type in the log: ${type}`);
  const definition: EventDefinition<z.ZodType> = eventCatalogue[type];
  if (schemaVersion === definition.version) return { type, data: stored } as DomainEvent;
  let data = stored;
  for (let version = schemaVersion; version < definition.version; version++) {
    const upcast = definition.upcasters[version];
    if (!upcast) throw new Error(`No upcaster for ${type} from version ${version}`);
    data = upcast(data);
  }
  return { type, data: definition.schema.parse(data) } as DomainEvent;
}
