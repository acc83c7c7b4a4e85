import { describe, expect, it } from 'vitest';
import { decodeEventData } from '../catalogue.ts';
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

  it('given Swedish chosen, when registered, then the company speaks Swedish', () => {
    const [registered] = registerCompany(undefined, { ...acme, language: 'sv' });
    expect(registered.data.language).toBe('sv');
    expect(givenCompany({ ...registered, data: registered.data })?.language).toBe('sv');
  });
});

describe('registrations stored before the language', () => {
  it('given a CompanyRegistered of version 2 (or 1), then it is read as an English company', () => {
    const { language: _, ...version2 } = acmeRegistered.data;
    expect(decodeEventData('CompanyRegistered', 2, version2).data).toEqual({ ...version2, language: 'en' });
    const { timeZone: __, minimumWpm: ___, minimumAccuracy: ____, ...version1 } = version2;
    expect(decodeEventData('CompanyRegistered', 1, version1).data).toMatchObject({ language: 'en', timeZone: 'UTC' });
  });
});
