import { describe, expect, it } from 'vitest';
import { changeRows, rowsFull, startingRows, type InvitationRows, type InvitationRowsChange } from './invitation-rows.ts';

const apply = (changes: readonly InvitationRowsChange[], from: InvitationRows = startingRows) => changes.reduce(changeRows, from);
const typed = (state: InvitationRows) => state.rows.map(({ email, fullName }) => [email, fullName]);

describe('given the Invite applicants form as it opens', () => {
  it('when nothing is done, then it is one blank row', () => {
    expect(typed(startingRows)).toEqual([['', '']]);
    expect(rowsFull(startingRows)).toBe(false);
  });

  it('when "+ 1 applicant" is pressed 14 times, then there are 15 rows and a 16th cannot be added', () => {
    const fifteen = apply(Array.from({ length: 14 }, () => ({ type: 'add' as const })));
    expect(fifteen.rows).toHaveLength(15);
    expect(rowsFull(fifteen)).toBe(true);
    expect(changeRows(fifteen, { type: 'add' })).toBe(fifteen);
  });

  it('when a row is typed in, then only that row and field change', () => {
    const state = apply([{ type: 'add' }]);
    const second = state.rows[1]?.key ?? -1;
    expect(typed(apply([{ type: 'edit', key: second, field: 'fullName', value: 'Ada Lovelace' }], state))).toEqual([
      ['', ''],
      ['', 'Ada Lovelace'],
    ]);
  });
});

describe('given three rows with something typed in each', () => {
  const three = apply([
    { type: 'add' },
    { type: 'add' },
    { type: 'edit', key: 0, field: 'email', value: 'ada@example.com' },
    { type: 'edit', key: 1, field: 'email', value: 'alan@example.com' },
    { type: 'edit', key: 2, field: 'email', value: 'grace@example.com' },
  ]);

  it('when the middle row is removed, then the others keep what was typed and their keys', () => {
    const state = changeRows(three, { type: 'remove', key: 1 });
    expect(typed(state)).toEqual([
      ['ada@example.com', ''],
      ['grace@example.com', ''],
    ]);
    expect(state.rows.map((row) => row.key)).toEqual([0, 2]);
  });

  it('when the first row is asked to go, then nothing changes: it has no X', () => {
    expect(changeRows(three, { type: 'remove', key: 0 })).toBe(three);
  });

  it('when a row is added after a removal, then its key is one no row had before', () => {
    const state = apply([{ type: 'remove', key: 2 }, { type: 'add' }], three);
    expect(state.rows.map((row) => row.key)).toEqual([0, 1, 3]);
  });

  it('when the invitations were sent, then the form is one blank row again, a new one', () => {
    const state = changeRows(three, { type: 'reset' });
    expect(typed(state)).toEqual([['', '']]);
    expect(state.rows[0]?.key).toBe(3);
  });
});
