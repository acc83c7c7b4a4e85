import { describe, expect, it } from 'vitest';
import { acmeId, acmeRegistered, givenCompany } from './given-company.ts';
import { CompanyCommandRefused } from './errors.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';

describe('forgot password', () => {
  it('given a company, when a reset is asked for, then PasswordResetRequested to its login e-mail', () => {
    expect(requestPasswordReset(givenCompany(acmeRegistered))).toEqual([{ type: 'PasswordResetRequested', data: { companyId: acmeId, email: 'anna@acme.example' } }]);
  });

  it('given a company, when a new password is set by its link, then PasswordChanged without the password', () => {
    expect(resetPassword(givenCompany(acmeRegistered))).toEqual([{ type: 'PasswordChanged', data: { companyId: acmeId, reason: 'reset' } }]);
  });

  it('given no company, when a reset is asked for, then it is refused', () => {
    expect(() => requestPasswordReset(givenCompany())).toThrow(CompanyCommandRefused);
  });
});
