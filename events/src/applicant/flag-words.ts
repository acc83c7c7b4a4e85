import type { TFunction } from 'i18next';
import { stageFlags, type StageFlag } from './events.ts';

/**
 * The employer's words for each flag, in the words of `t` (the reader's translator): the integrity
 * judge's sentence, `integrity.flags.<flag>` in the message catalogue. Looked up once, for code
 * that writes them row after row (the CSV export).
 */
export function flagWords(t: TFunction): Record<StageFlag, string> {
  return Object.fromEntries(stageFlags.map((flag) => [flag, t(`integrity.flags.${flag}`)])) as Record<StageFlag, string>;
}
