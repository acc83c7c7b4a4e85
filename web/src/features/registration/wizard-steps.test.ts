import { describe, expect, it } from 'vitest';
import { emptyRegistration, type RegistrationFields } from './registration-fields.ts';
import { allowedStep } from './wizard-steps.ts';

const withDetails: RegistrationFields = {
  ...emptyRegistration,
  contactName: 'Anna Berg',
  companyName: 'Acme AB',
  vatNo: 'SE556677889901',
  address: 'Storgatan 1',
  postCode: '111 22 Stockholm',
};
const withTexts: RegistrationFields = { ...withDetails, texts: [{ text: 'Our text.' }] };

describe('which step a history entry may show', () => {
  it('given nothing typed (a reload forgets it), when a later step is asked for, then the details step', () => {
    expect(allowedStep('textConfig', emptyRegistration, false)).toBe('details');
    expect(allowedStep('register', emptyRegistration, false)).toBe('details');
  });

  it('given the details but an empty text box, when the register step is asked for, then the text-config step', () => {
    expect(allowedStep('register', withDetails, false)).toBe('textConfig');
  });

  it('given every earlier step done, then the step asked for', () => {
    expect(allowedStep('details', withTexts, false)).toBe('details');
    expect(allowedStep('textConfig', withTexts, false)).toBe('textConfig');
    expect(allowedStep('register', withTexts, false)).toBe('register');
  });

  it('given no registration yet, when finished is asked for, then not finished', () => {
    expect(allowedStep('finished', withTexts, false)).toBe('register');
  });

  it('given a registration, when any step is asked for, then finished (no going back from it)', () => {
    for (const step of ['details', 'textConfig', 'register', 'finished'] as const) expect(allowedStep(step, emptyRegistration, true)).toBe('finished');
  });
});
