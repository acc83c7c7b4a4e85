import { describe, expect, it } from 'vitest';
import { acmeId, acmeRegistered, givenCompany } from './given-company.ts';
import { recoverLoginEmail } from './recover-login-email.ts';

const loginChanged = {
  type: 'LoginEmailChanged',
  data: { companyId: acmeId, previousEmail: 'anna@acme.example', loginEmail: 'intruder@evil.example', reason: 'changedInSettings' },
} as const;

describe('recovering the login e-mail from the link mailed to the old address', () => {
  it('given the login e-mail was changed, when the recover link is followed, then the old address is the login again and verified', () => {
    expect(recoverLoginEmail(givenCompany(acmeRegistered, loginChanged), 'anna@acme.example')).toEqual([
      { type: 'LoginEmailChanged', data: { companyId: acmeId, previousEmail: 'intruder@evil.example', loginEmail: 'anna@acme.example', reason: 'recovered' } },
      { type: 'EmailVerified', data: { companyId: acmeId, email: 'anna@acme.example' } },
    ]);
  });

  it('given the address is the login and verified already, when the link is followed, then nothing is recorded', () => {
    const verified = { type: 'EmailVerified', data: { companyId: acmeId, email: 'anna@acme.example' } } as const;
    expect(recoverLoginEmail(givenCompany(acmeRegistered, verified), 'anna@acme.example')).toEqual([]);
  });
});
