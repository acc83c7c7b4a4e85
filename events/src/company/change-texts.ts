import type { EventOf } from '../catalogue.ts';
import type { CompanyState } from './company-state.ts';
import { registered } from './errors.ts';

export interface ChangeTexts {
  isDefaultTexts: boolean;
  texts: readonly string[];
}

const sameTexts = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((text, index) => text === b[index]);

/**
 * Decide: Manage your texts saved. Choosing the default texts keeps the company's own texts as
 * they are (whatever the read-only screen sent), so unticking the box later brings them back.
 * Nothing different, nothing recorded.
 */
export function changeTexts(state: CompanyState | undefined, command: ChangeTexts): EventOf<'TextsChanged'>[] {
  const company = registered(state);
  const texts = command.isDefaultTexts ? company.texts : [...command.texts];
  if (command.isDefaultTexts === company.isDefaultTexts && sameTexts(texts, company.texts)) return [];
  return [{ type: 'TextsChanged', data: { companyId: company.companyId, isDefaultTexts: command.isDefaultTexts, texts } }];
}
