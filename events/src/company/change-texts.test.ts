import { describe, expect, it } from 'vitest';
import { acmeId, acmeRegistered, givenCompany } from './given-company.ts';
import { changeTexts } from './change-texts.ts';
import { CompanyCommandRefused } from './errors.ts';

describe('saving the texts', () => {
  it('given own texts, when different texts are saved, then TextsChanged with them', () => {
    expect(changeTexts(givenCompany(acmeRegistered), { isDefaultTexts: false, texts: ['One', 'Two'] })).toEqual([
      { type: 'TextsChanged', data: { companyId: acmeId, isDefaultTexts: false, texts: ['One', 'Two'] } },
    ]);
  });

  it('given own texts, when the same texts are saved, then nothing is recorded', () => {
    expect(changeTexts(givenCompany(acmeRegistered), { isDefaultTexts: false, texts: ['Our first text.'] })).toEqual([]);
  });

  it('given own texts, when the default texts are chosen, then the own texts are kept for later whatever was sent', () => {
    expect(changeTexts(givenCompany(acmeRegistered), { isDefaultTexts: true, texts: [] })).toEqual([
      { type: 'TextsChanged', data: { companyId: acmeId, isDefaultTexts: true, texts: ['Our first text.'] } },
    ]);
  });

  it('given default texts chosen, when chosen again, then nothing is recorded', () => {
    const company = givenCompany(acmeRegistered, { type: 'TextsChanged', data: { companyId: acmeId, isDefaultTexts: true, texts: ['Our first text.'] } });
    expect(changeTexts(company, { isDefaultTexts: true, texts: ['Something else'] })).toEqual([]);
  });

  it('given no company, when texts are saved, then it is refused', () => {
    expect(() => changeTexts(givenCompany(), { isDefaultTexts: false, texts: ['One'] })).toThrow(CompanyCommandRefused);
  });
});
