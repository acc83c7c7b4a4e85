import { describe, expect, it } from 'vitest';
import { acmeId, acmeRegistered, givenCompany } from './given-company.ts';
import { changeSettings, type ChangeSettings } from './change-settings.ts';

const { companyId: _, isDefaultTexts: __, texts: ___, timeZone: ____, minimumWpm: _____, minimumAccuracy: ______, ...stored } = acmeRegistered.data;
const same: ChangeSettings = stored;

describe('the reminder settings, saved with the account settings', () => {
  it('given a new company, then automatic reminders are on and there is no default deadline', () => {
    expect(givenCompany(acmeRegistered)).toMatchObject({ automaticReminders: true, defaultDeadlineDays: null });
  });

  it('given the defaults, when saved without reminder fields, or with the same values, then nothing is recorded', () => {
    expect(changeSettings(givenCompany(acmeRegistered), same)).toEqual([]);
    expect(changeSettings(givenCompany(acmeRegistered), { ...same, automaticReminders: true, defaultDeadlineDays: null })).toEqual([]);
  });

  it('given the defaults, when automatic reminders are turned off, then ReminderSettingsChanged keeps the default deadline', () => {
    expect(changeSettings(givenCompany(acmeRegistered), { ...same, automaticReminders: false })).toEqual([
      { type: 'ReminderSettingsChanged', data: { companyId: acmeId, automaticReminders: false, defaultDeadlineDays: null } },
    ]);
  });

  it('given reminders off and a 14-day default, when only the deadline is cleared, then reminders stay off', () => {
    const company = givenCompany(acmeRegistered, { type: 'ReminderSettingsChanged', data: { companyId: acmeId, automaticReminders: false, defaultDeadlineDays: 14 } });
    expect(company).toMatchObject({ automaticReminders: false, defaultDeadlineDays: 14 });
    expect(changeSettings(company, same)).toEqual([]);
    expect(changeSettings(company, { ...same, defaultDeadlineDays: null })).toEqual([
      { type: 'ReminderSettingsChanged', data: { companyId: acmeId, automaticReminders: false, defaultDeadlineDays: null } },
    ]);
  });
});
