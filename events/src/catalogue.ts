import type { z } from 'zod';
import {
  companyRegisteredV1,
  companyRegisteredV2,
  companySettingsChangedV1,
  emailVerificationRequestedV1,
  emailVerifiedV1,
  loginEmailChangedV1,
  passwordChangedV1,
  passMarkChangedV1,
  passwordResetRequestedV1,
  supportRequestedV1,
  textsChangedV1,
  timeZoneChangedV1,
} from './company/events.ts';
import { contactRequestedV1 } from './contact/events.ts';
import {
  allStagesFinishedV1,
  applicantInvitedV1,
  applicantLockedV1,
  applicantRemovedV1,
  invitationResentV1,
  stageFinishedV1,
  stageIssuedV1,
  stageRefusedV1,
  stageRestartedV1,
  stageStartedV1,
} from './applicant/events.ts';
import type { EventMetadata } from './store/metadata.ts';

/**
 * One entry per event type: its current schema version and the upcasters that lift older
 * stored versions to it (`upcasters[n]` turns version n into n + 1). A change to an event's
 * shape is a new version with an upcaster, never an edit of stored data.
 */
interface EventDefinition<Schema extends z.ZodType> {
  version: number;
  schema: Schema;
  upcasters: Record<number, (data: unknown) => unknown>;
}

const defineEvent = <Schema extends z.ZodType>(definition: EventDefinition<Schema>) => definition;

export const eventCatalogue = {
  ContactRequested: defineEvent({ version: 1, schema: contactRequestedV1, upcasters: {} }),
  CompanyRegistered: defineEvent({
    version: 2,
    schema: companyRegisteredV2,
    upcasters: { 1: (data) => ({ ...companyRegisteredV1.parse(data), timeZone: 'UTC', minimumWpm: null, minimumAccuracy: null }) },
  }),
  TextsChanged: defineEvent({ version: 1, schema: textsChangedV1, upcasters: {} }),
  CompanySettingsChanged: defineEvent({ version: 1, schema: companySettingsChangedV1, upcasters: {} }),
  LoginEmailChanged: defineEvent({ version: 1, schema: loginEmailChangedV1, upcasters: {} }),
  EmailVerificationRequested: defineEvent({ version: 1, schema: emailVerificationRequestedV1, upcasters: {} }),
  EmailVerified: defineEvent({ version: 1, schema: emailVerifiedV1, upcasters: {} }),
  PasswordResetRequested: defineEvent({ version: 1, schema: passwordResetRequestedV1, upcasters: {} }),
  PasswordChanged: defineEvent({ version: 1, schema: passwordChangedV1, upcasters: {} }),
  SupportRequested: defineEvent({ version: 1, schema: supportRequestedV1, upcasters: {} }),
  PassMarkChanged: defineEvent({ version: 1, schema: passMarkChangedV1, upcasters: {} }),
  TimeZoneChanged: defineEvent({ version: 1, schema: timeZoneChangedV1, upcasters: {} }),
  ApplicantInvited: defineEvent({ version: 1, schema: applicantInvitedV1, upcasters: {} }),
  InvitationResent: defineEvent({ version: 1, schema: invitationResentV1, upcasters: {} }),
  ApplicantRemoved: defineEvent({ version: 1, schema: applicantRemovedV1, upcasters: {} }),
  StageIssued: defineEvent({ version: 1, schema: stageIssuedV1, upcasters: {} }),
  StageFinished: defineEvent({ version: 1, schema: stageFinishedV1, upcasters: {} }),
  StageRefused: defineEvent({ version: 1, schema: stageRefusedV1, upcasters: {} }),
  StageStarted: defineEvent({ version: 1, schema: stageStartedV1, upcasters: {} }),
  StageRestarted: defineEvent({ version: 1, schema: stageRestartedV1, upcasters: {} }),
  ApplicantLocked: defineEvent({ version: 1, schema: applicantLockedV1, upcasters: {} }),
  AllStagesFinished: defineEvent({ version: 1, schema: allStagesFinishedV1, upcasters: {} }),
};

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
