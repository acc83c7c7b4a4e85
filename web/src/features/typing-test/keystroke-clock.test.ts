import { afterEach, describe, expect, it, vi } from 'vitest';
import { keystrokeTime } from './keystroke-clock.ts';

describe('given a key event the typing test stamps', () => {
  afterEach(() => vi.restoreAllMocks());

  it('when the page was frozen and runs the handler 2.5 s after the key was pressed, then the key keeps the time it was pressed', () => {
    vi.spyOn(performance, 'now').mockReturnValue(12_500.4);
    expect(keystrokeTime(10_000.6, 9_800)).toBe(10_001);
  });

  it('when keys queued during a freeze are handled one after the other, then each keeps its own press time, not one instant', () => {
    vi.spyOn(performance, 'now').mockReturnValue(13_000);
    const pressed = [10_000.2, 10_180.7, 10_342.1];
    const stamped: number[] = [];
    for (const timeStamp of pressed) stamped.push(keystrokeTime(timeStamp, stamped.at(-1)));
    expect(stamped).toEqual([10_000, 10_181, 10_342]);
  });

  it("when an event says it was pressed before the last key (two events of one press), then its time is the last key's: the log never runs backwards", () => {
    vi.spyOn(performance, 'now').mockReturnValue(5_000);
    expect(keystrokeTime(4_000.2, 4_001)).toBe(4_001);
  });

  it('when a browser gives no usable timeStamp (0, or later than now), then the key is stamped now', () => {
    vi.spyOn(performance, 'now').mockReturnValue(7_000.7);
    expect(keystrokeTime(0, 6_000)).toBe(7_001);
    expect(keystrokeTime(9_000, 6_000)).toBe(7_001);
  });
});
