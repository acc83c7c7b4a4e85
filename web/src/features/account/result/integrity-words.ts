import type { StageFlag, StageRefusalReason } from '@typetest/events/applicant';
import type { TFunction } from 'i18next';

/** The employer's sentence for a flag or a refusal: the catalogue's `integrity` words, which the results mail says too. */
export const flagSentence = (t: TFunction, flag: StageFlag): string => t(`integrity.flags.${flag}`);

export const refusalSentence = (t: TFunction, reason: StageRefusalReason): string => t(`integrity.refusals.${reason}`);
