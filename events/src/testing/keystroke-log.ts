import { backspace, type Keystroke } from '../typing/scoring.ts';

export interface HumanLogOptions {
  /** Mean milliseconds between keys (120 ms is 100 WPM). */
  msPerKey?: number;
  /** Each interval varies by up to this share of the mean, either way, as a person's do. */
  jitter?: number;
  /** Where a typo is made (and put right with Backspace): indexes of the text's characters (code points). */
  typosAt?: readonly number[];
  /** Seed of the interval variation, so a test's log is the same every run. */
  seed?: number;
  /** The first key's time. */
  startAt?: number;
}

/** A small seeded generator (mulberry32): tests get varied but repeatable intervals. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The keystroke log of a person typing `text` to the end: uneven human intervals, and a wrong key
 * then Backspace wherever `typosAt` says. One key per character (code point: an emoji is one key),
 * as the browser's typing screen records it.
 */
export function humanKeystrokeLog(text: string, options: HumanLogOptions = {}): Keystroke[] {
  const { msPerKey = 120, jitter = 0.5, typosAt = [], seed = 1, startAt = 0 } = options;
  const random = seeded(seed);
  const log: Keystroke[] = [];
  let at = startAt;
  const press = (key: string) => {
    log.push({ key, at });
    at += Math.max(1, Math.round(msPerKey * (1 + jitter * (random() * 2 - 1))));
  };
  [...text].forEach((character, index) => {
    if (typosAt.includes(index)) {
      press(character === 'x' ? 'z' : 'x');
      press(backspace);
    }
    press(character);
  });
  return log;
}
