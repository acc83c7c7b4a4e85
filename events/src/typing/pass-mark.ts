import { z } from 'zod';
import { catalogueKey } from '../i18n/issue-words.ts';

/**
 * The company's pass mark: the least WPM and the least accuracy (a percentage, to a tenth: 92.5)
 * a result needs to pass. Either may be unset; when both are, the company has no pass mark and results are
 * neither passed nor not passed. A result passes when it meets every limit that is set (a limit
 * is inclusive: 60 WPM passes a minimum of 60).
 */
export const passMarkSchema = z.object({
  minimumWpm: z.number().int().min(0).max(400).nullable(),
  minimumAccuracy: z
    .number(catalogueKey('input.accuracyPercentage'))
    .min(0, catalogueKey('input.accuracyPercentage'))
    .max(100, catalogueKey('input.accuracyPercentage'))
    // A tenth at most: 92.5 is typed as it is meant; 92.25 is no pass mark anyone types.
    .refine((accuracy) => Math.abs(accuracy * 10 - Math.round(accuracy * 10)) < 1e-6, catalogueKey('input.accuracyPercentage'))
    .nullable(),
});
export type PassMark = z.infer<typeof passMarkSchema>;

export const noPassMark: PassMark = { minimumWpm: null, minimumAccuracy: null };

export const passMarkVerdicts = ['passed', 'notPassed'] as const;
export type PassMarkVerdict = (typeof passMarkVerdicts)[number];

/** True when the company has set at least one limit. */
export function hasPassMark(passMark: PassMark): boolean {
  return passMark.minimumWpm !== null || passMark.minimumAccuracy !== null;
}

/** Which limits of the pass mark a result falls short of: the speed, the accuracy, both or neither (a limit not set is never missed). */
export function missedLimits(result: { wpm: number; accuracy: number }, passMark: PassMark): { wpm: boolean; accuracy: boolean } {
  return {
    wpm: passMark.minimumWpm !== null && result.wpm < passMark.minimumWpm,
    accuracy: passMark.minimumAccuracy !== null && result.accuracy < passMark.minimumAccuracy,
  };
}

/**
 * 'passed' or 'notPassed' against the pass mark, or null when none is set. The read side judges
 * the same rule in SQL (api/src/features/applicants/history.ts) so that lists page and filter on
 * it; keep the two alike.
 */
export function passMarkVerdict(result: { wpm: number; accuracy: number }, passMark: PassMark): PassMarkVerdict | null {
  if (!hasPassMark(passMark)) return null;
  const missed = missedLimits(result, passMark);
  return missed.wpm || missed.accuracy ? 'notPassed' : 'passed';
}
