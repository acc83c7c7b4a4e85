import { describe, expect, it } from 'vitest';
import { changeSettings } from './change-settings.ts';
import { requestEmailVerification, verifyEmail } from './email-verification.ts';
import { acmeId, acmeRegistered, givenCompany } from './given-company.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { recoverLoginEmail } from './recover-login-email.ts';
import { registerCompany } from './register-company.ts';
import { companySecrets, planCompanySecrets } from './secret-policy.ts';

const acme = givenCompany(acmeRegistered)!;
const settingsOf = ({ loginEmail, emailForReceivingResults, contactName, companyName, vatNo, address, postCode, textFolder } = acme) => ({
  loginEmail,
  emailForReceivingResults,
  contactName,
  companyName,
  vatNo,
  address,
  postCode,
  textFolder,
});

describe('the secrets company decisions cause', () => {
  it('given a registration, then the password hash is stored and a verify code minted for the login e-mail', () => {
    const events = registerCompany(undefined, { ...acmeRegistered.data, texts: [...acmeRegistered.data.texts] });
    expect(planCompanySecrets(events, undefined, { passwordHash: 'scrypt$hash' })).toEqual({
      retireCodes: [],
      password: { hash: 'scrypt$hash', stored: 'new' },
      mint: [{ purpose: 'verifyEmail', email: 'anna@acme.example' }],
    });
  });

  it('given a registration without a password hash, then it is refused (a company must be able to log in)', () => {
    const events = registerCompany(undefined, { ...acmeRegistered.data, texts: [...acmeRegistered.data.texts] });
    expect(() => planCompanySecrets(events, undefined, {})).toThrow(/no hash/);
  });

  it('given the login e-mail changed in the settings, then a recover code for the old address (keeping the results e-mail of the moment), a verify code for the new one, and every other sign-in ends', () => {
    const events = changeSettings(acme, settingsOf({ ...acme, loginEmail: 'boss@acme.example', emailForReceivingResults: 'results@acme.example' }));
    expect(planCompanySecrets(events, acme, { sessionId: 'caller' })).toEqual({
      retireCodes: [],
      mint: [
        { purpose: 'recoverEmail', email: 'anna@acme.example', resultsEmail: 'anna@acme.example' },
        { purpose: 'verifyEmail', email: 'boss@acme.example' },
      ],
      endSessions: { reason: 'login e-mail changed', except: 'caller' },
    });
  });

  it('given settings saved without a new login e-mail, then no secret changes', () => {
    const events = changeSettings(acme, settingsOf({ ...acme, companyName: 'Acme Group AB' }));
    expect(companySecrets(acmeId, planCompanySecrets(events, acme, { sessionId: 'caller' }))).toEqual({});
  });

  it('given a reset link followed, then the code is used up, every other reset link retired, the hash replaced and every sign-in ends', () => {
    expect(planCompanySecrets(resetPassword(acme), acme, { followedLink: { purpose: 'resetPassword', code: 'r' }, passwordHash: 'scrypt$new' })).toEqual({
      useCode: { purpose: 'resetPassword', code: 'r' },
      retireCodes: ['resetPassword'],
      password: { hash: 'scrypt$new', stored: 'replaced' },
      mint: [],
      endSessions: { reason: 'password changed' },
    });
  });

  it('given a recover link followed for the address already in use (no events), then still the code is used up, the other recover links retired and every sign-in ends', () => {
    const events = recoverLoginEmail(givenCompany(acmeRegistered, { type: 'EmailVerified', data: { companyId: acmeId, email: 'anna@acme.example' } }), 'anna@acme.example');
    expect(events).toEqual([]);
    expect(planCompanySecrets(events, acme, { followedLink: { purpose: 'recoverEmail', code: 'x' } })).toEqual({
      useCode: { purpose: 'recoverEmail', code: 'x' },
      retireCodes: ['recoverEmail'],
      mint: [],
      endSessions: { reason: 'login e-mail recovered' },
    });
  });

  it('given a recovered login e-mail, then no recover link back to the address it replaced', () => {
    const taken = givenCompany(acmeRegistered, {
      type: 'LoginEmailChanged',
      data: { companyId: acmeId, previousEmail: 'anna@acme.example', loginEmail: 'x@evil.example', reason: 'changedInSettings' },
    });
    const plan = planCompanySecrets(recoverLoginEmail(taken, 'anna@acme.example'), taken, { followedLink: { purpose: 'recoverEmail', code: 'x' } });
    expect(plan.mint).toEqual([]);
  });

  it('given a verify link followed, then only that code is used up: no sign-in ends', () => {
    expect(planCompanySecrets(verifyEmail(acme, 'anna@acme.example'), acme, { followedLink: { purpose: 'verifyEmail', code: 'v' } })).toEqual({
      useCode: { purpose: 'verifyEmail', code: 'v' },
      retireCodes: [],
      mint: [],
    });
  });

  it('given a reset or a verification asked for, then a code of that kind for the login e-mail, which the mail carries', () => {
    expect(planCompanySecrets(requestPasswordReset(acme), acme, {}).mint).toEqual([{ purpose: 'resetPassword', email: 'anna@acme.example' }]);
    expect(planCompanySecrets(requestEmailVerification(acme), acme, {}).mint).toEqual([{ purpose: 'verifyEmail', email: 'anna@acme.example' }]);
    const { codes } = companySecrets(acmeId, planCompanySecrets(requestPasswordReset(acme), acme, {}));
    expect(codes?.resetPassword).toMatch(/^[\w-]{43}$/);
  });
});
