import { describe, expect, it } from 'vitest';
import { applicantMailPayloads } from './mail-payloads.ts';

const link = { companyName: 'Acme AB', fullName: 'Ada Lovelace', textFolder: 'acme' };

describe('the invitation mails carry the link code', () => {
  it.each(['applicantInvitation', 'invitationResent'] as const)(
    'given a %s mail stored before the link code was named linkCode, then it is read with the same link code',
    (kind) => {
      expect(applicantMailPayloads[kind].parse({ ...link, applicantCode: 'code-for-ada' })).toEqual({ ...link, linkCode: 'code-for-ada' });
    },
  );

  it('given a mail decided now, then its link code is read as it is', () => {
    expect(applicantMailPayloads.applicantInvitation.parse({ ...link, linkCode: 'code-for-ada' })).toEqual({ ...link, linkCode: 'code-for-ada' });
  });

  it('given an earlier mail already sent (its code removed), then it cannot be read into a mail again', () => {
    expect(applicantMailPayloads.applicantInvitation.safeParse({ ...link, applicantCode: null }).success).toBe(false);
    expect(applicantMailPayloads.invitationResent.safeParse({ ...link, linkCode: null }).success).toBe(false);
  });
});
