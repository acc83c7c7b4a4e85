import { en } from '../i18n/en.ts';
import type { StageFlag } from './events.ts';

/**
 * The employer's words for a flag: the integrity judge's sentence, `integrity.flags.<flag>` in the
 * message catalogue. For code that writes words without a translator at hand (the CSV export);
 * one language today (events/src/i18n/index.ts).
 */
export function flagWords(flag: StageFlag): string {
  return en.integrity.flags[flag];
}
