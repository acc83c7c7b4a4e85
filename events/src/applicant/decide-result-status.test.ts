import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DomainEvent, RecordedEvent } from '../catalogue.ts';
import { foldApplicant } from './applicant-state.ts';
import { setResultStatus, writeResultNote } from './decide-result-status.ts';
import { ApplicantCommandRefused } from './errors.ts';
import { statusRank } from './result-decision.ts';

const companyId = '6f1f8a4e-0b3c-4c59-9d53-3f0c1a2b4c5d';
const applicantId = '0b7d3c1e-5a2f-4e8b-9c6d-1f2e3a4b5c6d';
const ids = { applicantId, companyId };

const invited: DomainEvent = { type: 'ApplicantInvited', data: { ...ids, email: 'ada@example.com', fullName: 'Ada Lovelace', deadline: null } };
const finished: DomainEvent = {
  type: 'AllStagesFinished',
  data: { ...ids, fullName: 'Ada Lovelace', email: 'ada@example.com', wpm: 60, accuracy: 97, stages: [], flags: [] },
};

/** The applicant as their stream tells it after these events. */
function given(...events: DomainEvent[]) {
  const recorded: RecordedEvent[] = events.map((event, index) => ({
    ...event,
    eventId: randomUUID(),
    streamId: `applicant-${applicantId}`,
    streamVersion: index + 1,
    position: String(index + 1),
    transactionId: '1',
    metadata: { actor: 'test' },
    recordedAt: new Date('2026-11-28T10:00:00Z'),
  }));
  return foldApplicant(recorded);
}

const refusal = (decide: () => unknown) => {
  try {
    decide();
  } catch (error) {
    if (error instanceof ApplicantCommandRefused) return error.reason;
    throw error;
  }
  return 'not refused';
};

describe("a result's status", () => {
  it('given a finished result with no status, when the company shortlists it, then it is shortlisted', () => {
    expect(setResultStatus(given(invited, finished), 'shortlisted')).toEqual([{ type: 'ResultStatusSet', data: { ...ids, status: 'shortlisted' } }]);
  });

  it('given a shortlisted result, when the company hires, then the status is replaced; when it takes the status off, then it is cleared', () => {
    const shortlisted = given(invited, finished, ...setResultStatus(given(invited, finished), 'shortlisted'));
    expect(setResultStatus(shortlisted, 'hired')).toEqual([{ type: 'ResultStatusSet', data: { ...ids, status: 'hired' } }]);
    expect(setResultStatus(shortlisted, null)).toEqual([{ type: 'ResultStatusCleared', data: ids }]);
  });

  it('given a status, when the company sets the same again (a double click), then nothing is recorded; no status cleared is nothing too', () => {
    const rejected = given(invited, finished, { type: 'ResultStatusSet', data: { ...ids, status: 'rejected' } });
    expect(setResultStatus(rejected, 'rejected')).toEqual([]);
    expect(setResultStatus(given(invited, finished), null)).toEqual([]);
  });

  it('given an applicant still taking the tests, or none at all, then the status is refused as not finished or unknown', () => {
    expect(refusal(() => setResultStatus(given(invited), 'hired'))).toBe('notFinished');
    expect(refusal(() => setResultStatus(undefined, 'hired'))).toBe('notInvited');
  });

  it('when sorted by status, then hired, shortlisted, none, rejected', () => {
    expect((['rejected', null, 'hired', 'shortlisted'] as const).toSorted((a, b) => statusRank(a) - statusRank(b))).toEqual(['hired', 'shortlisted', null, 'rejected']);
  });
});

describe("a result's private note", () => {
  it('given a finished result, when the company writes a note, then it is kept trimmed; written again the same, nothing is recorded', () => {
    const events = writeResultNote(given(invited, finished), '  Strong on numbers.\nCall back Monday.  ');
    expect(events).toEqual([{ type: 'ResultNoteChanged', data: { ...ids, note: 'Strong on numbers.\nCall back Monday.' } }]);
    expect(writeResultNote(given(invited, finished, ...events), 'Strong on numbers.\nCall back Monday.')).toEqual([]);
  });

  it('given a note, when the company empties it, then the note is emptied', () => {
    const noted = given(invited, finished, { type: 'ResultNoteChanged', data: { ...ids, note: 'Maybe.' } });
    expect(writeResultNote(noted, '')).toEqual([{ type: 'ResultNoteChanged', data: { ...ids, note: '' } }]);
  });

  it('given an applicant still taking the tests, then a note is refused as not finished', () => {
    expect(refusal(() => writeResultNote(given(invited), 'Hello'))).toBe('notFinished');
  });
});
