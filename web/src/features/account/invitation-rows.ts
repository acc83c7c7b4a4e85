import { maxInvitationRows, type InvitationRow } from '@typetest/events/applicant';

/** A row of Invite applicants as typed, with a key that stays with it when a row above is removed. */
export interface DraftRow extends InvitationRow {
  key: number;
}

export interface InvitationRows {
  rows: readonly DraftRow[];
  /** The key the next row gets: never one a row had before, so React never reuses a removed row's inputs. */
  nextKey: number;
}

export type InvitationRowsChange =
  | { type: 'add' }
  | { type: 'remove'; key: number }
  | { type: 'edit'; key: number; field: keyof InvitationRow; value: string }
  | { type: 'reset' };

const blankRow = (key: number): DraftRow => ({ key, email: '', fullName: '' });

/** SPEC 2: the form starts with one blank row. */
export const startingRows: InvitationRows = { rows: [blankRow(0)], nextKey: 1 };

/** SPEC 9: no more rows than one send takes. */
export const rowsFull = (state: InvitationRows) => state.rows.length >= maxInvitationRows;

/**
 * SPEC 2 and 5's rows editor: "+ 1 applicant" adds a row (up to 15), X removes any row but the
 * first, and after a successful send the form is one blank row again.
 */
export function changeRows(state: InvitationRows, change: InvitationRowsChange): InvitationRows {
  switch (change.type) {
    case 'add':
      if (rowsFull(state)) return state;
      return { rows: [...state.rows, blankRow(state.nextKey)], nextKey: state.nextKey + 1 };
    case 'remove':
      if (state.rows[0]?.key === change.key) return state;
      return { ...state, rows: state.rows.filter((row) => row.key !== change.key) };
    case 'edit':
      return { ...state, rows: state.rows.map((row) => (row.key === change.key ? { ...row, [change.field]: change.value } : row)) };
    case 'reset':
      // A fresh key: the blank row is a new row, not the old first one emptied.
      return { rows: [blankRow(state.nextKey)], nextKey: state.nextKey + 1 };
  }
}
