import { describe, expect, it } from 'vitest';
import { invitationProblemField } from './invitation-problem-field.ts';

const row = (email: string, fullName: string) => ({ email, fullName });
const none = new Set<string>();

describe('given rows SPEC 5’s checks refuse', () => {
  it('when every row is blank, then it is "no applicant", pointing at the first e-mail', () => {
    const found = invitationProblemField([row('', ''), row(' ', '')], none);
    expect(found?.problem.check).toBe('noApplicant');
    expect(found?.at).toEqual({ index: 0, field: 'email' });
  });

  it('when the third row has a name without an e-mail, then the third row’s e-mail is the field', () => {
    const found = invitationProblemField([row('ada@example.com', 'Ada'), row('', ''), row('', 'Grace Hopper')], none);
    expect(found?.problem).toMatchObject({ check: 'emptyEmail', values: { name: 'Grace Hopper' } });
    expect(found?.at).toEqual({ index: 2, field: 'email' });
  });

  it('when the second row has an e-mail without a name, then that row’s full name is the field', () => {
    const found = invitationProblemField([row('ada@example.com', 'Ada'), row('alan@example.com', ' ')], none);
    expect(found?.problem.check).toBe('emptyName');
    expect(found?.at).toEqual({ index: 1, field: 'fullName' });
  });

  it('when an address is in the list twice, then the second one is the field', () => {
    const found = invitationProblemField([row('ada@example.com', 'Ada'), row('alan@example.com', 'Alan'), row('ADA@example.com', 'Ada again')], none);
    expect(found?.problem.check).toBe('twiceInList');
    expect(found?.at).toEqual({ index: 2, field: 'email' });
  });

  it('when an address is already awaiting results, whatever its case, then that row’s e-mail is the field', () => {
    const found = invitationProblemField([row('ada@example.com', 'Ada'), row('Alan@Example.com', 'Alan')], new Set(['alan@example.com']));
    expect(found?.problem.check).toBe('alreadyInvited');
    expect(found?.at).toEqual({ index: 1, field: 'email' });
  });

  it('when an address has no top-level domain, then it is "invalid email" at that row', () => {
    const found = invitationProblemField([row('', ''), row('ada@localhost', 'Ada')], none);
    expect(found?.problem.check).toBe('invalidEmail');
    expect(found?.at).toEqual({ index: 1, field: 'email' });
  });
});

describe('given rows that pass', () => {
  it('when blank rows sit between complete ones, then there is nothing to point at', () => {
    expect(invitationProblemField([row('ada@example.com', 'Ada'), row('', ''), row('alan@example.com', 'Alan')], none)).toBeUndefined();
  });
});
