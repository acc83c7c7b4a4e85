import { describe, expect, it } from 'vitest';
import { acmeId, acmeRegistered, givenCompany } from './given-company.ts';
import { requestEmailVerification, verifyEmail } from './email-verification.ts';
import { CompanyCommandRefused } from './errors.ts';

const verified = { type: 'EmailVerified', data: { companyId: acmeId, email: 'anna@acme.example' } } as const;
const loginChanged = {
  type: 'LoginEmailChanged',
  data: { companyId: acmeId, previousEmail: 'anna@acme.example', loginEmail: 'boss@acme.example', reason: 'changedInSettings' },
} as const;

describe('verifying the login e-mail', () => {
  it('given an unverified login e-mail, when its link is followed, then EmailVerified', () => {
    expect(verifyEmail(givenCompany(acmeRegistered), 'anna@acme.example')).toEqual([verified]);
  });

  it('given a verified login e-mail, when a link is followed again, then nothing is recorded', () => {
    expect(verifyEmail(givenCompany(acmeRegistered, verified), 'anna@acme.example')).toEqual([]);
  });

  it("given the login e-mail was changed, when the old address's link is followed, then it is refused", () => {
    expect(() => verifyEmail(givenCompany(acmeRegistered, loginChanged), 'anna@acme.example')).toThrow(CompanyCommandRefused);
  });

  it('given a verified address was replaced, when the new one is asked about, then it is not verified yet', () => {
    expect(verifyEmail(givenCompany(acmeRegistered, verified, loginChanged), 'boss@acme.example')).toEqual([
      { type: 'EmailVerified', data: { companyId: acmeId, email: 'boss@acme.example' } },
    ]);
  });
});

describe('asking for the verification mail again', () => {
  it('given an unverified login e-mail, when asked, then EmailVerificationRequested for it', () => {
    expect(requestEmailVerification(givenCompany(acmeRegistered))).toEqual([{ type: 'EmailVerificationRequested', data: { companyId: acmeId, email: 'anna@acme.example' } }]);
  });

  it('given a verified login e-mail, when asked, then nothing is recorded', () => {
    expect(requestEmailVerification(givenCompany(acmeRegistered, verified))).toEqual([]);
  });
});

describe('a login e-mail that comes back', () => {
  it('given a verified address was replaced and then set again in the settings, then it must be verified again, as the account area shows', () => {
    const backAgain = {
      type: 'LoginEmailChanged',
      data: { companyId: acmeId, previousEmail: 'boss@acme.example', loginEmail: 'anna@acme.example', reason: 'changedInSettings' },
    } as const;
    const company = givenCompany(acmeRegistered, verified, loginChanged, backAgain);
    expect(requestEmailVerification(company)).toEqual([{ type: 'EmailVerificationRequested', data: { companyId: acmeId, email: 'anna@acme.example' } }]);
    expect(verifyEmail(company, 'anna@acme.example')).toEqual([verified]);
  });
});
