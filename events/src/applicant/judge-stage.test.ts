import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { humanKeystrokeLog } from '../testing/keystroke-log.ts';
import { backspace, score, type Keystroke } from '../typing/scoring.ts';
import { judgeStage, stageJudgeLimits, type FinishedStageClaim } from './judge-stage.ts';

/** Each character (code point) of `text` typed in turn, the intervals between keys taken from `gaps` (repeated). */
function typedWithGaps(text: string, gaps: readonly number[], from = 1_000): Keystroke[] {
  let at = from;
  return [...text].map((key, i) => {
    if (i > 0) at += gaps[(i - 1) % gaps.length] ?? 0;
    return { key, at };
  });
}

/** Intervals: `n` of `ms`. */
const repeat = (n: number, ms: number) => Array.from({ length: n }, () => ms);

/** The browser's honest claim: the WPM it scored the log with, sent a minute after the text was issued unless said otherwise. */
function honestClaim(text: string, keystrokes: Keystroke[], msSinceIssued = 60_000): FinishedStageClaim {
  return { text, claimedWpm: score(text, keystrokes).wpm, keystrokes, msSinceIssued };
}

const sentence = 'The quick brown fox jumps over the lazy dog.';
/** Uneven human intervals: 120, 200, 90, 310 and 180 ms over and over (mean 180 ms, 67 WPM). */
const humanGaps = [120, 200, 90, 310, 180];
const honestLog = typedWithGaps(sentence, humanGaps);

describe('given an applicant typing the issued text as a person does', () => {
  it('when the log is sent with the WPM the browser showed, then it is accepted with the same figures: 44 characters in 7.61 s = 69 WPM, 100%', () => {
    expect(honestLog.at(-1)!.at - honestLog[0]!.at).toBe(7_610);
    expect(judgeStage(honestClaim(sentence, honestLog))).toEqual({ verdict: 'accepted', result: { wpm: 69, accuracy: 100 }, durationMs: 7_610, flags: [] });
  });

  it('when a typo is put right with Backspace, then it is accepted, the typo costing accuracy (44 of 45 keys right = 98%)', () => {
    const log = humanKeystrokeLog(sentence, { msPerKey: 180, typosAt: [10], seed: 3, startAt: 500 });
    expect(log).toHaveLength(46);
    const judged = judgeStage(honestClaim(sentence, log));
    expect(judged).toMatchObject({ verdict: 'accepted', result: { accuracy: 98, wpm: score(sentence, log).wpm }, flags: [] });
  });

  it('when a wrong character is left in, then it is accepted and only the right characters count (43 of 44)', () => {
    const log = typedWithGaps('The quick brown fox jumps ovar the lazy dog.', humanGaps);
    // 43 correct characters = 8.6 words in 7.61 s = 67.8 WPM; 43 of 44 keys right = 98%.
    expect(judgeStage(honestClaim(sentence, log))).toMatchObject({ verdict: 'accepted', result: { wpm: 68, accuracy: 98 } });
  });

  it('when the applicant erased everything and pressed Backspace once more (the timer resets), then the test is timed from the new start', () => {
    const falseStart = typedWithGaps('Thw', [150], 0);
    const reset: Keystroke[] = [...falseStart, ...[1, 2, 3, 4].map((n) => ({ key: backspace, at: 300 + n * 150 }))];
    const log = [...reset, ...typedWithGaps(sentence, humanGaps, 20_000)];
    expect(judgeStage(honestClaim(sentence, log))).toEqual({ verdict: 'accepted', result: { wpm: 69, accuracy: 98 }, durationMs: 7_610, flags: [] });
  });

  it('when keys arrive after the end of the text, then they change nothing and the log is still accepted', () => {
    const log = [...honestLog, { key: '!', at: honestLog.at(-1)!.at + 200 }];
    expect(judgeStage(honestClaim(sentence, log))).toMatchObject({ verdict: 'accepted', result: { wpm: 69, accuracy: 100 } });
  });

  it('given any text and any person typing it between 30 and 150 WPM, with typos put right, then the server accepts it with the WPM the browser showed, unflagged', () => {
    const character = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz     ABCXYZ.,;!?\'-0123456789åäöÅÄÖéü€', '\u{1F600}', 'ñ');
    fc.assert(
      fc.property(
        fc.array(character, { minLength: 1, maxLength: 300 }).map((parts) => parts.join('')),
        fc.integer({ min: 80, max: 400 }),
        fc.double({ min: 0.35, max: 0.6, noNaN: true }),
        fc.uniqueArray(fc.nat(299), { maxLength: 8 }),
        fc.nat(),
        (text, msPerKey, jitter, typos, seed) => {
          // A typo on the last character ends the test (SPEC 4): the browser records nothing after it.
          const typosAt = typos.filter((index) => index < [...text].length - 1);
          const log = humanKeystrokeLog(text, { msPerKey, jitter, typosAt, seed, startAt: 2_000 });
          const claimed = score(text, log);
          const span = log.at(-1)!.at - log[0]!.at;
          const judged = judgeStage({ text, claimedWpm: claimed.wpm, keystrokes: log, msSinceIssued: span });
          expect(judged).toEqual({ verdict: 'accepted', result: claimed, durationMs: span, flags: [] });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('given an issued text with characters of two UTF-16 units ("👍" and "𝑥"), one key each', () => {
  // 22 characters (code points), 24 UTF-16 units.
  const text = 'Thumbs up 👍 for 𝑥 = 2.';
  const log = typedWithGaps(text, humanGaps);

  it('when it is typed as a person does, then it is accepted with the figures the browser showed: 22 characters in 3.72 s = 71 WPM, 100%', () => {
    expect(log).toHaveLength(22);
    expect(log.at(-1)!.at - log[0]!.at).toBe(3_720);
    // 22 correct characters = 4.4 words in 3.72 s = 70.97 WPM (counting UTF-16 units, 24, would give 77).
    expect(judgeStage(honestClaim(text, log))).toEqual({ verdict: 'accepted', result: { wpm: 71, accuracy: 100 }, durationMs: 3_720, flags: [] });
  });

  it('when the emoji is typed wrong and put right with Backspace (humanKeystrokeLog), then it is accepted, 22 of 23 keys right = 96%', () => {
    const withTypo = humanKeystrokeLog(text, { typosAt: [10], seed: 5 });
    expect(withTypo.slice(10, 13).map(({ key }) => key)).toEqual(['x', backspace, '👍']);
    expect(judgeStage(honestClaim(text, withTypo))).toMatchObject({ verdict: 'accepted', result: { wpm: score(text, withTypo).wpm, accuracy: 96 } });
  });

  it('when the log stops before the text\'s last character, or a wrong character stands in for "𝑥", then the first is incomplete and the second accepted with one character fewer', () => {
    expect(judgeStage(honestClaim(text, log.slice(0, -1)))).toEqual({ verdict: 'refused', reason: 'incomplete' });
    const wrong = typedWithGaps('Thumbs up 👍 for x = 2.', humanGaps);
    // 21 correct characters = 4.2 words in 3.72 s = 67.74 WPM; 21 of 22 keys right = 95%.
    expect(judgeStage(honestClaim(text, wrong))).toMatchObject({ verdict: 'accepted', result: { wpm: 68, accuracy: 95 } });
  });

  it('when two emoji share one millisecond, then they are two characters (key rollover) and accepted; three are refused', () => {
    const emoji = '👍👍👍 ok';
    const atOnce = (n: number) => typedWithGaps(emoji, [...repeat(n - 1, 0), ...repeat(10, 200)]);
    expect(judgeStage(honestClaim(emoji, atOnce(2))).verdict).toBe('accepted');
    expect(judgeStage(honestClaim(emoji, atOnce(3)))).toEqual({ verdict: 'refused', reason: 'severalCharactersAtOnce' });
  });
});

describe('given a log the server must refuse', () => {
  it('when the claimed WPM is one more than the log gives, then it is refused: wpmMismatch', () => {
    expect(judgeStage({ ...honestClaim(sentence, honestLog), claimedWpm: 70 })).toEqual({ verdict: 'refused', reason: 'wpmMismatch' });
    expect(judgeStage({ ...honestClaim(sentence, honestLog), claimedWpm: 68 })).toEqual({ verdict: 'refused', reason: 'wpmMismatch' });
  });

  it('when the log stops one character short of the text, then it is refused: incomplete', () => {
    const log = honestLog.slice(0, -1);
    expect(judgeStage(honestClaim(sentence, log))).toEqual({ verdict: 'refused', reason: 'incomplete' });
  });

  it('when the log is empty, or the text is typed and then erased, then it is refused: incomplete', () => {
    expect(judgeStage(honestClaim(sentence, []))).toEqual({ verdict: 'refused', reason: 'incomplete' });
    const erased = [...honestLog.slice(0, -1), { key: backspace, at: 9_000 }, { key: backspace, at: 9_200 }];
    expect(judgeStage(honestClaim(sentence, erased))).toEqual({ verdict: 'refused', reason: 'incomplete' });
  });

  it('when the log took longer than the server saw pass since it issued the text, beyond 5 s and 1%, then it is refused: longerThanIssued', () => {
    // 7610 ms of typing; 2585 ms since issue allows 2585 * 1.01 + 5000 = 7610.85 ms, 2584 ms only 7609.84 ms.
    expect(judgeStage(honestClaim(sentence, honestLog, 2_585)).verdict).toBe('accepted');
    expect(judgeStage(honestClaim(sentence, honestLog, 2_584))).toEqual({ verdict: 'refused', reason: 'longerThanIssued' });
  });

  it('when a 10-minute log arrives 9 min 50 s after issue, then 1% and 5 s cover it; at 9 min 48 s they do not', () => {
    const text = 'a'.repeat(601);
    const log = typedWithGaps(text, [900, 1_100]);
    expect(log.at(-1)!.at - log[0]!.at).toBe(600_000);
    // 588 s * 1.01 + 5 s = 598.88 s: refused; 590 s * 1.01 + 5 s = 600.9 s: accepted.
    expect(judgeStage(honestClaim(text, log, 588_000))).toEqual({ verdict: 'refused', reason: 'longerThanIssued' });
    expect(judgeStage(honestClaim(text, log, 590_000)).verdict).toBe('accepted');
  });

  it('when the whole text is pasted (every character at one millisecond), then it is refused: severalCharactersAtOnce', () => {
    const pasted = sentence.split('').map((key) => ({ key, at: 4_000 }));
    expect(judgeStage(honestClaim(sentence, pasted))).toEqual({ verdict: 'refused', reason: 'severalCharactersAtOnce' });
  });

  it('when three characters share one millisecond in the middle of human typing, then it is refused; two (key rollover) are accepted', () => {
    const atOnce = (n: number) => {
      const log = honestLog.map((k) => ({ ...k }));
      for (let i = 1; i < n; i++) log[20 + i]!.at = log[20]!.at;
      return log;
    };
    expect(judgeStage(honestClaim(sentence, atOnce(3)))).toEqual({ verdict: 'refused', reason: 'severalCharactersAtOnce' });
    expect(judgeStage(honestClaim(sentence, atOnce(2))).verdict).toBe('accepted');
    expect(stageJudgeLimits.maxCharactersAtOneInstant).toBe(3);
  });

  it('when a script types at a key every 10 ms (1228 WPM), then it is refused: inhumanSpeed', () => {
    const log = typedWithGaps(sentence, [10]);
    expect(score(sentence, log).wpm).toBe(1_228);
    expect(judgeStage(honestClaim(sentence, log))).toEqual({ verdict: 'refused', reason: 'inhumanSpeed' });
  });

  it('when 20 keys in a row average 29.5 ms (over 400 WPM) amid human typing, then it is refused; averaging 30 ms it is accepted', () => {
    const text = 'Sphinx of black quartz, judge my vow. Pack my box with five dozen jugs.';
    const log = (fast: readonly number[]) => typedWithGaps(text, [...repeat(20, 200), ...fast, ...repeat(text.length, 200)]);
    const alternating = (a: number, b: number) => Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a));
    expect(judgeStage(honestClaim(text, log(alternating(20, 39))))).toEqual({ verdict: 'refused', reason: 'inhumanSpeed' });
    expect(judgeStage(honestClaim(text, log(alternating(20, 40))))).toMatchObject({ verdict: 'accepted', flags: ['bursts'] });
    expect(stageJudgeLimits).toMatchObject({ sustainedWindow: 20, minSustainedIntervalMs: 30 });
  });

  it('when a log too short for a 20-key window averages under 30 ms a key, then it is refused; at 30 ms it is accepted', () => {
    expect(judgeStage(honestClaim('cat dog', typedWithGaps('cat dog', [29])))).toEqual({ verdict: 'refused', reason: 'inhumanSpeed' });
    expect(judgeStage(honestClaim('cat dog', typedWithGaps('cat dog', [30])))).toMatchObject({ verdict: 'accepted', durationMs: 180 });
  });

  it('when a log is pasted and also claims the wrong WPM, then the WPM is what is refused first', () => {
    const pasted = sentence.split('').map((key) => ({ key, at: 4_000 }));
    expect(judgeStage({ text: sentence, claimedWpm: 80, keystrokes: pasted, msSinceIssued: 60_000 })).toEqual({ verdict: 'refused', reason: 'wpmMismatch' });
  });
});

describe('given odd but possible typing, accepted and flagged for the company', () => {
  it('when every key comes exactly 200 ms apart (a metronome), then it is accepted and flagged evenIntervals', () => {
    const log = typedWithGaps(sentence, [200]);
    // 44 characters in 8.6 s = 61 WPM.
    expect(judgeStage(honestClaim(sentence, log))).toEqual({ verdict: 'accepted', result: { wpm: 61, accuracy: 100 }, durationMs: 8_600, flags: ['evenIntervals'] });
  });

  it('when the intervals vary by 5% (190 and 210 ms), then still evenIntervals; by 15% (170 and 230 ms), not', () => {
    expect(judgeStage(honestClaim(sentence, typedWithGaps(sentence, [190, 210])))).toMatchObject({ flags: ['evenIntervals'] });
    expect(judgeStage(honestClaim(sentence, typedWithGaps(sentence, [170, 230])))).toMatchObject({ flags: [] });
  });

  it('when a short text is typed evenly (fewer than 20 intervals), then there is too little to judge evenness: no flag', () => {
    expect(judgeStage(honestClaim('cat dog', typedWithGaps('cat dog', [200])))).toMatchObject({ verdict: 'accepted', flags: [] });
  });

  it('when 10 keys in a row come more than 4 times faster than the applicant\'s usual 200 ms (45 ms), then it is accepted and flagged bursts; at 50 ms, not', () => {
    const text = 'Sphinx of black quartz, judge my vow. Pack my box with five dozen jugs.';
    const log = (burst: number) => typedWithGaps(text, [...repeat(30, 200), ...repeat(10, burst), ...repeat(text.length, 200)]);
    expect(judgeStage(honestClaim(text, log(45)))).toMatchObject({ verdict: 'accepted', flags: ['bursts'] });
    expect(judgeStage(honestClaim(text, log(50)))).toMatchObject({ verdict: 'accepted', flags: [] });
  });

  it('when a long test is typed like a metronome but for one burst, then both flags are given', () => {
    const text = sentence.repeat(16);
    const log = typedWithGaps(text, [...repeat(400, 200), ...repeat(10, 45), ...repeat(text.length, 200)]);
    // 693 intervals of 200 ms and 10 of 45 ms: a spread of 9% of the mean, and a burst 4.4 times the usual pace.
    expect(judgeStage(honestClaim(text, log, 600_000))).toMatchObject({ verdict: 'accepted', flags: ['evenIntervals', 'bursts'] });
  });
});
