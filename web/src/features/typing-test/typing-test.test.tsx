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
  const event = new KeyboardEvent('keydown', { key, repeat, bubbles: true, cancelable: true });
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
});
