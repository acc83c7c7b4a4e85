import { describe, expect, it } from 'vitest';
import { applyKeystroke, backspace, correctCharacters, displaySeconds, initialTypingState, isKeystrokeKey, replayKeystrokes, score, type Keystroke } from './scoring.ts';
import { keystrokeLogSchema, keystrokeSchema } from './keystroke-log.ts';
import { freeTextMessages } from '../schema/free-text.ts';

/** Keystrokes for each character (code point) of `keys`, one every `everyMs` from `from`. */
function typing(keys: string, from: number, everyMs: number): Keystroke[] {
  return [...keys].map((key, i) => ({ key, at: from + i * everyMs }));
}

describe('given the text "cat"', () => {
  const text = 'cat';

  it('when nothing has been typed, then the test has not started and scores 0 WPM at 100% accuracy', () => {
    const state = replayKeystrokes(text, []);
    expect(state).toEqual(initialTypingState);
    expect(score(text, [])).toEqual({ wpm: 0, accuracy: 100 });
  });

  it('when the first character is typed, then the timer starts at that keystroke', () => {
    const state = replayKeystrokes(text, [{ key: 'c', at: 1_500 }]);
    expect(state.startedAt).toBe(1_500);
    expect(state.typed).toBe('c');
  });

  it('when a typo is fixed with Backspace, then the text is right but the typo still costs accuracy', () => {
    const log: Keystroke[] = [
      { key: 'c', at: 0 },
      { key: 'x', at: 1_000 },
      { key: backspace, at: 2_000 },
      { key: 'a', at: 3_000 },
      { key: 't', at: 4_000 },
    ];
    const state = replayKeystrokes(text, log);
    expect(state.typed).toBe('cat');
    expect(state.finished).toBe(true);
    expect(state.characterKeystrokes).toBe(4);
    expect(state.correctKeystrokes).toBe(3);
    // 3 correct characters = 0.6 words in 4 seconds = 9 WPM; 3 of 4 keystrokes right = 75%.
    expect(score(text, log)).toEqual({ wpm: 9, accuracy: 75 });
  });

  it('when a typo is left in, then only the matching positions count towards WPM', () => {
    const log = typing('cut', 0, 1_000);
    expect(replayKeystrokes(text, log).typed).toBe('cut');
    // 2 correct characters = 0.4 words in 2 seconds = 12 WPM; 2 of 3 keystrokes right = 67%.
    expect(score(text, log)).toEqual({ wpm: 12, accuracy: 67 });
  });

  it('when the typed length reaches the text length, then the test is finished and later keys change nothing', () => {
    const finished = replayKeystrokes(text, typing('cat', 0, 500));
    expect(finished.finished).toBe(true);
    const after = applyKeystroke(finished, { key: 's', at: 9_000 }, text);
    expect(applyKeystroke(after, { key: backspace, at: 9_500 }, text)).toBe(finished);
    expect(score(text, [...typing('cat', 0, 500), { key: 's', at: 9_000 }])).toEqual(score(text, typing('cat', 0, 500)));
  });
});

describe('given a text with characters outside the Basic Multilingual Plane ("👍" and "𝑥", two UTF-16 units each)', () => {
  // 5 characters (code points), 7 UTF-16 units.
  const text = 'a👍 𝑥!';

  it('when each character is typed with one key, then every key is right, the test ends at the last one and each counts once', () => {
    const log = typing(text, 0, 1_000);
    expect(log.map(({ key }) => key)).toEqual(['a', '👍', ' ', '𝑥', '!']);
    const state = replayKeystrokes(text, log);
    expect(state.typed).toBe(text);
    expect(state.finished).toBe(true);
    expect(state.characterKeystrokes).toBe(5);
    expect(state.correctKeystrokes).toBe(5);
    expect(correctCharacters(text, state.typed)).toBe(5);
    // 5 correct characters = 1 word in 4 seconds = 15 WPM (not 7 units = 21 WPM); 5 of 5 right.
    expect(score(text, log)).toEqual({ wpm: 15, accuracy: 100 });
  });

  it('when the test is not finished after the emoji, then the typed length counts it as one character', () => {
    const state = replayKeystrokes(text, typing('a👍 𝑥', 0, 1_000));
    expect(state.finished).toBe(false);
    expect(state.textIndex).toBe(6);
    expect(correctCharacters(text, state.typed)).toBe(4);
  });

  it('when a wrong key is typed over the emoji and taken back with Backspace, then the emoji typed next is right and the typo costs accuracy only', () => {
    const log: Keystroke[] = [
      { key: 'a', at: 0 },
      { key: 'x', at: 1_000 },
      { key: backspace, at: 2_000 },
      { key: '👍', at: 3_000 },
      { key: ' ', at: 4_000 },
      { key: '𝑥', at: 5_000 },
      { key: '!', at: 6_000 },
    ];
    const state = replayKeystrokes(text, log);
    expect(state.typed).toBe(text);
    expect(state.characterKeystrokes).toBe(6);
    expect(state.correctKeystrokes).toBe(5);
    // 5 correct characters = 1 word in 6 seconds = 10 WPM; 5 of 6 keystrokes right = 83%.
    expect(score(text, log)).toEqual({ wpm: 10, accuracy: 83 });
  });

  it('when a typed emoji is wrong and Backspace is pressed, then the whole emoji goes and the right character can follow', () => {
    const log: Keystroke[] = [
      { key: 'a', at: 0 },
      { key: '👍', at: 1_000 },
      { key: '😀', at: 2_000 }, // where " " was due
      { key: backspace, at: 3_000 },
    ];
    const erased = replayKeystrokes(text, log);
    expect(erased.typed).toBe('a👍');
    expect(erased.textIndex).toBe(3);
    const rest = [...log, ...typing(' 𝑥!', 4_000, 1_000)];
    const state = replayKeystrokes(text, rest);
    expect(state.typed).toBe(text);
    expect(state.finished).toBe(true);
    // 5 correct characters = 1 word in 6 seconds = 10 WPM; 5 of 6 keystrokes right = 83%.
    expect(score(text, rest)).toEqual({ wpm: 10, accuracy: 83 });
  });

  it('when an ordinary letter is typed where "𝑥" is due, then it is one wrong character and the positions after it stay in step', () => {
    const log = typing('a👍 x!', 0, 1_000);
    const state = replayKeystrokes(text, log);
    expect(state.finished).toBe(true);
    expect(state.typed).toBe('a👍 x!');
    expect(state.correctKeystrokes).toBe(4);
    expect(correctCharacters(text, state.typed)).toBe(4);
    // 4 correct characters = 0.8 words in 4 seconds = 12 WPM; 4 of 5 keystrokes right = 80%.
    expect(score(text, log)).toEqual({ wpm: 12, accuracy: 80 });
  });

  it('when an emoji is typed where a letter is due, then it is one wrong character, not two', () => {
    const log = typing('👍👍 𝑥!', 0, 1_000);
    expect(replayKeystrokes(text, log).finished).toBe(true);
    // 4 correct characters = 0.8 words in 4 seconds = 12 WPM; 4 of 5 keystrokes right = 80%.
    expect(score(text, log)).toEqual({ wpm: 12, accuracy: 80 });
  });

  it('when Backspace erases everything typed, then the emoji goes with one press and the next Backspace resets the timer', () => {
    const log: Keystroke[] = [
      { key: 'a', at: 0 },
      { key: '👍', at: 1_000 },
      { key: backspace, at: 2_000 },
      { key: backspace, at: 3_000 },
    ];
    const state = replayKeystrokes(text, log);
    expect(state.typed).toBe('');
    expect(state.textIndex).toBe(0);
    expect(replayKeystrokes(text, [...log, { key: backspace, at: 4_000 }]).startedAt).toBeNull();
  });
});

describe("given the rule for a keystroke's key, shared by the browser and the server", () => {
  it('when the key is Backspace or one code point of one or two UTF-16 units, then it is a key', () => {
    for (const key of [backspace, 'a', ' ', 'é', '👍', '𝑥', '𠀀']) expect(isKeystrokeKey(key), key).toBe(true);
  });

  it('when it is empty, several characters, another key name or half a surrogate pair, then it is not', () => {
    for (const key of ['', 'ab', '👍👍', 'e\u0301', 'Enter', '\uD83D', '\uDC4D', '\uDC4D\uD83D']) expect(isKeystrokeKey(key), JSON.stringify(key)).toBe(false);
  });
});

describe('given a visitor who typed and then erased everything', () => {
  const text = 'dog';
  const erased: Keystroke[] = [
    { key: 'd', at: 1_000 },
    { key: 'o', at: 2_000 },
    { key: backspace, at: 3_000 },
    { key: backspace, at: 4_000 },
  ];

  it('when nothing is left to erase, then the timer keeps running from the first character', () => {
    const state = replayKeystrokes(text, erased);
    expect(state.typed).toBe('');
    expect(state.startedAt).toBe(1_000);
  });

  it('when Backspace is pressed once more on the empty paper, then the timer resets', () => {
    const state = replayKeystrokes(text, [...erased, { key: backspace, at: 5_000 }]);
    expect(state.startedAt).toBeNull();
    expect(state.lastKeystrokeAt).toBeNull();
  });

  it('when typing starts again after the reset, then WPM is timed from the new first character', () => {
    const log = [...erased, { key: backspace, at: 5_000 }, ...typing('dog', 60_000, 6_000)];
    const state = replayKeystrokes(text, log);
    expect(state.startedAt).toBe(60_000);
    // 3 correct characters = 0.6 words in 12 seconds = 3 WPM; every keystroke was right.
    expect(score(text, log)).toEqual({ wpm: 3, accuracy: 100 });
  });
});

describe('given WPM is rounded to a whole number', () => {
  const text = 'abcdefghij';

  it('when 10 correct characters take 7 seconds (17.14 WPM), then it rounds down to 17', () => {
    const log = [...typing('abcdefghi', 0, 100), { key: 'j', at: 7_000 }];
    expect(score(text, log).wpm).toBe(17);
  });

  it('when 10 correct characters take 6.4 seconds (18.75 WPM), then it rounds up to 19', () => {
    const log = [...typing('abcdefghi', 0, 100), { key: 'j', at: 6_400 }];
    expect(score(text, log).wpm).toBe(19);
  });

  it('when no time passed between the first and the last keystroke, then WPM is 0', () => {
    expect(score(text, typing('abc', 5_000, 0)).wpm).toBe(0);
  });
});

describe('given accuracy counts every character keystroke', () => {
  const text = 'abcdef';

  it('when 2 of 3 keystrokes match, then accuracy rounds 66.7% to 67%', () => {
    expect(score(text, typing('abx', 0, 100)).accuracy).toBe(67);
  });

  it('when 1 of 6 keystrokes matches, then accuracy rounds 16.7% to 17%', () => {
    expect(score(text, typing('axxxxx', 0, 100)).accuracy).toBe(17);
  });

  it('when the only keystrokes are Backspaces, then accuracy is 100%', () => {
    expect(score(text, [{ key: backspace, at: 0 }]).accuracy).toBe(100);
  });

  it('when a wrong character is erased and typed right, then the right one is judged at its own position', () => {
    const log: Keystroke[] = [
      { key: 'b', at: 0 },
      { key: backspace, at: 100 },
      { key: 'a', at: 200 },
      { key: 'b', at: 300 },
    ];
    expect(replayKeystrokes(text, log).correctKeystrokes).toBe(2);
    expect(score(text, log).accuracy).toBe(67);
  });
});

describe('given the elapsed-seconds display', () => {
  it('when 12.9 seconds have passed, then it shows 12', () => {
    expect(displaySeconds(12_900)).toBe(12);
  });

  it('when exactly 10000 seconds have passed, then it still shows 10000', () => {
    expect(displaySeconds(10_000_999)).toBe(10_000);
  });

  it('when more than 10000 seconds have passed, then it shows 0', () => {
    expect(displaySeconds(10_001_000)).toBe(0);
  });

  it('when the elapsed time is negative, then it shows 0', () => {
    expect(displaySeconds(-1)).toBe(0);
    expect(displaySeconds(-5_000)).toBe(0);
  });
});

describe('given a keystroke log arriving at the server', () => {
  it('when it holds characters and Backspace with rising times, then it is accepted', () => {
    expect(
      keystrokeLogSchema.safeParse([
        { key: 'a', at: 0 },
        { key: backspace, at: 10 },
        { key: ' ', at: 10 },
      ]).success,
    ).toBe(true);
  });

  it('when a key carries its release time (up) at or after its press, then it is accepted with it; a release before the press is refused on up', () => {
    expect(keystrokeSchema.parse({ key: 'a', at: 100, up: 190 })).toEqual({ key: 'a', at: 100, up: 190 });
    expect(keystrokeSchema.parse({ key: 'a', at: 100, up: 100 })).toEqual({ key: 'a', at: 100, up: 100 });
    const early = keystrokeSchema.safeParse({ key: 'a', at: 100, up: 99 });
    expect(early.success).toBe(false);
    expect(early.error?.issues).toMatchObject([{ path: ['up'], message: 'input.keystrokeRelease' }]);
  });

  it('when a key is a word other than Backspace, then it is refused', () => {
    expect(keystrokeSchema.safeParse({ key: 'Enter', at: 0 }).success).toBe(false);
    expect(keystrokeSchema.safeParse({ key: '', at: 0 }).success).toBe(false);
  });

  it('when a key is one character of two UTF-16 units (an emoji, a math letter), then it is accepted as it is', () => {
    for (const key of ['👍', '𝑥']) expect(keystrokeSchema.parse({ key, at: 0 })).toEqual({ key, at: 0 });
  });

  it('when a key is half a surrogate pair, then it is refused naming the key, since Postgres cannot store it', () => {
    for (const key of ['\uD83D', '\uDC4D']) {
      const issues = keystrokeSchema.safeParse({ key, at: 0 }).error?.issues ?? [];
      expect(issues[0], JSON.stringify(key)).toMatchObject({ path: ['key'], message: freeTextMessages.loneSurrogate });
    }
    const log = keystrokeLogSchema.safeParse([
      { key: 'a', at: 0 },
      { key: '\uD83D', at: 10 },
    ]);
    expect(log.error?.issues[0]?.path).toEqual([1, 'key']);
  });

  it('when a key is NUL, then it is refused naming the key', () => {
    const issues = keystrokeSchema.safeParse({ key: '\0', at: 0 }).error?.issues ?? [];
    expect(issues).toMatchObject([{ path: ['key'], message: freeTextMessages.nul }]);
  });

  it('when a key is two characters, even an emoji pair or a letter with a combining accent, then it is refused', () => {
    for (const key of ['ab', '👍👍', 'e\u0301']) expect(keystrokeSchema.safeParse({ key, at: 0 }).success, key).toBe(false);
  });

  it('when time runs backwards, then it is refused', () => {
    expect(
      keystrokeLogSchema.safeParse([
        { key: 'a', at: 10 },
        { key: 'b', at: 5 },
      ]).success,
    ).toBe(false);
  });
});
