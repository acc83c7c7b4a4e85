import { describe, expect, it } from 'vitest';
import { ResultShareNotFound, revokeResultShare, shareResult, shareStatus, type ResultShareState } from './result-share.ts';

const companyId = '11111111-1111-4111-8111-111111111111';
const applicantId = '22222222-2222-4222-8222-222222222222';
const shareId = '33333333-3333-4333-8333-333333333333';
const now = new Date('2026-11-28T10:00:00.000Z');
const day = 24 * 60 * 60 * 1000;

const shared = (days?: 1 | 7 | 30): ResultShareState => {
  const [event] = shareResult(undefined, { shareId, companyId, applicantId, now, ...(days ? { days } : {}) });
  if (!event) throw new Error('nothing shared');
  return { companyId, applicantId, expiresAt: event.data.expiresAt, revoked: false };
};

describe('given a result the company shares', () => {
  it('when it chooses no length, then the link works for 7 days and no longer', () => {
    const share = shared();
    expect(share.expiresAt).toBe('2026-12-05T10:00:00.000Z');
    expect(shareStatus(share, new Date(now.getTime() + 7 * day - 1))).toBe('open');
    expect(shareStatus(share, new Date(now.getTime() + 7 * day))).toBe('expired');
  });

  it('when it chooses a day or a month, then the link ends then', () => {
    expect(shared(1).expiresAt).toBe('2026-11-29T10:00:00.000Z');
    expect(shared(30).expiresAt).toBe('2026-12-28T10:00:00.000Z');
  });

  it('when it revokes the link, then the link is revoked, and revoking it again changes nothing', () => {
    const share = shared();
    expect(revokeResultShare(share, { shareId, companyId, now })).toEqual([{ type: 'ResultShareRevoked', data: { shareId, companyId, applicantId } }]);
    const revoked = { ...share, revoked: true };
    expect(shareStatus(revoked, now)).toBe('revoked');
    expect(revokeResultShare(revoked, { shareId, companyId, now })).toEqual([]);
  });

  it('when the link has expired, then revoking it has nothing to end', () => {
    expect(revokeResultShare(shared(1), { shareId, companyId, now: new Date(now.getTime() + 2 * day) })).toEqual([]);
  });

  it("when another company, or nobody's link, is revoked, then it is refused as not found", () => {
    expect(() => revokeResultShare(shared(), { shareId, companyId: '44444444-4444-4444-8444-444444444444', now })).toThrow(ResultShareNotFound);
    expect(() => revokeResultShare(undefined, { shareId, companyId, now })).toThrow(ResultShareNotFound);
  });
});
