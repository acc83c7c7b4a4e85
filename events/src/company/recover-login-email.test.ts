import { describe, expect, it } from 'vitest';
import { acmeId, acmeRegistered, givenCompany } from './given-company.ts';
import { recoverLoginEmail } from './recover-login-email.ts';

const loginChanged = {
  type: 'LoginEmailChanged',
  data: { companyId: acmeId, previousEmail: 'anna@acme.example', loginEmail: 'intruder@evil.example', reason: 'changedInSettings' },
} as const;

/** The settings part of a company's registration, as CompanySettingsChanged carries it. */
function settingsOf({ companyId, contactName, companyName, vatNo, address, postCode, textFolder, emailForReceivingResults }: typeof acmeRegistered.data) {
  return { companyId, contactName, companyName, vatNo, address, postCode, textFolder, emailForReceivingResults };
}

describe('recovering the login e-mail from the link mailed to the old address', () => {
  it('given the login e-mail was changed, when the recover link is followed, then the old address is the login again and verified', () => {
    expect(recoverLoginEmail(givenCompany(acmeRegistered, loginChanged), 'anna@acme.example')).toEqual([
      { type: 'LoginEmailChanged', data: { companyId: acmeId, previousEmail: 'intruder@evil.example', loginEmail: 'anna@acme.example', reason: 'recovered' } },
      { type: 'EmailVerified', data: { companyId: acmeId, email: 'anna@acme.example' } },
    ]);
  });

  it('given the results e-mail was moved as well, when the recover link made at the change is followed, then the results e-mail of that moment comes back too', () => {
    const resultsMoved = {
      type: 'CompanySettingsChanged',
      data: { ...settingsOf(acmeRegistered.data), emailForReceivingResults: 'loot@evil.example' },
    } as const;
    expect(recoverLoginEmail(givenCompany(acmeRegistered, loginChanged, resultsMoved), 'anna@acme.example', 'anna@acme.example')).toEqual([
      { type: 'LoginEmailChanged', data: { companyId: acmeId, previousEmail: 'intruder@evil.example', loginEmail: 'anna@acme.example', reason: 'recovered' } },
      { type: 'CompanySettingsChanged', data: { ...settingsOf(acmeRegistered.data), emailForReceivingResults: 'anna@acme.example' } },
      { type: 'EmailVerified', data: { companyId: acmeId, email: 'anna@acme.example' } },
    ]);
  });

  it('given the results e-mail is still the one of that moment, then the settings are not recorded again', () => {
    expect(recoverLoginEmail(givenCompany(acmeRegistered, loginChanged), 'anna@acme.example', 'anna@acme.example').map((event) => event.type)).toEqual([
      'LoginEmailChanged',
      'EmailVerified',
    ]);
  });

  it('given the address is the login and verified already, when the link is followed, then nothing is recorded', () => {
    const verified = { type: 'EmailVerified', data: { companyId: acmeId, email: 'anna@acme.example' } } as const;
    expect(recoverLoginEmail(givenCompany(acmeRegistered, verified), 'anna@acme.example')).toEqual([]);
  });
});
