import { describe, expect, it } from 'vitest';
import { decideSubmit, submitDigest } from './invitation-submits.ts';

const ada = { email: 'ada@example.com', fullName: 'Ada Lovelace' };
const grace = { email: 'grace@example.com', fullName: 'Grace Hopper' };

describe('a submit sent with its key', () => {
  it('given no submit remembered under the key, when it arrives, then it is checked and invited as any list', () => {
    expect(decideSubmit(undefined, submitDigest([ada, grace]))).toEqual({ kind: 'fresh' });
  });

  it('given the key remembered with the same rows (the answer was lost), when it arrives again, then it is a repeat: answered as sent, no one invited again', () => {
    const remembered = { rowsDigest: submitDigest([ada, grace]) };
    expect(decideSubmit(remembered, submitDigest([ada, grace]))).toEqual({ kind: 'repeat' });
  });

  it('given the same rows typed with other spaces, capitals or a blank row, then it is still the same submit', () => {
    const remembered = { rowsDigest: submitDigest([ada, grace]) };
    const retyped = [{ email: ' ADA@example.com ', fullName: 'Ada Lovelace ' }, { email: '', fullName: '' }, grace];
    expect(decideSubmit(remembered, submitDigest(retyped))).toEqual({ kind: 'repeat' });
  });

  it('given the key remembered with other rows, when it arrives, then it is refused: "sent" would claim rows that were not invited', () => {
    const remembered = { rowsDigest: submitDigest([ada]) };
    expect(decideSubmit(remembered, submitDigest([ada, grace]))).toEqual({ kind: 'otherRows' });
    expect(decideSubmit(remembered, submitDigest([{ ...ada, fullName: 'Ada King' }]))).toEqual({ kind: 'otherRows' });
  });
});
