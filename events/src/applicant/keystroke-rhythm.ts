import { backspace, type Keystroke } from '../typing/scoring.ts';

/**
 * Measures of how a log's timing relates to what was typed, for the integrity judge
 * (judge-stage.ts, which holds the thresholds and why): how long keys were held, how the pace of
 * letter pairs follows everyone's (digraph-reference.ts), and how words are typed against the
 * spaces between them. Pure: no DOM, no Node.
 */

/** Intervals this long or longer (reading, a frozen page) say nothing about rhythm: judge-stage.ts's pauseMs. */
const rhythmPauseMs = 3_000;

/** One typing interval with the two characters it runs between: `pair` is the earlier key and the later. */
export interface PairInterval {
  pair: string;
  ms: number;
}

/** Intervals between two consecutive keys that both typed a character, under a pause, with their pair of characters. */
export function pairIntervals(keystrokes: readonly Keystroke[]): PairInterval[] {
  const result: PairInterval[] = [];
  for (let i = 1; i < keystrokes.length; i++) {
    const previous = keystrokes[i - 1];
    const current = keystrokes[i];
    if (!previous || !current || previous.key === backspace || current.key === backspace) continue;
    const ms = current.at - previous.at;
    if (ms > 0 && ms < rhythmPauseMs) result.push({ pair: previous.key + current.key, ms });
  }
  return result;
}

function median(values: readonly number[]): number {
  // A typed array sorts numbers as numbers, without a comparator called at every step: several times quicker.
  const sorted = Float64Array.from(values).sort();
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Each interval's pace against the log's own: ln(interval / the log's median interval), kept
 * within +/-2 (a pause or a rollover would otherwise outweigh everything else). A person's pace
 * over a whole test drops out, so people of any speed compare with one table.
 */
export function relativePaces(keystrokes: readonly Keystroke[]): { pair: string; pace: number }[] {
  const intervals = pairIntervals(keystrokes);
  if (intervals.length === 0) return [];
  const typical = Math.log(median(intervals.map(({ ms }) => ms)));
  return intervals.map(({ pair, ms }) => ({ pair, pace: Math.max(-2, Math.min(2, Math.log(ms) - typical)) }));
}

/** A log's relative paces (relativePaces), worked out once and held against the reference table for each rule that reads them. */
export type PacedLog = readonly { pair: string; pace: number }[];

/**
 * The reference table as a Map, made once per table: the judge looks up every interval's pair in
 * it several times a test, and a Map's lookup of a fresh string is cheaper than an object's.
 */
const referenceMaps = new WeakMap<Readonly<Record<string, number>>, ReadonlyMap<string, number>>();
function referenceMap(reference: Readonly<Record<string, number>>): ReadonlyMap<string, number> {
  let map = referenceMaps.get(reference);
  if (map === undefined) {
    map = new Map(Object.entries(reference));
    referenceMaps.set(reference, map);
  }
  return map;
}

/** What `only` said of each pair the table knows (a bounded set: the table's), so a rule's test of a pair runs once, not at every interval. */
const onlyAnswers = new WeakMap<(pair: string) => boolean, Map<string, boolean>>();
function keeps(only: (pair: string) => boolean, pair: string): boolean {
  let answers = onlyAnswers.get(only);
  if (answers === undefined) {
    answers = new Map();
    onlyAnswers.set(only, answers);
  }
  let kept = answers.get(pair);
  if (kept === undefined) {
    kept = only(pair);
    answers.set(pair, kept);
  }
  return kept;
}

/**
 * How closely the logs' letter-pair paces follow a reference table of everyone's (Pearson's r
 * between each interval's relative pace and its pair's reference pace), over the intervals whose
 * pair the table knows and `only` keeps; `intervals` is how many those were. Each log's kept paces
 * are measured against their own median, so tests of one applicant at different speeds pool fairly.
 * The logs come as their relative paces (relativePaces), so a log read by several rules is paced once.
 */
export function pairPaceCorrelation(
  logs: readonly PacedLog[],
  reference: Readonly<Record<string, number>>,
  only: (pair: string) => boolean = () => true,
): { r: number; intervals: number } {
  const table = referenceMap(reference);
  const own: number[] = [];
  const everyones: number[] = [];
  for (const paced of logs) {
    const kept: { pace: number; everyones: number }[] = [];
    for (const { pair, pace } of paced) {
      const known = table.get(pair);
      if (known !== undefined && keeps(only, pair)) kept.push({ pace, everyones: known });
    }
    const typical = median(kept.map(({ pace }) => pace));
    for (const { pace, everyones: known } of kept) {
      own.push(pace - typical);
      everyones.push(known);
    }
  }
  const n = own.length;
  if (n < 2) return { r: 0, intervals: n };
  const meanOwn = own.reduce((a, b) => a + b, 0) / n;
  const meanEveryones = everyones.reduce((a, b) => a + b, 0) / n;
  let products = 0;
  let ownSquares = 0;
  let everyonesSquares = 0;
  for (let i = 0; i < n; i++) {
    const a = (own[i] ?? 0) - meanOwn;
    const b = (everyones[i] ?? 0) - meanEveryones;
    products += a * b;
    ownSquares += a * a;
    everyonesSquares += b * b;
  }
  // No spread at all (a metronome) relates to nothing.
  const r = ownSquares === 0 || everyonesSquares === 0 ? 0 : products / Math.sqrt(ownSquares * everyonesSquares);
  return { r, intervals: n };
}

/** Whether a pair is two letters, typed within a word: its pace is the fingers', not a pause at a word's or sentence's end. */
export const withinWord = (pair: string) => /^\p{L}\p{L}$/u.test(pair);

const isLetter = (character: string) => /\p{L}/u.test(character);

/** Where a pair sits in the words: two letters (within a word), to or from a space (between words), or neither. */
function placeOf(pair: string): 'within' | 'between' | undefined {
  const [first = '', second = ''] = [...pair];
  if (isLetter(first) && isLetter(second)) return 'within';
  return first === ' ' || second === ' ' ? 'between' : undefined;
}

/** placeOf's answers, each pair's worked out once: a text has a few hundred pairs, a log thousands of intervals. Bounded, as the keys are the applicant's. */
const places = new Map<string, 'within' | 'between' | undefined>();
const maxPlaces = 10_000;

/**
 * How words are typed against the spaces between them: the median interval between two letters
 * (within a word), the median interval to or from a space (between words), and how many of each.
 */
export function wordRhythm(keystrokes: readonly Keystroke[]): { withinMs: number; betweenMs: number; within: number; between: number } {
  const within: number[] = [];
  const between: number[] = [];
  for (const { pair, ms } of pairIntervals(keystrokes)) {
    let place = places.get(pair);
    if (place === undefined && !places.has(pair)) {
      place = placeOf(pair);
      if (places.size < maxPlaces) places.set(pair, place);
    }
    if (place === 'within') within.push(ms);
    else if (place === 'between') between.push(ms);
  }
  return { withinMs: median(within), betweenMs: median(between), within: within.length, between: between.length };
}

/** How long each key with a release was held (`up - at`), in the order pressed. */
export function holdTimes(keystrokes: readonly Keystroke[]): number[] {
  const holds: number[] = [];
  for (const keystroke of keystrokes) if (keystroke.up !== undefined) holds.push(keystroke.up - keystroke.at);
  return holds;
}
