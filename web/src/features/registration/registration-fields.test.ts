import { describe, expect, it } from 'vitest';
import { detailsComplete, emptyRegistration, problemBeforeSending, readyToSubmit, registrationBody, textsComplete, type RegistrationFields } from './registration-fields.ts';

const details = { contactName: 'Anna Berg', companyName: 'Acme AB', vatNo: 'SE556677889901', address: 'Storgatan 1', postCode: '111 22 Stockholm' };
const filled: RegistrationFields = {
  ...emptyRegistration,
  ...details,
  texts: [{ text: 'Our first text.' }],
  textFolder: 'acme',
  email: 'anna@acme.example',
  password: 'harbour-kite',
  termsAgreed: true,
};

describe("the details step's Continue", () => {
  it('given all five details, then it may continue', () => {
    expect(detailsComplete(details)).toBe(true);
  });

  it.each(Object.keys(details))('given %s holding only spaces, a tab or a zero-width space, then it may not', (key) => {
    for (const blank of ['', '   ', '\t', '\u200B']) expect(detailsComplete({ ...details, [key]: blank })).toBe(false);
  });
});

describe("the text-config step's Continue", () => {
  it('given every text box filled, then it may continue; given one blank (or only line breaks), then not', () => {
    expect(textsComplete({ isDefaultTexts: false, texts: [{ text: 'One' }, { text: 'Two' }] })).toBe(true);
    expect(textsComplete({ isDefaultTexts: false, texts: [{ text: 'One' }, { text: '\n\n' }] })).toBe(false);
  });

  it('given a box holding only what no key types (soft hyphens, a zero-width space), then it counts as blank, as the server counts it', () => {
    expect(textsComplete({ isDefaultTexts: false, texts: [{ text: 'One' }, { text: '\u00AD\u200B\u00AD' }] })).toBe(false);
  });

  it('given the default texts ticked, then it may continue whatever the boxes hold', () => {
    expect(textsComplete({ isDefaultTexts: true, texts: [{ text: '' }] })).toBe(true);
  });

  it('given no text box, or more than 4, then it may not', () => {
    expect(textsComplete({ isDefaultTexts: false, texts: [] })).toBe(false);
    expect(textsComplete({ isDefaultTexts: false, texts: Array.from({ length: 5 }, () => ({ text: 'x' })) })).toBe(false);
  });
});

describe("the register step's Submit", () => {
  it('given terms, URL, e-mail and password, then it may be pressed; without any one of them, not', () => {
    expect(readyToSubmit(filled)).toBe(true);
    expect(readyToSubmit({ ...filled, termsAgreed: false })).toBe(false);
    expect(readyToSubmit({ ...filled, textFolder: '' })).toBe(false);
    expect(readyToSubmit({ ...filled, email: ' ' })).toBe(false);
    expect(readyToSubmit({ ...filled, password: '' })).toBe(false);
  });
});

describe('the checks before anything is sent (SPEC 5, in its order)', () => {
  it('given good addresses and a 6-character password, then none', () => {
    expect(problemBeforeSending({ ...filled, password: '123456' })).toBeNull();
  });

  it('given an e-mail without "@" or without ".", then the e-mail, before a short password', () => {
    expect(problemBeforeSending({ ...filled, email: 'anna.acme.example', password: '1' })).toEqual({ problem: 'email', field: 'email' });
    expect(problemBeforeSending({ ...filled, email: 'anna@acme' })).toEqual({ problem: 'email', field: 'email' });
  });

  it('given a separate results address that is wrong, then the results e-mail; the same box ticked ignores it', () => {
    expect(problemBeforeSending({ ...filled, sameEmail: false, resultsEmail: 'hr@acme' })).toEqual({ problem: 'email', field: 'resultsEmail' });
    expect(problemBeforeSending({ ...filled, sameEmail: true, resultsEmail: 'hr@acme' })).toBeNull();
  });

  it('given a 5-character password, then the password', () => {
    expect(problemBeforeSending({ ...filled, password: '12345' })).toEqual({ problem: 'password', field: 'password' });
  });
});

describe('what createcompany is sent', () => {
  it('given the same address for results, then both addresses are the login e-mail, trimmed, and the password as typed', () => {
    const { company } = registrationBody({ ...filled, email: ' anna@acme.example ', password: ' spaced out ' });
    expect(company).toMatchObject({ loginEmail: 'anna@acme.example', emailForReceivingResults: 'anna@acme.example', hashedPassword: ' spaced out ' });
  });

  it('given a separate results address, then it is the results e-mail', () => {
    expect(registrationBody({ ...filled, sameEmail: false, resultsEmail: 'hr@acme.example' }).company.emailForReceivingResults).toBe('hr@acme.example');
  });

  it("given the browser's time zone, then it is sent as the company's", () => {
    expect(registrationBody(filled, 'Europe/Stockholm').company.timeZone).toBe('Europe/Stockholm');
    expect(registrationBody(filled).company.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('given Svenska chosen as the company’s language, then it is sent as the company’s language', () => {
    expect(registrationBody({ ...filled, language: 'sv' }).company.language).toBe('sv');
    expect(registrationBody(filled).company.language).toBe('en');
  });

  it('given own texts, then every one is sent; given the default texts, then only the own texts that are not blank are kept', () => {
    const texts = [{ text: 'One' }, { text: ' ' }, { text: 'Three' }];
    expect(registrationBody({ ...filled, texts }).texts).toEqual(['One', ' ', 'Three']);
    expect(registrationBody({ ...filled, texts, isDefaultTexts: true })).toMatchObject({ company: { isDefaultCb: true }, texts: ['One', 'Three'] });
  });
});
