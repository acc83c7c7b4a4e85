import { backspace, replayKeystrokes, resultOf, elapsedMs, type Keystroke, type TypingResult } from '../typing/scoring.ts';
import { digraphReference } from './digraph-reference.ts';
import type { FlagPlace, StageFlag, StageRefusalReason } from './events.ts';
import { holdTimes, pairPaceCorrelation, relativePaces, withinWord, wordRhythm } from './keystroke-rhythm.ts';

/**
 * Whether a finished stage's keystroke log can be a person typing the issued text, judged by the
 * server from the log, and the applicant's earlier tests where the rhythm needs more keys (docs/decisions/0013-server-scores-and-judges-tests.md, docs/decisions/0020-judge-measured-on-corpora.md and docs/decisions/0048-rhythm-against-the-text.md). What no person does is refused; what
 * few people do is accepted and flagged for the company to weigh; what people do passes clean.
 * Every threshold is named here with why; the rates they give on real typists and on honest and
 * forged corpora are measured by `npm run integrity` (events/src/testing/keystroke-corpus/).
 */
export const stageJudgeLimits = {
  /**
   * The server's clock and the browser's tick at slightly different rates, and the text reaches the
   * browser a moment after it was issued: a log may be this much (plus 1%) longer than the time
   * the server saw pass, and no more.
   */
  clockAllowanceMs: 5_000,
  clockAllowanceRate: 0.01,
  /**
   * Speed no person reaches even in a burst: any run of this many typing intervals averaging under
   * the interval below (20 ms a key is 600 WPM; the fastest typists sustain about 200 to 250 WPM
   * and burst higher). 30 ms refused simulated typists near 190 WPM, whose fastest 20 keys
   * averaged 25 ms (`npm run integrity`); 20 ms leaves them room.
   */
  sustainedWindow: 20,
  minSustainedIntervalMs: 20,
  /** A log shorter than the window is judged on its mean from this many intervals: below, one rollover (two keys 0-5 ms apart) is the whole log. */
  minIntervalsForShortPace: 5,
  /** A whole test above this is refused: Monkeytype refuses above 350 WPM too; no person sustains it. */
  maxTestWpm: 350,
  /** A whole test above this is flagged for review (Monkeytype reviews above 250; people rarely sustain 200). */
  reviewTestWpm: 200,
  /**
   * A test's WPM is judged against the two above only from this many characters (20 words): a
   * short text is over in a burst, which says nothing about a sustained pace (simulated honest
   * typists reached 298 WPM on a 21-character text).
   */
  minCharactersForTestWpm: 100,
  /**
   * One input event gives characters the same timestamp. Two keys in one millisecond happen (key
   * rollover); this many characters in a row at one instant is pasting, dictation or a script.
   */
  maxCharactersAtOneInstant: 3,
  /** Two character keys this close are pressed together (rollover, now and then, in people's typing). */
  togetherMs: 5,
  /**
   * Characters together this often over a test are a script sending pairs or groups: people's
   * rollover gives at most a few per cent (the honest corpora: under 6%), pairs at one instant 50%,
   * groups of 5-10 over 80%. Both bounds must be met, so a short text's chance rollovers cannot.
   */
  maxTogetherShare: 0.25,
  minTogetherCount: 10,
  /** Metronome-even typing: intervals whose spread (coefficient of variation) is under this. */
  minIntervalVariation: 0.1,
  /** Evenness is judged only with at least this many typing intervals. */
  minIntervalsForEvenness: 20,
  /**
   * People's intervals are right-skewed (log-normal-like: mostly quick, a long tail of slow keys);
   * a program's uniform or Gaussian jitter is symmetric. Flagged when both the skewness (third
   * standardised moment) is under the first figure and the tail ratio (p90 - p50) / (p50 - p10)
   * under the second: symmetric jitter gives about 0 and 1.0, a log-normal with the narrowest
   * spread seen in people (sigma 0.35) 1.1 and 1.6, the honest corpora 1% of tests under 1.3 and
   * 1.6. Needing both keeps the chance of a narrow-spread person flagged on a 300-character text
   * near 0.3%.
   */
  minIntervalSkewness: 0.5,
  minIntervalTailRatio: 1.6,
  /** The shape is judged only with this many typing intervals: on fewer it is too noisy (a 21-key sentence can measure a negative skewness). */
  minIntervalsForShape: 100,
  /** Pauses this long (reading, a frozen page) say nothing about the rhythm of typing, and are left out of its shape. */
  pauseMs: 3_000,
  /** A burst: this many typing intervals in a row, typed this many times faster than the applicant's own median pace. */
  burstWindow: 10,
  burstSpeedup: 4,
  /**
   * A Backspace this soon after another is the key held down (auto-repeat, 25-50 ms a key on
   * common systems), whether or not the log marks it `repeat`: never typing speed or a burst.
   */
  heldKeyIntervalMs: 60,
  /**
   * A held key repeating faster than this is faster than keyboards repeat by default (Windows at
   * most 30 a second, 33 ms; macOS 30 ms): a log played faster than it was typed.
   */
  minKeyRepeatMs: 20,
  /** The repeat pace is judged on runs of at least this many repeats. */
  minRepeatsForPace: 4,
  /**
   * Letter pairs: how long a key takes depends on the key before it (same hand or finger, a common
   * pair, Shift, the space after a word), and people's pace by pair follows everyone's
   * (digraph-reference.ts, built from real typists: docs/decisions/0048-rhythm-against-the-text.md).
   * Over the real typists the table was not built from, the correlation of a test's relative paces
   * with the table's was 0.53 at the median and never under 0.10 (1,017 tests of 60+ intervals);
   * intervals that bear no relation to the letters (random, jittered, another person's shuffled)
   * measure 0 +/- 1/sqrt(n). Flagged under this correlation.
   */
  minPairCorrelation: 0.1,
  /**
   * The pair rule is judged on at least this many intervals whose pair the table knows: in a test on
   * its own, or over the applicant's tests together when one is too short (random intervals measure
   * under 0.1 three times in four at 60, nearly always at 180).
   */
  minPairIntervals: 100,
  /**
   * The same, on pairs of two letters within words only, over the applicant's tests together: a
   * script can slow down after spaces and punctuation as people do (the whole-log correlation then
   * follows the table), but not type each pair of letters at its pair's pace without knowing it.
   * Over the odd pids' applicants (the half the table was built from) with 250 or more such
   * intervals the correlation was 0.43 at the median and never under 0.145 (1% under 0.17); on
   * fewer it varies more (0.09 at 217, two tests). Intervals unrelated to the letters measure
   * 0 +/- 0.063 at 250, under this 94 times in 100.
   */
  minWithinWordCorrelation: 0.1,
  minWithinWordPairIntervals: 250,
  /**
   * Words typed in a flash: letters within words far quicker than fingers move, with the words
   * apart. Real typists' median interval between two letters of a word was never under 80 ms (the
   * training corpus tops out near 110 WPM; at 200 WPM it is near 45 ms); under this, with the
   * spaces at least `minFlashWordGapRatio` times slower, is flagged.
   */
  minWithinWordMs: 35,
  minFlashWordGapRatio: 2,
  /**
   * However fast the letters, no real typist's median interval at a space was over 2.8 times their
   * median within words (2,007 tests; 99.9% under 2.5): beyond this, words are typed as wholes with
   * pauses between them.
   */
  maxWordGapRatio: 4,
  /** Word rhythm is judged on at least this many intervals within words and this many at spaces. */
  minWithinWordIntervals: 20,
  minWordGapIntervals: 5,
  /**
   * Holds (`up - at`): a person holds each key 50 to 200 ms, each a little differently. In the real
   * corpus no test had more than 17% of its keys released within this many ms of the press, nor a
   * hold spread (coefficient of variation) under 0.10; a script's releases come at the press, or
   * after one fixed hold. Flagged: half the keys released this soon, or holds varying under
   * `minHoldVariation`.
   */
  releasedAtPressMs: 5,
  maxReleasedAtPressShare: 0.5,
  minHoldVariation: 0.05,
  /** Holds are judged on at least this many keys with a release. */
  minHoldsJudged: 20,
  /**
   * The introduction is the applicant's own typing: in the real corpus a person's test was never
   * more than 1.47 times quicker (median typing interval) than the first 60 keys of their first
   * test, an introduction's length. A measured test this many times quicker than the introduction
   * is someone, or something, else: a replay at twice the speed is 2.
   */
  maxSpeedupOverIntroduction: 1.8,
  /** The introduction is a reference from this many typing intervals. */
  minIntroductionIntervals: 20,
  /**
   * A test is held against the introduction from this many typing intervals, alone or, when it is
   * shorter, with the applicant's earlier tests together. The figures below were measured on real
   * tests of 79 intervals or more; on a 21-character text's 20 the median varies too much
   * (simulated honest typists on such texts were flagged 0.45% of the time, seed 7 of
   * `npm run integrity`, where the real typists' tests never were).
   */
  minIntervalsAgainstIntroduction: 60,
  /**
   * Someone else's rhythm: a test's median typing interval and median hold, each against the
   * introduction's, as ln(ratio) over how much one person's vary between their introduction and a
   * test (in the real corpus, the first 105 keys of a person's first test against their other two:
   * 0.083 for the interval, 0.071 for the hold, rounded up). Flagged when the distance
   * sqrt((ln pace ratio / paceSpread)^2 + (ln hold ratio / holdSpread)^2) is over the last figure:
   * the odd pids' largest was 4.6, so no honest typist of the even half was flagged, and about
   * six in ten tests typed by another real typist were (docs/decisions/0055-the-introduction-as-reference.md).
   * Judged only where both logs have `minHoldsJudged` releases: holds say most about who typed.
   */
  introductionPaceSpread: 0.09,
  introductionHoldSpread: 0.08,
  maxIntroductionDistance: 5,
  /**
   * A recording played faster: the pace quicker than the introduction's and the holds shorter by
   * the same factor, measured on the two figures above as (pace / paceSpread + hold shortening /
   * holdSpread) / sqrt(2). A person's pace and holds vary independently between their introduction
   * and a test (correlation -0.07 on the odd pids), so a speed-up shows along this one direction
   * before the distance above reaches 5: the odd pids' largest was 3.97 (990 applicant-sittings,
   * each of a person's tests standing for the introduction in turn), the even pids' 3.71; a
   * recording played 1.3 times faster measured over 4 four times in five, 1.5 times faster always
   * (docs/decisions/0071-speed-up-replay-against-the-introduction.md).
   */
  maxRecordingSpeedup: 4,
} as const;

/** `flagPlaces`: where in the log (keystroke indexes) each flag was seen, for the replay to mark. */
export type StageJudgement =
  | { verdict: 'accepted'; result: TypingResult; durationMs: number; flags: StageFlag[]; flagPlaces: FlagPlace[] }
  | { verdict: 'refused'; reason: StageRefusalReason };

export interface FinishedStageClaim {
  /** The text the server issued for the stage. */
  text: string;
  /** What the browser says the result was (the API's `wpm`). */
  claimedWpm: number;
  keystrokes: readonly Keystroke[];
  /** Milliseconds the server saw pass between issuing the text and receiving the log. */
  msSinceIssued: number;
  /**
   * The page the text was issued to records each key's release on a physical keyboard
   * (StageIssued version 2): a log from it without any is not that page's.
   */
  keyReleases?: boolean;
  /** The logs of the applicant's tests recorded before this one: their rhythm is the same person's. */
  earlier?: readonly (readonly Keystroke[])[];
  /**
   * The log of the applicant's introduction test, the applicant's own rhythm
   * (docs/decisions/0055-the-introduction-as-reference.md): without it, or with too few keys, the
   * rules that compare with it are not judged, and a test issued to a page that records releases
   * (which sends the introduction) is flagged `noIntroduction`.
   */
  introduction?: readonly Keystroke[] | undefined;
}

/** The timed part of a log: from the keystroke that started the timer (docs/product.md §4: Backspace on nothing resets it). */
function timedPart(keystrokes: readonly Keystroke[]): Keystroke[] {
  let start = 0;
  let typedLength = 0;
  keystrokes.forEach((keystroke, index) => {
    if (keystroke.key === backspace) {
      if (typedLength === 0) start = index + 1;
      else typedLength--;
    } else typedLength++;
  });
  return keystrokes.slice(start);
}

/**
 * Typing intervals: between two consecutive keys that both typed a character. Backspace and the
 * time around it (noticing a typo, holding the key down) are corrections, not typing pace.
 */
function typingIntervals(keystrokes: readonly Keystroke[]): number[] {
  return typingIntervalEnds(keystrokes).map((end) => (keystrokes[end]?.at ?? 0) - (keystrokes[end - 1]?.at ?? 0));
}

/** The index of each typing interval's later key (typingIntervals, in the same order): where an interval sits in the log. */
function typingIntervalEnds(keystrokes: readonly Keystroke[]): number[] {
  const result: number[] = [];
  for (let i = 1; i < keystrokes.length; i++) {
    const previous = keystrokes[i - 1];
    const current = keystrokes[i];
    if (!previous || !current || previous.key === backspace || current.key === backspace) continue;
    result.push(i);
  }
  return result;
}

/** Repeats of held Backspace runs: the intervals of each run of Backspaces closer than heldKeyIntervalMs (or marked `repeat`), and the index of the run's last key. */
function heldBackspaceRuns(keystrokes: readonly Keystroke[]): (number[] & { end?: number })[] {
  const runs: (number[] & { end?: number })[] = [];
  let run: number[] & { end?: number } = [];
  for (let i = 1; i < keystrokes.length; i++) {
    const previous = keystrokes[i - 1];
    const current = keystrokes[i];
    const held = previous?.key === backspace && current?.key === backspace && (current.repeat === true || current.at - previous.at <= stageJudgeLimits.heldKeyIntervalMs);
    if (held && previous && current) {
      run.push(current.at - previous.at);
      run.end = i;
    } else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

function median(values: readonly number[]): number {
  // A typed array sorts numbers as numbers, without a comparator called at every step: several times quicker.
  const sorted = Float64Array.from(values).sort();
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The fastest mean interval over any `window` consecutive intervals (Infinity when there are fewer). */
function fastestWindowMean(gaps: readonly number[], window: number): number {
  return fastestWindow(gaps, window).mean;
}

/** The fastest run of `window` consecutive intervals: its mean, and the index of its first interval. */
function fastestWindow(gaps: readonly number[], window: number): { mean: number; first: number } {
  if (gaps.length < window) return { mean: Infinity, first: 0 };
  let sum = gaps.slice(0, window).reduce((a, b) => a + b, 0);
  let fastest = sum;
  let first = 0;
  for (let i = window; i < gaps.length; i++) {
    sum += (gaps[i] ?? 0) - (gaps[i - window] ?? 0);
    if (sum < fastest) {
      fastest = sum;
      first = i - window + 1;
    }
  }
  return { mean: fastest / window, first };
}

function longestSameInstantRun(keystrokes: readonly Keystroke[]): number {
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const keystroke of keystrokes) {
    if (keystroke.key === backspace) {
      run = 0;
      previous = undefined;
      continue;
    }
    run = keystroke.at === previous ? run + 1 : 1;
    previous = keystroke.at;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The intervals' coefficient of variation, skewness (third standardised moment) and tail ratio (p90 - p50) / (p50 - p10). */
function shapeOf(gaps: readonly number[]): { variation: number; skewness: number; tailRatio: number } {
  const average = mean(gaps);
  const sd = Math.sqrt(mean(gaps.map((gap) => (gap - average) ** 2)));
  if (sd === 0 || average <= 0) return { variation: 0, skewness: 0, tailRatio: 0 };
  const sorted = Float64Array.from(gaps).sort();
  const quantile = (p: number) => sorted[Math.floor(p * (sorted.length - 1))] ?? 0;
  return {
    variation: sd / average,
    skewness: mean(gaps.map((gap) => ((gap - average) / sd) ** 3)),
    tailRatio: (quantile(0.9) - quantile(0.5)) / Math.max(1, quantile(0.5) - quantile(0.1)),
  };
}

const coefficientOfVariation = (values: readonly number[]) => {
  const average = mean(values);
  return average <= 0 ? 0 : Math.sqrt(mean(values.map((value) => (value - average) ** 2))) / average;
};

/** Whether the log's letter-pair paces bear no relation to everyone's: judged on the test alone, and with the applicant's earlier tests together. */
function unrelatedToText(keystrokes: readonly Keystroke[], earlier: readonly (readonly Keystroke[])[]): boolean {
  const limits = stageJudgeLimits;
  const unrelated = ({ r, intervals }: { r: number; intervals: number }) => intervals >= limits.minPairIntervals && r < limits.minPairCorrelation;
  // Each log paced once for the three readings of it.
  const all = [...earlier, keystrokes].map(relativePaces);
  const own = all.slice(-1);
  const letters = pairPaceCorrelation(all, digraphReference, withinWord);
  return (
    unrelated(pairPaceCorrelation(own, digraphReference)) ||
    (earlier.length > 0 && unrelated(pairPaceCorrelation(all, digraphReference))) ||
    (letters.intervals >= limits.minWithinWordPairIntervals && letters.r < limits.minWithinWordCorrelation)
  );
}

/** Whether words are typed in flashes: letters within them quicker than fingers move, or far quicker than the spaces between. */
function wordsInFlashes(keystrokes: readonly Keystroke[]): boolean {
  const limits = stageJudgeLimits;
  const { withinMs, betweenMs, within, between } = wordRhythm(keystrokes);
  if (within < limits.minWithinWordIntervals || between < limits.minWordGapIntervals) return false;
  const ratio = betweenMs / Math.max(1, withinMs);
  return ratio > limits.maxWordGapRatio || (withinMs < limits.minWithinWordMs && ratio >= limits.minFlashWordGapRatio);
}

/**
 * Whether the keys were released as no finger releases them: at the press, or after one fixed
 * hold; or not at all where the page the text was issued to records releases, or the applicant's
 * earlier tests sent them (a page from before releases were recorded, or a touch screen's keyboard,
 * sends none, and is judged on timing alone).
 */
function unnaturalHolds(keystrokes: readonly Keystroke[], earlier: readonly (readonly Keystroke[])[], keyReleases: boolean): boolean {
  const limits = stageJudgeLimits;
  const holds = holdTimes(keystrokes);
  if (holds.length === 0) return keystrokes.length >= limits.minHoldsJudged && (keyReleases || earlier.some((log) => holdTimes(log).length >= limits.minHoldsJudged));
  if (holds.length < limits.minHoldsJudged) return false;
  const atPress = holds.filter((hold) => hold <= limits.releasedAtPressMs).length;
  return atPress >= limits.maxReleasedAtPressShare * holds.length || coefficientOfVariation(holds) < limits.minHoldVariation;
}

/**
 * The test against the applicant's introduction: far quicker at the median typing interval
 * (`fasterThanIntroduction`), or unlike it in pace and key holds together, or quicker with holds
 * shorter alike, as a recording played faster is (`rhythmUnlikeIntroduction`).
 * Nothing is judged from an introduction with too few keys: a missing, short or odd one never
 * counts against the applicant.
 */
function againstIntroduction(
  gaps: readonly number[],
  keystrokes: readonly Keystroke[],
  introduction: readonly Keystroke[] | undefined,
  earlier: readonly (readonly Keystroke[])[],
): StageFlag[] {
  const limits = stageJudgeLimits;
  if (!introduction) return [];
  const reference = typingIntervals(timedPart(introduction)).filter((gap) => gap > 0 && gap < limits.pauseMs);
  const typed = (intervals: readonly number[]) => intervals.filter((gap) => gap > 0 && gap < limits.pauseMs);
  // A short test is judged with the applicant's earlier tests together: a median of a few keys says little.
  const alone = typed(gaps).length >= limits.minIntervalsAgainstIntroduction;
  const measured = alone ? [keystrokes] : [...earlier.map(timedPart), keystrokes];
  const typing = alone ? typed(gaps) : measured.flatMap((log) => typed(typingIntervals(log)));
  if (reference.length < limits.minIntroductionIntervals || typing.length < limits.minIntervalsAgainstIntroduction) return [];
  const flags: StageFlag[] = [];
  const paceRatio = median(reference) / median(typing);
  if (paceRatio > limits.maxSpeedupOverIntroduction) flags.push('fasterThanIntroduction');
  const ownHolds = measured.flatMap(holdTimes);
  const referenceHolds = holdTimes(introduction);
  const holdsJudged = ownHolds.length >= limits.minHoldsJudged && referenceHolds.length >= limits.minHoldsJudged;
  const referenceHold = median(referenceHolds);
  const ownHold = median(ownHolds);
  if (holdsJudged && referenceHold > 0 && ownHold > 0) {
    const quicker = Math.log(paceRatio) / limits.introductionPaceSpread;
    const shorterHolds = Math.log(referenceHold / ownHold) / limits.introductionHoldSpread;
    const distance = Math.hypot(quicker, shorterHolds);
    const playedFaster = (quicker + shorterHolds) / Math.SQRT2;
    if (distance > limits.maxIntroductionDistance || playedFaster > limits.maxRecordingSpeedup) flags.push('rhythmUnlikeIntroduction');
  }
  return flags;
}

/**
 * The flags of an accepted log, each with where it was seen (indexes into `keystrokes`, the timed
 * part); `wpm` is the test's, or 0 when the test is too short to judge its pace. A flag on the
 * rhythm as a whole is placed over the whole log; a burst and a fast key repeat where they were.
 */
function flagsOf(
  gaps: readonly number[],
  keystrokes: readonly Keystroke[],
  wpm: number,
  earlier: readonly (readonly Keystroke[])[],
  keyReleases: boolean,
  introduction?: readonly Keystroke[],
): FlagPlace[] {
  const limits = stageJudgeLimits;
  const whole = { from: 0, to: Math.max(0, keystrokes.length - 1) };
  const places: FlagPlace[] = [];
  const flag = (seen: StageFlag, at: { from: number; to: number } = whole) => places.push({ flag: seen, ...at });
  const typing = gaps.filter((gap) => gap < limits.pauseMs);
  if (typing.length >= limits.minIntervalsForEvenness) {
    const { variation, skewness, tailRatio } = shapeOf(typing);
    if (variation < limits.minIntervalVariation) flag('evenIntervals');
    else if (typing.length >= limits.minIntervalsForShape && skewness < limits.minIntervalSkewness && tailRatio < limits.minIntervalTailRatio) {
      flag('symmetricIntervals');
    }
  }
  const pace = median(gaps);
  const burst = fastestWindow(gaps, limits.burstWindow);
  if (pace > 0 && burst.mean * limits.burstSpeedup < pace) {
    const ends = typingIntervalEnds(keystrokes);
    flag('bursts', { from: (ends[burst.first] ?? 1) - 1, to: ends[burst.first + limits.burstWindow - 1] ?? whole.to });
  }
  if (wpm > limits.reviewTestWpm) flag('exceptionalSpeed');
  const tooFastRepeat = heldBackspaceRuns(keystrokes).find((run) => run.length >= limits.minRepeatsForPace && median(run.slice(1)) < limits.minKeyRepeatMs);
  if (tooFastRepeat) {
    const to = tooFastRepeat.end ?? whole.to;
    flag('fastKeyRepeat', { from: to - tooFastRepeat.length, to });
  }
  if (unrelatedToText(keystrokes, earlier)) flag('rhythmUnrelatedToText');
  if (wordsInFlashes(keystrokes)) flag('wordsInFlashes');
  if (unnaturalHolds(keystrokes, earlier, keyReleases)) flag('unnaturalHolds');
  for (const seen of againstIntroduction(gaps, keystrokes, introduction, earlier)) flag(seen);
  // The page that records releases (StageIssued v2) also sends the introduction and waits for it
  // (web/src/features/applicant/applicant-test.tsx): without one, the rules above were silent
  // (docs/decisions/0076-no-introduction-flagged.md).
  if (keyReleases && !introduction) flag('noIntroduction');
  return places;
}

/** The server's verdict on a finished stage's log, and its own figures when it accepts it. */
export function judgeStage({ text, claimedWpm, keystrokes, msSinceIssued, earlier = [], introduction, keyReleases = false }: FinishedStageClaim): StageJudgement {
  const limits = stageJudgeLimits;
  const state = replayKeystrokes(text, keystrokes);
  // The log must type the whole text.
  if (!state.finished || state.textIndex !== text.length) return { verdict: 'refused', reason: 'incomplete' };
  const result = resultOf(text, state);
  if (result.wpm !== claimedWpm) return { verdict: 'refused', reason: 'wpmMismatch' };
  // The page records nothing once the text is typed: keys after the last counted one came from elsewhere.
  if (replayKeystrokes(text, keystrokes.slice(0, -1)).finished) return { verdict: 'refused', reason: 'keysAfterEnd' };
  const timed = timedPart(keystrokes);
  const durationMs = elapsedMs(state);
  const firstAt = keystrokes[0]?.at ?? 0;
  const lastAt = keystrokes.at(-1)?.at ?? 0;
  // The whole log, not only its timed part, happened after the text was issued.
  if (lastAt - firstAt > msSinceIssued * (1 + limits.clockAllowanceRate) + limits.clockAllowanceMs) return { verdict: 'refused', reason: 'longerThanIssued' };
  if (longestSameInstantRun(timed) >= limits.maxCharactersAtOneInstant) return { verdict: 'refused', reason: 'severalCharactersAtOnce' };
  const gaps = typingIntervals(timed);
  if (fastestWindowMean(gaps, limits.sustainedWindow) < limits.minSustainedIntervalMs) return { verdict: 'refused', reason: 'inhumanSpeed' };
  // A log too short for any window: its overall pace must still be human (from a few intervals on: two keys can roll over).
  if (gaps.length >= limits.minIntervalsForShortPace && gaps.length < limits.sustainedWindow && mean(gaps) < limits.minSustainedIntervalMs) {
    return { verdict: 'refused', reason: 'inhumanSpeed' };
  }
  // Pairs or groups of characters together, at a pace that is otherwise a person's.
  const together = gaps.filter((gap) => gap <= limits.togetherMs).length;
  if (together >= limits.minTogetherCount && together >= limits.maxTogetherShare * gaps.length) return { verdict: 'refused', reason: 'severalCharactersAtOnce' };
  const long = state.characterKeystrokes >= limits.minCharactersForTestWpm;
  if (long && result.wpm > limits.maxTestWpm) return { verdict: 'refused', reason: 'inhumanSpeed' };
  // Places in the timed part, moved to the whole log's indexes (the replay's).
  const offset = keystrokes.length - timed.length;
  const flagPlaces = flagsOf(gaps, timed, long ? result.wpm : 0, earlier, keyReleases, introduction).map((place) => ({
    ...place,
    from: place.from + offset,
    to: place.to + offset,
  }));
  const flags = [...new Set(flagPlaces.map((place) => place.flag))];
  return { verdict: 'accepted', result, durationMs, flags, flagPlaces };
}
