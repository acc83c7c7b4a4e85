import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../catalogue.ts';
import { companyMails } from './company-mails.ts';
import { acmeId, acmeRegistered, givenCompany, recordedCompanyEvents } from './given-company.ts';

const acme = givenCompany(acmeRegistered)!;
const mailsOf = (events: DomainEvent[], codes = {}) => companyMails(acme, recordedCompanyEvents(events, acmeId), { codes, operatorEmail: 'ops@typetest.test' });

describe('the mails company events cause', () => {
  it('given a registration, then one welcome mail with the verify code to the login e-mail (not a second verification mail)', () => {
    const mails = mailsOf([acmeRegistered, { type: 'EmailVerificationRequested', data: { companyId: acmeId, email: 'anna@acme.example' } }], { verifyEmail: 'v-code' });
    expect(mails).toEqual([
      expect.objectContaining({
        kind: 'companyWelcome',
        recipient: 'anna@acme.example',
        payload: { companyName: 'Acme AB', contactName: 'Anna Berg', loginEmail: 'anna@acme.example', textFolder: 'acme', verifyCode: 'v-code' },
      }),
    ]);
  });

  it('given a login e-mail changed in the settings, then the recover link to the old address and the verify link to the new one', () => {
    const mails = mailsOf(
      [
        { type: 'LoginEmailChanged', data: { companyId: acmeId, previousEmail: 'anna@acme.example', loginEmail: 'boss@acme.example', reason: 'changedInSettings' } },
        { type: 'EmailVerificationRequested', data: { companyId: acmeId, email: 'boss@acme.example' } },
      ],
      { recoverEmail: 'r-code', verifyEmail: 'v-code' },
    );
    expect(mails.map(({ kind, recipient, payload }) => ({ kind, recipient, payload }))).toEqual([
      { kind: 'loginEmailChanged', recipient: 'anna@acme.example', payload: { companyName: 'Acme AB', previousEmail: 'anna@acme.example', loginEmail: 'boss@acme.example', recoverCode: 'r-code' } },
      { kind: 'emailVerification', recipient: 'boss@acme.example', payload: { companyName: 'Acme AB', email: 'boss@acme.example', verifyCode: 'v-code' } },
    ]);
  });

  it('given a recovered login e-mail, then no mail (no recover link back to the intruder\'s address)', () => {
    expect(mailsOf([{ type: 'LoginEmailChanged', data: { companyId: acmeId, previousEmail: 'x@evil.example', loginEmail: 'anna@acme.example', reason: 'recovered' } }])).toEqual([]);
  });

  it('given a support request, then a mail to the operators that replies to the company', () => {
    const [mail] = mailsOf([{ type: 'SupportRequested', data: { companyId: acmeId, title: 'Hi', details: 'Help', contactMethod: 'email', email: 'anna@acme.example' } }]);
    expect(mail).toMatchObject({ kind: 'supportRequest', recipient: 'ops@typetest.test', replyTo: 'anna@acme.example' });
  });

  it('given a reset asked for without its code, then it fails loudly rather than mail a dead link', () => {
    expect(() => mailsOf([{ type: 'PasswordResetRequested', data: { companyId: acmeId, email: 'anna@acme.example' } }])).toThrow(/resetPassword/);
  });
});
