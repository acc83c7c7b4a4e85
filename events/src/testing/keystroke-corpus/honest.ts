import { digraphReference } from '../../applicant/digraph-reference.ts';
import { backspace, charactersOf, type Keystroke } from '../../typing/scoring.ts';
import { hashString, type Random } from './random.ts';

/**
 * Honest applicants: a seeded generator of people typing, fitted to published keystroke data.
 *
 * - Speed across people: log-normal fitted to Dhakal, Feit, Kristensson and Oulasvirta,
 *   "Observations on Typing from 136 Million Keystrokes", CHI 2018 (168,000 typists): mean 51.56
 *   WPM, SD 20.20, so sigma = sqrt(ln(1 + (20.20/51.56)^2)) = 0.378 and median 48.1 WPM; plus a
 *   share of the slowest (15-25 WPM) and fastest (120-170 WPM), whom the judge must spare most.
 * - Inter-key intervals within a person: log-normal (right-skewed). In the public raw sample of
 *   that study the press-to-press intervals within a sentence have p10 88, p50 171, p90 396 ms
 *   (p90/p50 = 2.3, a log-sigma near 0.65 across people); the HOW-WE-TYPE data (Feit, Weir and
 *   Oulasvirta, CHI 2016, 30 typists) p10 92, p50 155, p90 342 ms. Within one person the spread is
 *   narrower: sigma 0.25-0.6 here, plus the letter-pair effects below.
 * - Pace by letter pair: each pair has a factor shared by everyone (Dhakal et al.: pairs typed by
 *   different hands or fingers predict speed), real typists' where the judge's table has the pair
 *   (applicant/digraph-reference.ts), and a person's own deviation from it; elsewhere capitals
 *   (Shift), digits and punctuation are slower.
 * - Holds: each key held a person's own typical time (60-150 ms, log-sigma 0.25 key to key; the
 *   real corpus's median holds run 52-198 ms), released after the next key is pressed or not;
 *   the last key is sent before its release, as the page does, and a held key's repeats share the
 *   first press's release.
 * - Typos fixed with Backspace, most noticed within a few characters (Dhakal et al.: most errors
 *   are corrected; about 1-6% of keys are errors), some left in; sometimes erased by holding
 *   Backspace (the operating system repeats it every 25-50 ms after a 250-600 ms delay).
 * - Pauses after words; occasional key rollover (two presses 0-5 ms apart); now and then a
 *   2-3 s freeze of the page, during which the person stops typing.
 */

export interface HonestCorpusParameters {
  /** Share of applicants at the slowest speeds (about 15-25 WPM once their corrections are counted). */
  slowShare: number;
  /** Share at the fastest (about 130-170 WPM once their corrections are counted). */
  fastShare: number;
  /** Range of a person's log-sigma of intervals. */
  logSigma: readonly [number, number];
  /** Range of a person's chance of a wrong key per character. */
  errorRate: readonly [number, number];
  /** Range of a person's chance of pausing after a word. */
  pauseRate: readonly [number, number];
  /** Range of a person's chance that a key follows the previous within 0-5 ms (rollover). */
  rolloverRate: readonly [number, number];
  /** Chance that a correction is made by holding Backspace. */
  heldBackspaceShare: number;
  /** Chance that the browser marks a held key's repeats (`event.repeat`); otherwise the log does not say. */
  repeatMarkedShare: number;
  /** Chance that a test has a 2-3 s freeze of the page. */
  freezeChance: number;
}

/** The parameters the judge was tuned on. */
export const tuningParameters: HonestCorpusParameters = {
  slowShare: 0.05,
  fastShare: 0.05,
  logSigma: [0.25, 0.6],
  errorRate: [0.01, 0.05],
  pauseRate: [0.02, 0.1],
  rolloverRate: [0, 0.02],
  heldBackspaceShare: 0.3,
  repeatMarkedShare: 0.7,
  freezeChance: 0.1,
};

/** Held-out parameters, never looked at while tuning: more extremes, messier typing. */
export const heldOutParameters: HonestCorpusParameters = {
  slowShare: 0.15,
  fastShare: 0.15,
  logSigma: [0.2, 0.7],
  errorRate: [0.005, 0.08],
  pauseRate: [0.01, 0.2],
  rolloverRate: [0, 0.04],
  heldBackspaceShare: 0.5,
  repeatMarkedShare: 0.3,
  freezeChance: 0.3,
};

export interface TypistProfile {
  seed: number;
  /** The speed the person types at when nothing goes wrong. */
  wpm: number;
  logSigma: number;
  /** How far the person's letter-pair factors stray from everyone's. */
  ownPairSpread: number;
  errorRate: number;
  pauseRate: number;
  rolloverRate: number;
  heldBackspaceShare: number;
  repeatMarked: boolean;
  /** Auto-repeat of a held key: first repeat after this delay, then one every this interval. */
  repeatDelayMs: number;
  repeatIntervalMs: number;
  freezeChance: number;
  /** The person's typical hold of a key, from press to release. */
  holdMs: number;
}

/** The widest log-sigma of a typist above 100 WPM. */
const fastTypistMaxLogSigma = 0.45;

export function typistProfile(random: Random, parameters: HonestCorpusParameters): TypistProfile {
  const roll = random.next();
  const wpm =
    roll < parameters.slowShare
      ? random.between(18, 28)
      : roll < parameters.slowShare + parameters.fastShare
        ? random.between(135, 195)
        : Math.min(160, Math.max(15, 48.1 * Math.exp(0.378 * random.normal())));
  return {
    seed: random.integer(0, 2 ** 31),
    wpm,
    // Fast typists are taken to vary less: with the widest spread at 150+ WPM a person would type
    // 20-key stretches at 400 WPM, which no recorded typist does.
    logSigma: Math.min(random.between(...parameters.logSigma), wpm > 100 ? fastTypistMaxLogSigma : Infinity),
    ownPairSpread: random.between(0.05, 0.2),
    errorRate: random.between(...parameters.errorRate),
    pauseRate: random.between(...parameters.pauseRate),
    rolloverRate: random.between(...parameters.rolloverRate) * (wpm > 80 ? 1.5 : 0.5),
    heldBackspaceShare: parameters.heldBackspaceShare,
    repeatMarked: random.chance(parameters.repeatMarkedShare),
    repeatDelayMs: random.between(250, 600),
    repeatIntervalMs: random.between(25, 50),
    freezeChance: parameters.freezeChance,
    // From a stream of its own, so the corpora from before holds were recorded keep their people.
    holdMs: random.fork('hold').between(60, 150),
  };
}

/** A standard-normal number fixed by a label: the same pair gets the same factor every time. */
function fixedNormal(label: string): number {
  const u = (hashString(label) + 0.5) / 4294967296;
  const v = (hashString(`${label}#`) + 0.5) / 4294967296;
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const isLetter = (c: string) => /\p{L}/u.test(c);
const isUpper = (c: string) => c !== c.toLowerCase();

/** How much slower than the person's median a key is after `previous`: everyone's pair factor, the person's own, and the key's kind. */
function pairFactor(previous: string, next: string, profile: TypistProfile): number {
  const own = profile.ownPairSpread * fixedNormal(`${profile.seed}:${previous}${next}`);
  // Real typists' pace for the pair where the judge's table has it (it already holds Shift, the space and the same key twice).
  const everyones = digraphReference[`${previous}${next}`];
  if (everyones !== undefined) return Math.exp(everyones + own);
  const pair = `${previous.toLowerCase()}${next.toLowerCase()}`;
  let factor = Math.exp(0.3 * fixedNormal(pair) + profile.ownPairSpread * fixedNormal(`${profile.seed}:${pair}`));
  if (isUpper(next))
    factor *= 1.6; // Shift first
  else if (!isLetter(next) && next !== ' ') factor *= 1.4; // digits and punctuation sit further away
  if (next === ' ' && isLetter(previous)) factor *= 0.9;
  if (previous === ' ' && isLetter(next)) factor *= 1.1;
  if (previous === next) factor *= 0.85;
  return factor;
}

/** A key near `character` on the keyboard: a typo. */
function wrongKeyFor(character: string, random: Random): string {
  const rows = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
  const lower = character.toLowerCase();
  for (const row of rows) {
    const index = row.indexOf(lower);
    if (index >= 0) {
      const neighbour = row[index + (index === 0 || (index < row.length - 1 && random.chance(0.5)) ? 1 : -1)] ?? 'x';
      return isUpper(character) ? neighbour.toUpperCase() : neighbour;
    }
  }
  return character === ' ' ? random.pick(['n', 'b', 'v']) : random.pick(['a', 'e', 'o']);
}

/** The log with each key's release (`up`), as the page records them: none for a held key's repeats, nor for the last key (sent before it is released). */
function withReleases(log: readonly Keystroke[], profile: TypistProfile, random: Random): Keystroke[] {
  const isRepeat = (index: number) => {
    const keystroke = log[index];
    const previous = log[index - 1];
    return keystroke?.repeat === true || (keystroke?.key === backspace && previous?.key === backspace && keystroke.at - previous.at <= 60);
  };
  return log.map((keystroke, index) => {
    if (isRepeat(index) || index === log.length - 1) return keystroke;
    let hold = random.logNormal(profile.holdMs, 0.25);
    // A held Backspace is released after its repeats.
    for (let next = index + 1; isRepeat(next); next++) hold = (log[next]?.at ?? 0) - keystroke.at + random.between(5, 30);
    return { ...keystroke, up: Math.round(keystroke.at + hold) };
  });
}

export interface TypedTest {
  keystrokes: Keystroke[];
  /** The milliseconds from issue to sending: reading the text first, then the typing. */
  msSinceIssued: number;
}

/** One person typing `text` to its end, as the browser records it (it stops at the text's last character). */
export function typeTest(text: string, profile: TypistProfile, random: Random): TypedTest {
  const characters = charactersOf(text);
  const median = 12_000 / profile.wpm / 1.3; // net WPM loses to corrections, pauses and the long tail of intervals
  const log: Keystroke[] = [];
  const startAt = random.between(1_500, 30_000);
  let at = startAt;
  let previous = '';
  let rolledOver = false;
  let drift = 0; // a person's pace wanders a little from key to key (AR(1) on the log-interval)
  const freezeAt = random.chance(profile.freezeChance) ? random.integer(5, Math.max(5, characters.length - 5)) : -1;

  const emit = (key: string, repeat = false) => {
    const time = Math.max(Math.round(at), log.at(-1)?.at ?? 0);
    log.push(repeat ? { key, at: time, repeat } : { key, at: time });
  };
  const advance = (next: string) => {
    if (log.length === 0) return;
    // Rollover: two different keys pressed together, never three (the key after a rollover follows as usual).
    if (previous !== backspace && previous !== next && !rolledOver && random.chance(profile.rolloverRate)) {
      at += random.between(0, 5);
      rolledOver = true;
      return;
    }
    rolledOver = false;
    drift = 0.2 * drift + profile.logSigma * random.normal();
    const base = previous === backspace ? median * 1.3 : median * pairFactor(previous, next, profile);
    at += base * Math.exp(drift);
  };

  let index = 0;
  while (index < characters.length && log.length < 5_000) {
    const character = characters[index] ?? '';
    advance(character);
    if (previous === ' ' && random.chance(profile.pauseRate)) at += Math.min(6_000, random.logNormal(900, 0.6));
    if (index === freezeAt) {
      at += random.between(2_000, 3_000);
      previous = '';
    }
    const typedBefore = index;
    if (index < characters.length - 1 && random.chance(profile.errorRate)) {
      const wrong = wrongKeyFor(character, random);
      emit(wrong);
      previous = wrong;
      if (!random.chance(0.85)) {
        index++; // not noticed: left in
        continue;
      }
      // Noticed after a few more characters (never so late that the text would end first).
      const more = Math.min(random.pick([0, 0, 0, 0, 1, 1, 2, 3]), characters.length - 2 - index);
      for (let j = 1; j <= more; j++) {
        const next = characters[index + j] ?? '';
        advance(next);
        emit(next);
        previous = next;
      }
      const typed = typedBefore + 1 + more;
      at += random.logNormal(350, 0.4); // seeing the mistake
      let erase = more + 1;
      if (random.chance(profile.heldBackspaceShare)) {
        // Held Backspace: one press, then the operating system's repeats; released a little late or early.
        erase = Math.min(typed, erase + random.integer(0, 6));
        emit(backspace);
        for (let k = 1; k < erase; k++) {
          at += k === 1 ? profile.repeatDelayMs : profile.repeatIntervalMs * random.between(0.97, 1.03);
          emit(backspace, profile.repeatMarked);
        }
      } else {
        for (let k = 0; k < erase; k++) {
          if (k > 0) at += random.logNormal(Math.max(90, median * 0.9), 0.3);
          emit(backspace);
        }
      }
      previous = backspace;
      index = typed - erase;
      continue;
    }
    emit(character);
    previous = character;
    index++;
  }
  // The page's clock starts about when the text is issued; the log is sent a moment after its last key.
  return { keystrokes: withReleases(log, profile, random.fork(`holds:${startAt}`)), msSinceIssued: Math.round((log.at(-1)?.at ?? startAt) + random.between(200, 3_000)) };
}
