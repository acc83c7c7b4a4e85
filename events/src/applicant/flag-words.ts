import { en } from '../i18n/en.ts';
import type { StageFlag } from './events.ts';

type Words = Record<string, string | undefined>;

/**
 * The employer's words for a flag, from the message catalogue: `integrity.flags.<flag>` (the
 * integrity judge's sentences) where the catalogue has it, else the results list's older
 * `account.history.flags.<flag>`, else the flag's name. One language today (events/src/i18n/index.ts);
 * looked up by hand because the typed `t` takes only keys it already knows.
 */
export function flagWords(flag: StageFlag, catalogue: object = en): string {
  const section = catalogue as { integrity?: { flags?: Words }; account?: { history?: { flags?: Words } } };
  return section.integrity?.flags?.[flag] ?? section.account?.history?.flags?.[flag] ?? flag;
}
