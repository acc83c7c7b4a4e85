import { describe, expect, it } from 'vitest';
import { AccountClosingRefused, cancelAccountClosing, closeAccountNow, requestAccountClosing } from './close-account.ts';
import { acmeId, acmeRegistered, givenCompany } from './given-company.ts';

const asked = new Date('2026-11-28T12:00:00Z');
const closesAt = new Date('2026-12-28T12:00:00Z');
const closingRequested = { type: 'AccountClosingRequested', data: { companyId: acmeId, closesAt: closesAt.toISOString() } } as const;
const closingCancelled = { type: 'AccountClosingCancelled', data: { companyId: acmeId } } as const;
const closed = { type: 'AccountClosed', data: { companyId: acmeId } } as const;

const refusal = (decide: () => unknown) => {
  try {
    decide();
  } catch (error) {
    if (error instanceof AccountClosingRefused) return error.reason;
    throw error;
  }
  return 'not refused';
};

describe('closing an account', () => {
  it('given a company, when it asks to close its account, then AccountClosingRequested with the day it closes, and nothing personal in it', () => {
    expect(requestAccountClosing(givenCompany(acmeRegistered), closesAt)).toEqual([closingRequested]);
  });

  it('given a closing asked for, when asked again, then it is refused; when cancelled, then AccountClosingCancelled, after which it may be asked again', () => {
    expect(refusal(() => requestAccountClosing(givenCompany(acmeRegistered, closingRequested), closesAt))).toBe('alreadyClosing');
    expect(cancelAccountClosing(givenCompany(acmeRegistered, closingRequested))).toEqual([closingCancelled]);
    expect(requestAccountClosing(givenCompany(acmeRegistered, closingRequested, closingCancelled), closesAt)).toEqual([closingRequested]);
  });

  it('given no closing asked for, or one cancelled, when the company cancels, then it is refused', () => {
    expect(refusal(() => cancelAccountClosing(givenCompany(acmeRegistered)))).toBe('notClosing');
    expect(refusal(() => cancelAccountClosing(givenCompany(acmeRegistered, closingRequested, closingCancelled)))).toBe('notClosing');
  });

  it('given a closing asked for, when the worker looks before the day, then it is not due; on or after the day, then AccountClosed', () => {
    const closing = givenCompany(acmeRegistered, closingRequested);
    expect(refusal(() => closeAccountNow(closing, asked))).toBe('notDue');
    expect(refusal(() => closeAccountNow(closing, new Date(closesAt.getTime() - 1)))).toBe('notDue');
    expect(closeAccountNow(closing, closesAt)).toEqual([closed]);
  });

  it('given a cancelled closing, when the worker looks after the day, then nothing closes', () => {
    expect(refusal(() => closeAccountNow(givenCompany(acmeRegistered, closingRequested, closingCancelled), new Date('2027-06-01T00:00:00Z')))).toBe('notDue');
  });

  it('given a closed account, then nothing more is decided for it: not closed again, not asked, not cancelled', () => {
    const gone = givenCompany(acmeRegistered, closingRequested, closed);
    expect(refusal(() => closeAccountNow(gone, new Date('2027-06-01T00:00:00Z')))).toBe('notRegistered');
    expect(refusal(() => requestAccountClosing(gone, closesAt))).toBe('notRegistered');
    expect(refusal(() => cancelAccountClosing(gone))).toBe('notRegistered');
  });
});
