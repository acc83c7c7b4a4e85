// @vitest-environment happy-dom
import type { Keystroke, TypingResult } from '@typetest/events/scoring';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interact, renderLive, type Live } from '../../shared/ui/testing/render.tsx';
import { TypingTest } from './typing-test.tsx';

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
  vi.restoreAllMocks();
});

/** A key pressed at `timeStamp` on the page's clock (what the browser says), handled whenever the page gets to it. */
function keyDown(area: HTMLTextAreaElement, key: string, timeStamp: number, repeat = false) {
  const event = new KeyboardEvent('keydown', { key, code: codeOf(key), repeat, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  area.dispatchEvent(event);
}

/** The physical key of a character or Backspace, as the browser names it (`KeyA`). */
const codeOf = (key: string) => (key.length === 1 ? `Key${key.toUpperCase()}` : key);

/** A key released at `timeStamp`. */
function keyUp(area: HTMLTextAreaElement, key: string, timeStamp: number) {
  const event = new KeyboardEvent('keyup', { key, code: codeOf(key), bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  area.dispatchEvent(event);
}

describe('given an applicant typing in the test', () => {
  it("when keys were pressed before a frozen page handled them, then each keeps the time it was pressed; a held key's repeats are marked repeat", async () => {
    const finished: { result: TypingResult; log: readonly Keystroke[] }[] = [];
    live = await renderLive(<TypingTest text="abcd" onFinished={(result, log) => finished.push({ result, log })} />);
    const area = live.container.querySelector('textarea')!;
    // Pressed 2.5 s ago and 100 ms apart, all handled now.
    // The page's clock reads 10 s: the keys were pressed 2.5 s before their handlers ran.
    vi.spyOn(performance, 'now').mockReturnValue(10_000);
    const pressed = 7_500;
    await interact(() => {
      keyDown(area, 'a', pressed);
      keyDown(area, 'x', pressed + 100.4);
      keyDown(area, 'y', pressed + 230);
      keyDown(area, 'Backspace', pressed + 600);
      keyDown(area, 'Backspace', pressed + 633, true);
      keyDown(area, 'b', pressed + 900);
      keyDown(area, 'c', pressed + 1_010);
      keyDown(area, 'd', pressed + 1_150);
    });
    const at = Math.round(pressed);
    expect(finished).toHaveLength(1);
    expect(finished[0]!.log).toEqual([
      { key: 'a', at },
      { key: 'x', at: at + 100 },
      { key: 'y', at: at + 230 },
      { key: 'Backspace', at: at + 600 },
      { key: 'Backspace', at: at + 633, repeat: true },
      { key: 'b', at: at + 900 },
      { key: 'c', at: at + 1_010 },
      { key: 'd', at: at + 1_150 },
    ]);
    expect(finished[0]!.result.accuracy).toBe(67);
  });

  it('when keys are released, then each press records its release (up), found by its physical key even when the next key is already down; a held key is released once (its repeats erase both), and the last key is sent before its release', async () => {
    const finished: { log: readonly Keystroke[] }[] = [];
    live = await renderLive(<TypingTest text="abc" onFinished={(_, log) => finished.push({ log })} />);
    const area = live.container.querySelector('textarea')!;
    vi.spyOn(performance, 'now').mockReturnValue(10_000);
    await interact(() => {
      keyDown(area, 'a', 1_000);
      keyDown(area, 'x', 1_080); // pressed before the a is released: rollover
      keyUp(area, 'a', 1_095.6);
      keyUp(area, 'x', 1_170);
      keyDown(area, 'Backspace', 1_400);
      keyDown(area, 'Backspace', 1_900, true);
      keyUp(area, 'Backspace', 1_950);
      keyDown(area, 'a', 2_000);
      keyUp(area, 'a', 2_070);
      keyDown(area, 'b', 2_100);
      keyUp(area, 'b', 2_190);
      keyDown(area, 'c', 2_300);
      keyUp(area, 'c', 2_380);
    });
    expect(finished).toHaveLength(1);
    expect(finished[0]!.log).toEqual([
      { key: 'a', at: 1_000, up: 1_096 },
      { key: 'x', at: 1_080, up: 1_170 },
      { key: 'Backspace', at: 1_400, up: 1_950 },
      { key: 'Backspace', at: 1_900, repeat: true },
      { key: 'a', at: 2_000, up: 2_070 },
      { key: 'b', at: 2_100, up: 2_190 },
      { key: 'c', at: 2_300 },
    ]);
  });
});
