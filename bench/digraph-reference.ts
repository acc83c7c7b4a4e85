/**
 * `npm run integrity:reference`: builds the integrity judge's table of letter-pair paces
 * (events/src/applicant/digraph-reference.ts) from the real corpus's reference half (odd pids:
 * events/src/testing/keystroke-corpus/reference-corpus.ts), read where INTEGRITY_CORPUS says. Per
 * pair: each person's mean relative pace (keystroke-rhythm.ts's relativePaces), averaged over the
 * people who typed it; pairs typed by fewer than `minPeople` people are left out. Only these
 * averages go into the repository, never a log (the study's data is for non-commercial research).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { relativePaces } from '../events/src/applicant/keystroke-rhythm.ts';
import { isReferenceTypist, readRealTypists, realCorpusPath } from '../events/src/testing/keystroke-corpus/reference-corpus.ts';

/** A pair's pace is kept when this many people typed it: fewer, and one person's habit is the table's. */
const minPeople = 5;

const root = resolve(import.meta.dirname, '..');
const path = realCorpusPath(root);
const typists = readRealTypists(path);
if (!typists) {
  console.error(`No real corpus at ${path} (set INTEGRITY_CORPUS).`);
  process.exit(1);
}
const reference = typists.filter(isReferenceTypist);
const byPair = new Map<string, { sum: number; people: number }>();
for (const typist of reference) {
  const own = new Map<string, number[]>();
  for (const test of typist.tests) for (const { pair, pace } of relativePaces(test.log)) own.set(pair, [...(own.get(pair) ?? []), pace]);
  for (const [pair, paces] of own) {
    const entry = byPair.get(pair) ?? { sum: 0, people: 0 };
    entry.sum += paces.reduce((a, b) => a + b, 0) / paces.length;
    entry.people++;
    byPair.set(pair, entry);
  }
}
const table = [...byPair]
  .filter(([, { people }]) => people >= minPeople)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([pair, { sum, people }]) => `  ${JSON.stringify(pair)}: ${(sum / people).toFixed(2)},`);
const source = `/**
 * Everyone's pace for each pair of consecutive characters: the mean over people of ln(interval /
 * the person's median interval in the test), so -0.5 is a pair typed in 0.61 of a person's usual
 * time and 0.5 in 1.65 of it. Built by \`npm run integrity:reference\` (bench/digraph-reference.ts)
 * from ${reference.length} typists (the odd pids of the training corpus) of the public sample of Dhakal,
 * Feit, Kristensson and Oulasvirta, "Observations on Typing from 136 Million Keystrokes", CHI 2018;
 * pairs typed by fewer than ${minPeople} of them are left out. Generated: do not edit by hand.
 */
export const digraphReference: Readonly<Record<string, number>> = {
${table.join('\n')}
};
`;
const target = resolve(root, 'events/src/applicant/digraph-reference.ts');
writeFileSync(target, source);
// In the repository's own style (Biome), so a rebuilt table differs from the last only where its figures do.
execFileSync(resolve(root, 'node_modules/.bin/biome'), ['format', '--write', target], { stdio: 'ignore' });
console.log(`${table.length} pairs from ${reference.length} typists`);
