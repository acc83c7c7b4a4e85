/**
 * `npm run integrity`: how the judge (events/src/applicant/judge-stage.ts) does on corpora of
 * honest and forged applicants kept in the repository (events/src/testing/keystroke-corpus/),
 * each applicant's three tests judged through finishStage as production judges them. Prints, per
 * corpus: honest tests refused, honest applicants flagged, and per forgery kind the forged
 * applicants refused or flagged. Targets (docs/decisions/0020-judge-measured-on-corpora.md): no honest test refused, at most
 * 1% of honest applicants flagged, at least 95% of forged applicants refused or flagged.
 * INTEGRITY_HONEST and INTEGRITY_FORGED scale the corpora (applicants; forged per kind).
 */
import { corpora, measureCorpus, type CorpusRates } from '../events/src/testing/keystroke-corpus/measure.ts';

const honestApplicants = process.env.INTEGRITY_HONEST ? Number(process.env.INTEGRITY_HONEST) : undefined;
const forgedPerKind = process.env.INTEGRITY_FORGED ? Number(process.env.INTEGRITY_FORGED) : undefined;

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(2)}%`);
const tally = (counts: Partial<Record<string, number>>) =>
  Object.entries(counts)
    .map(([key, n]) => `${key} ${n}`)
    .join(', ') || '-';

function print(rates: CorpusRates): { forged: number; caught: number } {
  const { spec, honest, forged } = rates;
  const wpms = [...honest.wpms].sort((a, b) => a - b);
  console.log(`\n## ${spec.name}`);
  console.log(`honest: ${honest.applicants} applicants, ${honest.tests} tests, ${wpms[0]}-${wpms.at(-1)} WPM (median ${wpms[Math.floor(wpms.length / 2)]})`);
  console.log(`  tests refused:      ${honest.testsRefused} (${percent(honest.testsRefused, honest.tests)})  ${tally(honest.refusals)}`);
  console.log(`  applicants flagged: ${honest.applicantsFlagged} (${percent(honest.applicantsFlagged, honest.applicants)})  ${tally(honest.flags)}`);
  console.log('forged, per kind: applicants, refused, flagged (not refused), caught');
  let total = 0;
  let caught = 0;
  for (const [kind, r] of Object.entries(forged)) {
    total += r.applicants;
    caught += r.refused + r.flaggedOnly;
    console.log(
      `  ${kind.padEnd(20)} ${String(r.applicants).padStart(5)} ${String(r.refused).padStart(5)} ${String(r.flaggedOnly).padStart(5)}  ${percent(r.refused + r.flaggedOnly, r.applicants).padStart(7)}  refused: ${tally(r.refusals)}; flags: ${tally(r.flags)}`,
    );
  }
  console.log(`  ${'all kinds'.padEnd(20)} ${String(total).padStart(5)} ${''.padStart(11)}  ${percent(caught, total).padStart(7)}`);
  return { forged: total, caught };
}

const started = Date.now();
for (const spec of corpora) print(measureCorpus({ ...spec, honestApplicants: honestApplicants ?? spec.honestApplicants, forgedPerKind: forgedPerKind ?? spec.forgedPerKind }));
console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
