import { describe, expect, it } from 'vitest';
import { acmeId, acmeRegistered, givenCompany } from './given-company.ts';
import { changeSettings, type ChangeSettings } from './change-settings.ts';
import { accountSettingsSchema } from './company-fields.ts';

const { companyId: _, isDefaultTexts: __, texts: ___, timeZone: ____, minimumWpm: _____, minimumAccuracy: ______, language: _______, ...stored } = acmeRegistered.data;
const same: ChangeSettings = stored;

describe('saving the account settings', () => {
  it('given the stored settings, when saved unchanged, then nothing is recorded', () => {
    expect(changeSettings(givenCompany(acmeRegistered), same)).toEqual([]);
  });

  it('given the stored settings, when the company name and URL change, then one CompanySettingsChanged with every setting', () => {
    const { loginEmail: _login, ...settings } = same;
    expect(changeSettings(givenCompany(acmeRegistered), { ...same, companyName: 'Acme Group AB', textFolder: 'acmegroup' })).toEqual([
      { type: 'CompanySettingsChanged', data: { companyId: acmeId, ...settings, companyName: 'Acme Group AB', textFolder: 'acmegroup' } },
    ]);
  });

  it('given the stored settings, when only the login e-mail changes, then LoginEmailChanged from the old address and a verification of the new one', () => {
    expect(changeSettings(givenCompany(acmeRegistered), { ...same, loginEmail: 'boss@acme.example' })).toEqual([
      { type: 'LoginEmailChanged', data: { companyId: acmeId, previousEmail: 'anna@acme.example', loginEmail: 'boss@acme.example', reason: 'changedInSettings' } },
      { type: 'EmailVerificationRequested', data: { companyId: acmeId, email: 'boss@acme.example' } },
    ]);
  });

  it('given the stored settings, when both the results and the login e-mail change, then the settings and the login change are both recorded', () => {
    const events = changeSettings(givenCompany(acmeRegistered), { ...same, loginEmail: 'boss@acme.example', emailForReceivingResults: 'hr@acme.example' });
    expect(events.map((event) => event.type)).toEqual(['CompanySettingsChanged', 'LoginEmailChanged', 'EmailVerificationRequested']);
    expect(events[0]!.data).toMatchObject({ emailForReceivingResults: 'hr@acme.example' });
    expect(events[0]!.data).not.toHaveProperty('loginEmail');
  });

  it('given no pass mark, when a minimum WPM of 60 is saved, then PassMarkChanged with 60 WPM and no minimum accuracy', () => {
    expect(changeSettings(givenCompany(acmeRegistered), { ...same, minimumWpm: 60, minimumAccuracy: null })).toEqual([
      { type: 'PassMarkChanged', data: { companyId: acmeId, minimumWpm: 60, minimumAccuracy: null } },
    ]);
  });

  it('given a pass mark, when the settings are saved without pass mark fields, then the pass mark is kept and nothing is recorded', () => {
    const company = givenCompany(acmeRegistered, { type: 'PassMarkChanged', data: { companyId: acmeId, minimumWpm: 60, minimumAccuracy: 95 } });
    expect(changeSettings(company, same)).toEqual([]);
    expect(changeSettings(company, { ...same, minimumWpm: 60, minimumAccuracy: 95 })).toEqual([]);
  });

  it('given a pass mark, when only the minimum accuracy is cleared, then PassMarkChanged keeps the minimum WPM', () => {
    const company = givenCompany(acmeRegistered, { type: 'PassMarkChanged', data: { companyId: acmeId, minimumWpm: 60, minimumAccuracy: 95 } });
    expect(changeSettings(company, { ...same, minimumAccuracy: null })).toEqual([{ type: 'PassMarkChanged', data: { companyId: acmeId, minimumWpm: 60, minimumAccuracy: null } }]);
  });

  it('given Europe/Stockholm, when America/New_York is saved, then TimeZoneChanged; the same zone again records nothing', () => {
    expect(changeSettings(givenCompany(acmeRegistered), { ...same, timeZone: 'America/New_York' })).toEqual([
      { type: 'TimeZoneChanged', data: { companyId: acmeId, timeZone: 'America/New_York' } },
    ]);
    expect(changeSettings(givenCompany(acmeRegistered), { ...same, timeZone: 'Europe/Stockholm' })).toEqual([]);
  });

  it('given an English company, when Swedish is saved, then LanguageChanged; the same language again, or none, records nothing', () => {
    expect(changeSettings(givenCompany(acmeRegistered), { ...same, language: 'sv' })).toEqual([{ type: 'LanguageChanged', data: { companyId: acmeId, language: 'sv' } }]);
    expect(changeSettings(givenCompany(acmeRegistered), { ...same, language: 'en' })).toEqual([]);
    expect(changeSettings(givenCompany(acmeRegistered, { type: 'LanguageChanged', data: { companyId: acmeId, language: 'sv' } }), same)).toEqual([]);
  });

  it('given no welcome note, when one is saved, then WelcomeNoteChanged with it; the same note again, or none sent, records nothing; an empty one removes it', () => {
    const withNote = givenCompany(acmeRegistered, { type: 'WelcomeNoteChanged', data: { companyId: acmeId, welcomeNote: 'Welcome!' } });
    expect(changeSettings(givenCompany(acmeRegistered), { ...same, welcomeNote: 'Welcome!' })).toEqual([
      { type: 'WelcomeNoteChanged', data: { companyId: acmeId, welcomeNote: 'Welcome!' } },
    ]);
    expect(changeSettings(withNote, { ...same, welcomeNote: 'Welcome!' })).toEqual([]);
    expect(changeSettings(withNote, same)).toEqual([]);
    expect(changeSettings(withNote, { ...same, welcomeNote: '' })).toEqual([{ type: 'WelcomeNoteChanged', data: { companyId: acmeId, welcomeNote: '' } }]);
  });

  it('given a welcome note, then it is kept as plain text with its line breaks, cleaned of control characters, and refused over 500 characters', () => {
    const parse = (welcomeNote: string) => accountSettingsSchema.safeParse({ ...same, welcomeNote });

    expect(parse('  Hello <b>there</b>\r\nSee you\u202E soon \u0007 ').data?.welcomeNote).toBe('Hello <b>there</b>\nSee you soon');
    expect(parse('a'.repeat(500)).success).toBe(true);
    expect(parse('a'.repeat(501)).error?.issues.map((issue) => issue.path)).toEqual([['welcomeNote']]);
  });
});
