import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../catalogue.ts';
import { companyMails } from './company-mails.ts';
import { acmeId, acmeRegistered, givenCompany, recordedCompanyEvents } from './given-company.ts';

const acme = givenCompany(acmeRegistered)!;
const mailsOf = (events: DomainEvent[], codes = {}, before = acme) =>
  companyMails(acme, recordedCompanyEvents(events, acmeId), { codes, operatorEmail: 'ops@typetest.test', before });
const settingsWith = (emailForReceivingResults: string) =>
  ({
    type: 'CompanySettingsChanged',
    data: {
      companyId: acmeId,
      contactName: 'Anna Berg',
      companyName: 'Acme AB',
      vatNo: 'SE556677889901',
      address: 'Storgatan 1',
      postCode: '111 22 Stockholm',
      textFolder: 'acme',
      emailForReceivingResults,
    },
  }) as const;
const whoGets = (events: DomainEvent[], codes = {}, before = acme) => mailsOf(events, codes, before).map(({ kind, recipient }) => `${kind} ${recipient}`);

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
      {
        kind: 'loginEmailChanged',
        recipient: 'anna@acme.example',
        payload: { companyName: 'Acme AB', previousEmail: 'anna@acme.example', loginEmail: 'boss@acme.example', recoverCode: 'r-code' },
      },
      { kind: 'emailVerification', recipient: 'boss@acme.example', payload: { companyName: 'Acme AB', email: 'boss@acme.example', verifyCode: 'v-code' } },
    ]);
  });

  it("given a recovered login e-mail, then no mail (no recover link back to the intruder's address)", () => {
    expect(mailsOf([{ type: 'LoginEmailChanged', data: { companyId: acmeId, previousEmail: 'x@evil.example', loginEmail: 'anna@acme.example', reason: 'recovered' } }])).toEqual(
      [],
    );
  });

  it('given the results e-mail changed where it was the login e-mail too, then one notice, to the login e-mail, naming both addresses', () => {
    const mails = mailsOf([settingsWith('results@elsewhere.example')]);
    expect(mails.map(({ kind, recipient, payload }) => ({ kind, recipient, payload }))).toEqual([
      {
        kind: 'resultsEmailChanged',
        recipient: 'anna@acme.example',
        payload: { companyName: 'Acme AB', previousEmail: 'anna@acme.example', resultsEmail: 'results@elsewhere.example' },
      },
    ]);
  });

  it('given a results e-mail of its own changed, then a notice to the login e-mail and one to the address that received the results until now', () => {
    const before = givenCompany(acmeRegistered, settingsWith('hr@acme.example'))!;
    expect(whoGets([settingsWith('results@elsewhere.example')], {}, before)).toEqual(['resultsEmailChanged anna@acme.example', 'resultsEmailChangedFormer hr@acme.example']);
  });

  it('given the login and the results e-mail changed in one save, then the results notice goes to the login e-mail as it was, not the new one', () => {
    const events: DomainEvent[] = [
      settingsWith('loot@evil.example'),
      { type: 'LoginEmailChanged', data: { companyId: acmeId, previousEmail: 'anna@acme.example', loginEmail: 'intruder@evil.example', reason: 'changedInSettings' } },
      { type: 'EmailVerificationRequested', data: { companyId: acmeId, email: 'intruder@evil.example' } },
    ];
    expect(whoGets(events, { recoverEmail: 'r', verifyEmail: 'v' })).toEqual([
      'resultsEmailChanged anna@acme.example',
      'loginEmailChanged anna@acme.example',
      'emailVerification intruder@evil.example',
    ]);
  });

  it('given other settings saved with the results e-mail as it was, then no notice', () => {
    expect(mailsOf([{ ...settingsWith('anna@acme.example'), data: { ...settingsWith('anna@acme.example').data, companyName: 'Acme Group' } }])).toEqual([]);
  });

  it('given a recovery that restores the results e-mail too, then no notice: the owner asked for it', () => {
    const before = givenCompany(acmeRegistered, settingsWith('loot@evil.example'))!;
    const recovered: DomainEvent[] = [
      { type: 'LoginEmailChanged', data: { companyId: acmeId, previousEmail: 'intruder@evil.example', loginEmail: 'anna@acme.example', reason: 'recovered' } },
      settingsWith('anna@acme.example'),
    ];
    expect(mailsOf(recovered, {}, before)).toEqual([]);
  });

  it('given a support request, then a mail to the operators that replies to the company', () => {
    const [mail] = mailsOf([{ type: 'SupportRequested', data: { companyId: acmeId, title: 'Hi', details: 'Help', contactMethod: 'email', email: 'anna@acme.example' } }]);
    expect(mail).toMatchObject({ kind: 'supportRequest', recipient: 'ops@typetest.test', replyTo: 'anna@acme.example' });
  });

  it('given a Swedish company, then every mail to it is in Swedish, and the support request to the operators in English', () => {
    const swedish = givenCompany(acmeRegistered, { type: 'LanguageChanged', data: { companyId: acmeId, language: 'sv' } })!;
    const mails = companyMails(
      swedish,
      recordedCompanyEvents(
        [
          { ...acmeRegistered, data: { ...acmeRegistered.data, language: 'sv' } },
          { type: 'PasswordResetRequested', data: { companyId: acmeId, email: 'anna@acme.example' } },
          settingsWith('results@elsewhere.example'),
          { type: 'SupportRequested', data: { companyId: acmeId, title: 'Hej', details: 'Hjälp', contactMethod: 'email', email: 'anna@acme.example' } },
        ],
        acmeId,
      ),
      { codes: { verifyEmail: 'v', resetPassword: 'r' }, operatorEmail: 'ops@typetest.test', before: swedish },
    );
    expect(mails.map(({ kind, language }) => `${kind} ${language}`)).toEqual(['companyWelcome sv', 'passwordReset sv', 'resultsEmailChanged sv', 'supportRequest en']);
  });

  it('given a reset asked for without its code, then it fails loudly rather than mail a dead link', () => {
    expect(() => mailsOf([{ type: 'PasswordResetRequested', data: { companyId: acmeId, email: 'anna@acme.example' } }])).toThrow(/resetPassword/);
  });

  it('given the company asks to close its account and then cancels, then its login e-mail hears of each, with the day and the company’s time zone; closing it mails no one', () => {
    const closesAt = '2026-12-28T23:30:00.000Z';
    const mails = mailsOf([
      { type: 'AccountClosingRequested', data: { companyId: acmeId, closesAt } },
      { type: 'AccountClosingCancelled', data: { companyId: acmeId } },
      { type: 'AccountClosed', data: { companyId: acmeId } },
    ]);
    expect(mails.map(({ kind, recipient, payload }) => ({ kind, recipient, payload }))).toEqual([
      { kind: 'accountClosingRequested', recipient: 'anna@acme.example', payload: { companyName: 'Acme AB', closesAt, timeZone: 'Europe/Stockholm' } },
      { kind: 'accountClosingCancelled', recipient: 'anna@acme.example', payload: { companyName: 'Acme AB' } },
    ]);
  });
});
