import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

const moment = new Date('2026-11-22T09:30:00.000Z');

describe('Intl formatters made once per locale and options', () => {
  it('given the same locale and options twice, then the second call reuses the formatter of the first', () => {
    const options = { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Stockholm' } as const;

    expect(dateTimeFormat('en-GB', { ...options })).toBe(dateTimeFormat('en-GB', { ...options }));
    expect(numberFormat('sv-SE', { minimumFractionDigits: 2 })).toBe(numberFormat('sv-SE', { minimumFractionDigits: 2 }));
  });

  it('given another time zone, locale or option, then each formats as a formatter made for it would', () => {
    const inStockholm = dateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Stockholm' });
    const inUtc = dateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
    const inSwedish = dateTimeFormat('sv-SE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

    expect(inStockholm.format(moment)).toBe('22 November 2026 at 10:30');
    expect(inUtc.format(moment)).toBe('22 November 2026 at 09:30');
    expect(inSwedish.format(moment)).toBe('22 november 2026 kl. 09:30');
    expect(numberFormat('sv-SE', { minimumFractionDigits: 2 }).format(20.2)).toBe('20,20');
    expect(numberFormat('sv-SE').format(20.2)).toBe('20,2');
  });

  it('given a time zone the runtime does not know, then it throws the RangeError `new` throws, every time, and keeps nothing', () => {
    const unknownZone = { dateStyle: 'long', timeZone: 'Mars/Olympus_Mons' } as const;

    expect(() => new Intl.DateTimeFormat('en-GB', unknownZone)).toThrow(RangeError);
    expect(() => dateTimeFormat('en-GB', unknownZone)).toThrow(RangeError);
    expect(() => dateTimeFormat('en-GB', unknownZone)).toThrow(RangeError);
  });
});
