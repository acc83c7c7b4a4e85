import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { keystrokeLogSchema } from '../../typing/keystroke-log.ts';

/**
 * Real typists' logs, read from a file outside the repository: the training corpus at
 * /work/shared/corpus (its README), drawn from the public sample of Dhakal, Feit, Kristensson and
 * Oulasvirta, "Observations on Typing from 136 Million Keystrokes", CHI 2018. That sample is
 * licensed for non-commercial research only, so none of it is kept in this repository: the judge's
 * reference table (typing/digraph-reference.ts) holds only figures computed from it, and
 * `npm run integrity` reads the file where INTEGRITY_CORPUS says, skipping it when it is absent.
 */
const realTypistSchema = z.object({
  pid: z.number().int(),
  wpm: z.number(),
  tests: z.array(z.object({ text: z.string(), log: keystrokeLogSchema })).min(1),
});

export type RealTypist = z.infer<typeof realTypistSchema>;

/** Every typist in a gzipped JSON-lines file, or null when there is no such file. */
export function readRealTypists(path: string): RealTypist[] | null {
  let raw: Buffer;
  try {
    raw = readFileSync(path);
  } catch {
    return null;
  }
  return gunzipSync(raw)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => realTypistSchema.parse(JSON.parse(line)));
}
