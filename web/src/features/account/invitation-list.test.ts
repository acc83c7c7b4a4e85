import { describe, expect, it } from 'vitest';
import { parseInvitationList, submitKeys, submitsOf } from './invitation-list.ts';

describe('a pasted list of applicants', () => {
  it('given lines of "Name, e-mail", then each is a row with that name and e-mail', () => {
    expect(parseInvitationList('Ada Lovelace, ada@example.com\nAlan Turing,alan@example.com\n')).toEqual([
      { fullName: 'Ada Lovelace', email: 'ada@example.com' },
      { fullName: 'Alan Turing', email: 'alan@example.com' },
    ]);
  });

  it('given lines of "Name <e-mail>", as mail programs write them, then the name and the address in brackets are taken', () => {
    expect(parseInvitationList('Ada Lovelace <ada@example.com>\r\n"Turing, Alan" <alan@example.com>')).toEqual([
      { fullName: 'Ada Lovelace', email: 'ada@example.com' },
      { fullName: 'Turing, Alan', email: 'alan@example.com' },
    ]);
  });

  it('given the e-mail first, or blank lines between, then the cell with "@" is the e-mail and blank lines are left out', () => {
    expect(parseInvitationList('ada@example.com, Ada Lovelace\n\n   \nGrace Hopper, grace@example.com')).toEqual([
      { fullName: 'Ada Lovelace', email: 'ada@example.com' },
      { fullName: 'Grace Hopper', email: 'grace@example.com' },
    ]);
  });

  it('given a line with no address, or an address alone, then it is a row missing that field, for the checks to name', () => {
    expect(parseInvitationList('Ada Lovelace\nalan@example.com')).toEqual([
      { fullName: 'Ada Lovelace', email: '' },
      { fullName: '', email: 'alan@example.com' },
    ]);
  });

  it('given a CSV file saved by a Swedish spreadsheet (semicolons, a header, first and last name apart, a byte-order mark), then the named columns are used', () => {
    const csv = '\uFEFFFörnamn;Efternamn;E-post;Telefon\nÅsa;Öberg;asa@exempel.se;070-123\nPer;Persson;per@exempel.se;\n';
    expect(parseInvitationList(csv)).toEqual([
      { fullName: 'Åsa Öberg', email: 'asa@exempel.se' },
      { fullName: 'Per Persson', email: 'per@exempel.se' },
    ]);
  });

  it('given a CSV file with a quoted name holding a comma, then the name is kept whole', () => {
    expect(parseInvitationList('Email,Full name\nada@example.com,"Lovelace, Ada"')).toEqual([{ fullName: 'Lovelace, Ada', email: 'ada@example.com' }]);
  });

  it('given nothing but blank lines, then there are no rows', () => {
    expect(parseInvitationList('\n \n')).toEqual([]);
  });
});

describe('a long list sent in submits', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ fullName: `Applicant ${i}`, email: `a${i}@example.com` }));

  it('given 42 rows, then they go in submits of 15, 15 and 12, in order', () => {
    const parts = submitsOf(rows(42));
    expect(parts.map((part) => part.length)).toEqual([15, 15, 12]);
    expect(parts[2]?.[0]?.email).toBe('a30@example.com');
  });

  it('given a submit sent again with the same rows, then it has the same key; other rows get another', () => {
    let n = 0;
    const keys = submitKeys(() => `key-${++n}`);
    const first = keys.keyOf(rows(3));
    expect(keys.keyOf(rows(3).map((row) => ({ ...row, email: ` ${row.email.toUpperCase()}` })))).toBe(first);
    expect(keys.keyOf(rows(2))).not.toBe(first);
  });
});
