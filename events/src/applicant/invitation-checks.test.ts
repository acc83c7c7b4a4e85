import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTranslator, issueWords } from '../i18n/index.ts';
import { sendInvitationSchema } from './applicant-api.ts';
import { completeRows, firstInvitationProblem, invitationProblems, invitationProblemWords, maxInvitationRows, type InvitationRow } from './invitation-checks.ts';

const t = createTranslator('en');

/** The modal the company sees for a list (docs/product.md §5), or undefined when every row passes. */
function modalFor(rows: readonly InvitationRow[], invited: readonly string[] = []) {
  const found = firstInvitationProblem(rows, new Set(invited));
  return found && invitationProblemWords((key, values) => t(key as never, values), found);
}

const blank: InvitationRow = { email: '', fullName: '' };
const ada: InvitationRow = { email: 'ada@example.com', fullName: 'Ada Lovelace' };
const grace: InvitationRow = { email: 'grace@example.com', fullName: 'Grace Hopper' };

describe('SPEC 5, check 1: no applicant', () => {
  it('given the single blank row the form starts with, when sent, then "No applicant" / "You need to enter at least 1 applicant"', () => {
    expect(modalFor([blank])).toEqual({ title: 'No applicant', message: 'You need to enter at least 1 applicant' });
  });

  it('given no rows at all, or rows of spaces only, then also "No applicant"', () => {
    expect(modalFor([])?.title).toBe('No applicant');
    expect(modalFor([{ email: '   ', fullName: '\t' }, blank])?.title).toBe('No applicant');
  });

  it('given a blank row beside a filled one, then the blank row is ignored and the list passes', () => {
    expect(modalFor([blank, ada, blank])).toBeUndefined();
  });
});

describe('SPEC 5, check 2: a name without an e-mail', () => {
  it('given "Ada Lovelace" with no e-mail, then "Empty email" / "You need to insert a email for Ada Lovelace"', () => {
    expect(modalFor([{ email: '', fullName: 'Ada Lovelace' }])).toEqual({ title: 'Empty email', message: 'You need to insert a email for Ada Lovelace' });
  });

  it('given the name typed with spaces around it and an e-mail of spaces, then the message names it without the spaces', () => {
    expect(modalFor([{ email: '  ', fullName: '  Ada Lovelace ' }])?.message).toBe('You need to insert a email for Ada Lovelace');
  });
});

describe('SPEC 5, check 3: an e-mail without a name', () => {
  it('given ada@example.com with no name, then "Empty name" / "You need to insert a full name for the email ada@example.com"', () => {
    expect(modalFor([{ email: 'ada@example.com', fullName: ' ' }])).toEqual({
      title: 'Empty name',
      message: 'You need to insert a full name for the email ada@example.com',
    });
  });
});

describe('SPEC 5, check 4: an e-mail already on an invited applicant', () => {
  it('given ada@example.com is awaiting results, when invited again, then "Duplicate Email ❗️" / "Email ada@example.com exists on another invited applicant"', () => {
    expect(modalFor([ada], ['ada@example.com'])).toEqual({
      title: 'Duplicate Email ❗️',
      message: 'Email ada@example.com exists on another invited applicant',
    });
  });

  it('given the address typed in capitals, then it is still the invited applicant, and the message repeats it as typed', () => {
    expect(modalFor([{ email: ' Ada@Example.COM ', fullName: 'Ada' }], ['ada@example.com'])?.message).toBe('Email Ada@Example.COM exists on another invited applicant');
  });

  it('given another address is awaiting results, then this one passes', () => {
    expect(modalFor([ada], ['grace@example.com'])).toBeUndefined();
  });
});

describe('SPEC 5, check 5: an e-mail twice in the list', () => {
  it('given ada@example.com on two rows, then "Email appears twice in the list" / "Email ada@example.com is attempted to be added twice"', () => {
    expect(modalFor([ada, grace, { email: 'ada@example.com', fullName: 'Ada Byron' }])).toEqual({
      title: 'Email appears twice in the list',
      message: 'Email ada@example.com is attempted to be added twice',
    });
  });

  it('given the second row differs only in case, then it is the same address twice, named as the second row typed it', () => {
    expect(modalFor([ada, { email: 'ADA@example.com', fullName: 'Ada' }])?.message).toBe('Email ADA@example.com is attempted to be added twice');
  });
});

describe('SPEC 5, check 6: an invalid e-mail', () => {
  it('given "ada@example" (no top-level domain), then "Invalid email" / "ada@example is not a valid e-mail, please check and try again."', () => {
    expect(modalFor([{ email: 'ada@example', fullName: 'Ada' }])).toEqual({
      title: 'Invalid email',
      message: 'ada@example is not a valid e-mail, please check and try again.',
    });
  });

  it('given an IP address as the domain, then "Invalid email"', () => {
    expect(modalFor([{ email: 'ada@192.168.1.20', fullName: 'Ada' }])?.message).toBe('ada@192.168.1.20 is not a valid e-mail, please check and try again.');
  });

  it('given a UTF-8 local part (åsa.öberg@exempel.se), then it passes', () => {
    expect(modalFor([{ email: 'åsa.öberg@exempel.se', fullName: 'Åsa Öberg' }])).toBeUndefined();
  });
});

describe('SPEC 5: the checks in their order, when a list has several problems', () => {
  it('given a blank row only, then check 1 wins even if other lists would fail later checks', () => {
    expect(firstInvitationProblem([blank, blank], new Set(['ada@example.com']))?.check).toBe('noApplicant');
  });

  it('given one row with a name but no e-mail and another invalid, then the first row decides: "Empty email"', () => {
    expect(
      modalFor([
        { email: '', fullName: 'Ada' },
        { email: 'nope', fullName: 'Grace' },
      ])?.title,
    ).toBe('Empty email');
  });

  it('given the first row invalid and a later row without a name, then the rows are checked in turn: "Invalid email" for the first', () => {
    expect(
      modalFor([
        { email: 'nope', fullName: 'Ada' },
        { email: 'grace@example.com', fullName: '' },
      ]),
    ).toEqual({
      title: 'Invalid email',
      message: 'nope is not a valid e-mail, please check and try again.',
    });
  });

  it('given an address already invited and written twice, then its first row is refused as "Duplicate Email ❗️"', () => {
    expect(modalFor([ada, ada], ['ada@example.com'])?.title).toBe('Duplicate Email ❗️');
  });

  it('given a row without a name whose address is already invited, then "Empty name" comes before "Duplicate Email ❗️"', () => {
    expect(modalFor([{ email: 'ada@example.com', fullName: '' }], ['ada@example.com'])?.title).toBe('Empty name');
  });

  it('given a row without a name whose address is invalid, then "Empty name" comes before "Invalid email"', () => {
    expect(modalFor([{ email: 'ada@example', fullName: '' }])?.title).toBe('Empty name');
  });

  it('given an invalid address written twice, then the first copy is refused as invalid before the second is seen as a repeat', () => {
    expect(
      modalFor([
        { email: 'ada@example', fullName: 'Ada' },
        { email: 'ada@example', fullName: 'Ada' },
      ])?.title,
    ).toBe('Invalid email');
  });

  it('given a valid address twice and an invalid one after, then "appears twice" is found on the second row first', () => {
    expect(modalFor([ada, ada, { email: 'x@y', fullName: 'X' }])?.title).toBe('Email appears twice in the list');
  });

  it("given any list, then each row is judged by the first check it fails, in SPEC's order, and the list by its first failing row", () => {
    const row = fc.record({
      email: fc.constantFrom('', ' ', 'ada@example.com', 'ADA@example.com', 'grace@example.com', 'bad@example', 'x@10.0.0.1'),
      fullName: fc.constantFrom('', ' ', 'Ada', 'Grace'),
    });
    const order = ['emptyEmail', 'emptyName', 'alreadyInvited', 'twiceInList', 'invalidEmail'] as const;
    fc.assert(
      fc.property(fc.array(row, { maxLength: maxInvitationRows }), fc.subarray(['ada@example.com', 'grace@example.com']), (rows, invited) => {
        // The same rules, written out row by row as docs/product.md §5 words them.
        const seen = new Set<string>();
        let expected: string | undefined;
        const filled = rows.filter((r) => r.email.trim() !== '' || r.fullName.trim() !== '');
        if (filled.length === 0) expected = 'noApplicant';
        for (const r of filled) {
          if (expected) break;
          const key = r.email.trim().toLowerCase();
          const fails = {
            emptyEmail: r.email.trim() === '',
            emptyName: r.fullName.trim() === '',
            alreadyInvited: invited.includes(key),
            twiceInList: seen.has(key),
            invalidEmail: !['ada@example.com', 'grace@example.com'].includes(key),
          };
          expected = order.find((check) => fails[check]);
          seen.add(key);
        }
        expect(firstInvitationProblem(rows, new Set(invited))?.check).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('SPEC 5: only complete rows are sent', () => {
  it('given complete, half-filled and blank rows, then only the rows with both an e-mail and a full name are sent, in order', () => {
    expect(completeRows([ada, blank, { email: 'x@example.com', fullName: '' }, { email: ' ', fullName: 'Nobody' }, grace])).toEqual([ada, grace]);
  });
});

describe('SPEC 9: at most 15 invitation rows per send', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ email: `applicant${i}@example.com`, fullName: `Applicant ${i}` }));

  it('given 15 rows, then the send is accepted as a request', () => {
    expect(maxInvitationRows).toBe(15);
    expect(sendInvitationSchema.safeParse({ ca: rows(15) }).success).toBe(true);
  });

  it('given 16 rows, then the request is refused, saying at most 15', () => {
    const parsed = sendInvitationSchema.safeParse({ ca: rows(16) });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0];
    expect(issue && issueWords(issue, t)).toBe('may hold at most 15 applicants per send');
  });

  it('given 15 distinct valid rows, then all of them pass the checks', () => {
    expect(firstInvitationProblem(rows(15), new Set())).toBeUndefined();
  });
});

describe('SPEC 5 on a pasted list: every wrong row at once', () => {
  it('given a list with three wrong rows among good ones, then each wrong row is named with its own first failing check, in order', () => {
    const rows = [ada, { email: '', fullName: 'No Mail' }, grace, { email: 'ADA@example.com', fullName: 'Ada Again' }, { email: 'x@example', fullName: 'X' }, blank];
    const found = invitationProblems(rows, new Set()).map(({ index, problem }) => [index, problem.check]);
    expect(found).toEqual([
      [1, 'emptyEmail'],
      [3, 'twiceInList'],
      [4, 'invalidEmail'],
    ]);
  });

  it('given a list, then its first problem is the one the modal and the API name', () => {
    const rows = [grace, { email: 'ada@example.com', fullName: '' }, { email: 'grace@example.com', fullName: 'Grace' }];
    expect(invitationProblems(rows, new Set())[0]?.problem).toEqual(firstInvitationProblem(rows, new Set()));
    expect(invitationProblems([blank], new Set())).toEqual([{ index: 0, problem: firstInvitationProblem([blank], new Set()) }]);
  });

  it('given a list that passes, then no row is named', () => {
    expect(invitationProblems([ada, blank, grace], new Set())).toEqual([]);
  });
});
