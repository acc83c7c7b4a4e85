/**
 * `npm run integrity`: how the judge (events/src/applicant/judge-stage.ts) does on real typists and
 * on corpora of simulated honest and forged applicants kept in the repository
 * (events/src/testing/keystroke-corpus/), each applicant's three tests judged through finishStage
 * as production judges them. Prints, per corpus: honest tests refused, honest applicants flagged
 * (and by which flag), and per forgery kind the forged applicants refused or flagged. Targets
 * (docs/decisions/0048-rhythm-against-the-text.md): no honest test refused, at most 0.5% of honest
 * applicants flagged, at least 95% of forged applicants refused or flagged.
 *
 * The real typists are read from INTEGRITY_CORPUS (default: ../shared/corpus/typists-train.jsonl.gz
 * beside the repository); without the file that section is skipped. Their figures are from the
 * public sample of Dhakal, Feit, Kristensson and Oulasvirta, "Observations on Typing from 136
 * Million Keystrokes", CHI 2018. The judge's letter-pair table was built from the odd pids, so the
 * even pids are the held-out half.
 *
 * INTEGRITY_HONEST and INTEGRITY_FORGED scale the simulated corpora (applicants; forged per kind);
 * INTEGRITY_REAL_FORGED the forged per kind on the real typists' texts.
 */
import { resolve } from 'node:path';
import { forgeryKindsTunedOn, type ForgeryKind } from '../events/src/testing/keystroke-corpus/forged.ts';
import { corpora, measureCorpus, type ForgedRates, type HonestRates } from '../events/src/testing/keystroke-corpus/measure.ts';
import { measureIntroduction, type IntroductionRates } from '../events/src/testing/keystroke-corpus/measure-introduction.ts';
import { measureRealCorpus } from '../events/src/testing/keystroke-corpus/measure-real.ts';
import type { RealTypist } from '../events/src/testing/keystroke-corpus/real-typists.ts';
import { isReferenceTypist, readRealTypists, realCorpusPath } from '../events/src/testing/keystroke-corpus/reference-corpus.ts';

const honestApplicants = process.env.INTEGRITY_HONEST ? Number(process.env.INTEGRITY_HONEST) : undefined;
const forgedPerKind = process.env.INTEGRITY_FORGED ? Number(process.env.INTEGRITY_FORGED) : undefined;
const realForgedPerKind = process.env.INTEGRITY_REAL_FORGED ? Number(process.env.INTEGRITY_REAL_FORGED) : 100;

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(2)}%`);
const tally = (counts: Partial<Record<string, number>>) =>
  Object.entries(counts)
    .map(([key, n]) => `${key} ${n}`)
    .join(', ') || '-';

function printHonest(name: string, honest: HonestRates): void {
  const wpms = [...honest.wpms].sort((a, b) => a - b);
  console.log(`\n### ${name}`);
  console.log(`honest: ${honest.applicants} applicants, ${honest.tests} tests, ${wpms[0]}-${wpms.at(-1)} WPM (median ${wpms[Math.floor(wpms.length / 2)]})`);
  console.log(`  tests refused:      ${honest.testsRefused} (${percent(honest.testsRefused, honest.tests)})  ${tally(honest.refusals)}`);
  console.log(`  applicants flagged: ${honest.applicantsFlagged} (${percent(honest.applicantsFlagged, honest.applicants)})  by flag: ${tally(honest.applicantsByFlag)}`);
}

/** Kinds marked `*` were looked at while the rhythm rules were built (forged.ts, forgeryKindsTunedOn). */
function printForged(forged: Record<ForgeryKind, ForgedRates>): { total: number; caught: number } {
  console.log('forged, per kind (* tuned on): applicants, refused, flagged (not refused), caught');
  let total = 0;
  let caught = 0;
  for (const [kind, r] of Object.entries(forged) as [ForgeryKind, ForgedRates][]) {
    total += r.applicants;
    caught += r.refused + r.flaggedOnly;
    const name = `${kind}${forgeryKindsTunedOn.includes(kind) ? ' *' : ''}`;
    console.log(
      `  ${name.padEnd(23)} ${String(r.applicants).padStart(5)} ${String(r.refused).padStart(5)} ${String(r.flaggedOnly).padStart(5)}  ${percent(r.refused + r.flaggedOnly, r.applicants).padStart(7)}  refused: ${tally(r.refusals)}; flags: ${tally(r.flags)}`,
    );
  }
  console.log(`  ${'all kinds'.padEnd(23)} ${String(total).padStart(5)} ${''.padStart(11)}  ${percent(caught, total).padStart(7)}`);
  return { total, caught };
}

/**
 * The rules against the introduction (measure-introduction.ts): one of a person's tests stands for
 * the introduction, the other two are measured; honest, typed by another real typist, or by a
 * script with the person's own introduction.
 */
function printIntroduction(typists: readonly RealTypist[]): void {
  const { honest, anotherTypist, scripts } = measureIntroduction(typists);
  const line = (name: string, r: IntroductionRates) =>
    console.log(
      `  ${name.padEnd(23)} ${String(r.applicants).padStart(5)}  by the introduction ${percent(r.byIntroduction, r.applicants).padStart(7)}  caught ${percent(r.caught, r.applicants).padStart(7)}`,
    );
  console.log('\n### the introduction as reference, even pids (each test in turn stands for the introduction; the other two measured)');
  line('honest', honest);
  console.log(`  honest flagged by: ${tally(honest.flaggedBy)}`);
  line('another real typist', anotherTypist);
  for (const [kind, r] of Object.entries(scripts)) if (r) line(kind, r);
}

const started = Date.now();
const path = realCorpusPath(resolve(import.meta.dirname, '..'));
const typists = readRealTypists(path);
console.log('## Real typists (Dhakal et al., CHI 2018, public sample: the training corpus)');
if (!typists) console.log(`No real corpus at ${path} (set INTEGRITY_CORPUS): skipped.`);
else {
  const heldOut = typists.filter((typist) => !isReferenceTypist(typist));
  const onHeldOut = measureRealCorpus(heldOut, realForgedPerKind);
  printHonest('even pids (the letter-pair table was not built from them)', onHeldOut.honest);
  if (onHeldOut.forged) printForged(onHeldOut.forged);
  printHonest('all pids (the odd ones built the letter-pair table)', measureRealCorpus(typists, 0).honest);
  printIntroduction(heldOut);
}

console.log('\n## Simulated corpora (events/src/testing/keystroke-corpus)');
for (const spec of corpora) {
  const { honest, forged } = measureCorpus({ ...spec, honestApplicants: honestApplicants ?? spec.honestApplicants, forgedPerKind: forgedPerKind ?? spec.forgedPerKind });
  printHonest(spec.name, honest);
  printForged(forged);
}
console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
