import { describe, expect, it } from 'vitest';
import { timeZoneSchema } from './company-fields.ts';
import { currentTimeZoneName, timeZoneNames } from './time-zone-names.ts';

describe('time zones by their current names', () => {
  it("given the runtime's list (which keeps old names such as Asia/Calcutta), then the choices are the current names, each once, with UTC", () => {
    const names = timeZoneNames();
    expect(names).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'America/Nuuk', 'Asia/Ho_Chi_Minh', 'UTC']));
    for (const old of ['Asia/Calcutta', 'Europe/Kiev', 'America/Godthab', 'Asia/Saigon']) expect(names).not.toContain(old);
    expect(new Set(names).size).toBe(names.length);
  });

  it('given every current name the list gives, then the runtime works with it (a date can be written in it)', () => {
    for (const zone of timeZoneNames()) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }).format(0), zone).not.toThrow();
  });

  it('given an old name, a current one or a name in other letters, then the company keeps the current name', () => {
    expect(currentTimeZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentTimeZoneName('Europe/Stockholm')).toBe('Europe/Stockholm');
    expect(timeZoneSchema.parse('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(timeZoneSchema.parse('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(timeZoneSchema.parse('europe/kiev')).toBe('Europe/Kyiv');
  });
});
