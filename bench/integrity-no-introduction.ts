/**
 * `npm run integrity:no-introduction`: the part of `npm run integrity` (bench/integrity.ts) that
 * docs/decisions/0076-no-introduction-flagged.md changed, measured on its own (the whole run takes
 * long on a shared machine): the honest real typists, each with their stand-in introduction, and
 * the speed-up replay with and without the introduction, on the real typists' held-out even pids
 * and on the simulated corpora.
 */
import { resolve } from 'node:path';
import type { ForgeryKind } from '../events/src/testing/keystroke-corpus/forged.ts';
import { corpora, measureCorpus, type ForgedRates, type HonestRates } from '../events/src/testing/keystroke-corpus/measure.ts';
import { measureRealCorpus } from '../events/src/testing/keystroke-corpus/measure-real.ts';
import { isReferenceTypist, readRealTypists, realCorpusPath } from '../events/src/testing/keystroke-corpus/reference-corpus.ts';

const kinds: readonly ForgeryKind[] = ['speedUpReplay', 'speedUpReplayWithoutIntroduction'];
const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);
const flags = (counts: Partial<Record<string, number>>) =>
  Object.entries(counts)
    .map(([flag, n]) => `${flag} ${n}`)
    .join(', ') || '-';

function report(name: string, honest: HonestRates, forged: Partial<Record<ForgeryKind, ForgedRates>> | null): void {
  console.log(
    `${name}: honest ${honest.applicants}, tests refused ${honest.testsRefused}, flagged ${percent(honest.applicantsFlagged, honest.applicants)} (${flags(honest.applicantsByFlag)})`,
  );
  for (const kind of forged ? kinds : []) {
    const r = forged?.[kind];
    if (r) console.log(`  ${kind}: ${r.applicants} forged, caught ${percent(r.refused + r.flaggedOnly, r.applicants)}; flags ${flags(r.flags)}`);
  }
}

const started = Date.now();
const typists = readRealTypists(realCorpusPath(resolve(import.meta.dirname, '..')));
if (typists) {
  report('real, all pids', measureRealCorpus(typists, 0).honest, null);
  const heldOut = typists.filter((typist) => !isReferenceTypist(typist));
  const rates = measureRealCorpus(heldOut, 100, 1, kinds);
  report('real, even pids (held out)', rates.honest, rates.forged);
}
for (const spec of corpora) {
  const { honest, forged } = measureCorpus(spec, kinds);
  report(`simulated, seed ${spec.seed}`, honest, forged);
}
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
