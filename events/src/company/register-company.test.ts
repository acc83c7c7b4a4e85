import { describe, expect, it } from 'vitest';
import { acmeId, acmeRegistered, givenCompany } from './given-company.ts';
import { CompanyCommandRefused } from './errors.ts';
import { registerCompany, type RegisterCompany } from './register-company.ts';

const acme: RegisterCompany = { ...acmeRegistered.data };

describe('registering a company', () => {
  it('given no company, when registered, then CompanyRegistered and a verification of the login e-mail', () => {
    expect(registerCompany(givenCompany(), acme)).toEqual([acmeRegistered, { type: 'EmailVerificationRequested', data: { companyId: acmeId, email: 'anna@acme.example' } }]);
  });

  it('given default texts chosen, when the wizard also sent a blank text box, then the blank box is not kept', () => {
    const [registered] = registerCompany(undefined, { ...acme, isDefaultTexts: true, texts: ['', 'Kept text'] });
    expect(registered.data).toMatchObject({ isDefaultTexts: true, texts: ['Kept text'] });
  });

  it('given the company is registered already, when registered again, then it is refused', () => {
    expect(() => registerCompany(givenCompany(acmeRegistered), acme)).toThrow(CompanyCommandRefused);
  });
});
