import { randomUUID } from 'node:crypto';
import type { DomainEvent, RecordedEvent } from '../catalogue.ts';
import { foldCompany, type CompanyState } from './company-state.ts';

/** Test support: the company's history as the log would hand it back. */
export function recordedCompanyEvents(events: readonly DomainEvent[], companyId = companyIdOf(events)): RecordedEvent[] {
  return events.map((event, index) => ({
    ...event,
    eventId: randomUUID(),
    streamId: `company-${companyId}`,
    streamVersion: index + 1,
    position: String(index + 1),
    transactionId: '1',
    metadata: { actor: 'test' },
    recordedAt: new Date('2026-11-23T10:00:00Z'),
  }));
}

function companyIdOf(events: readonly DomainEvent[]): string {
  const first = events[0];
  return first && 'companyId' in first.data ? first.data.companyId : randomUUID();
}

/** Given these events happened, the company's state. */
export const givenCompany = (...events: DomainEvent[]): CompanyState | undefined => foldCompany(recordedCompanyEvents(events));

export const acmeId = '6f1f8a4e-0b3c-4c59-9d53-3f0c1a2b4c5d';

export const acmeRegistered = {
  type: 'CompanyRegistered',
  data: {
    companyId: acmeId,
    loginEmail: 'anna@acme.example',
    emailForReceivingResults: 'anna@acme.example',
    contactName: 'Anna Berg',
    companyName: 'Acme AB',
    vatNo: 'SE556677889901',
    address: 'Storgatan 1',
    postCode: '111 22 Stockholm',
    textFolder: 'acme',
    isDefaultTexts: false,
    texts: ['Our first text.'],
    timeZone: 'Europe/Stockholm',
    minimumWpm: null,
    minimumAccuracy: null,
    language: 'en',
  },
} as const satisfies DomainEvent;
