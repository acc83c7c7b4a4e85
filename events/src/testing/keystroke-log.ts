import { digraphReference } from '../applicant/digraph-reference.ts';
import { backspace, type Keystroke } from '../typing/scoring.ts';
import { mulberry32 } from './keystroke-corpus/random.ts';

export interface HumanLogOptions {
  /** Mean milliseconds between keys (120 ms is 100 WPM). */
  msPerKey?: number;
  /**
   * How much the intervals vary: the spread (sigma) of their logarithm, as people's intervals are
   * right-skewed, log-normal-like (docs/decisions/0013-server-scores-and-judges-tests.md). 0 types like a metronome.
   */
  jitter?: number;
  /** Where a typo is made (and put right with Backspace): indexes of the text's characters (code points). */
  typosAt?: readonly number[];
  /**
   * Seed of the interval variation, so a test's log is the same every run. Without one, each log
   * of a test run gets a seed of its own (in the same order every run): two applicants never share
   * a rhythm, as two people never do (a shared one is refused as a copy, keystroke-fingerprint.ts).
   */
  seed?: number;
  /** The first key's time. */
  startAt?: number;
}

let nextSeed = 1_000;

/** A normally distributed number (Box-Muller) from two uniform ones. */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/**
 * The keystroke log of a person typing `text` to the end: uneven human intervals, and a wrong key
 * then Backspace wherever `typosAt` says. One key per character (code point: an emoji is one key),
 * as the browser's typing screen records it.
 */
export function humanKeystrokeLog(text: string, options: HumanLogOptions = {}): Keystroke[] {
  const { msPerKey = 120, jitter = 0.35, typosAt = [], seed = nextSeed++, startAt = 0 } = options;
  // Varied but repeatable intervals.
  const random = mulberry32(seed);
  const characters = [...text];
  // People are quicker at some letter pairs and slower at others (the judge flags a log whose pace
  // does not follow its letters: events/src/applicant/judge-stage.ts): each interval follows
  // everyone's pace for its pair, scaled so that the intervals still average msPerKey. Less so as
  // `jitter` goes under the default: a typist asked for near-metronome keys gets them.
  const pairWeight = Math.min(1, jitter / 0.35);
  const paceOf = (index: number) => Math.exp(pairWeight * (digraphReference[`${characters[index - 1]}${characters[index]}`] ?? 0));
  const paces = characters.map((_, index) => (index === 0 ? 1 : paceOf(index)));
  const scale = paces.length > 1 ? (paces.length - 1) / paces.slice(1).reduce((a, b) => a + b, 0) : 1;
  const log: Keystroke[] = [];
  let at = startAt;
  const press = (key: string, pace: number) => {
    log.push({ key, at });
    // Log-normal with mean msPerKey: exp(sigma z - sigma^2 / 2) averages 1.
    at += Math.max(1, Math.round(msPerKey * scale * pace * Math.exp(jitter * normal(random) - (jitter * jitter) / 2)));
  };
  characters.forEach((character, index) => {
    const pace = paces[index + 1] ?? 1;
    if (typosAt.includes(index)) {
      press(character === 'x' ? 'z' : 'x', 1);
      press(backspace, 1);
    }
    press(character, pace);
  });
  return log;
}
