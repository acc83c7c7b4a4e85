// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderLive } from '../../shared/ui/testing/render.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Every value the debounced hook gave, render after render. */
let seen: string[];

function Search({ text }: { text: string }) {
  const settled = useDebouncedValue(text, 500);
  if (seen.at(-1) !== settled) seen.push(settled);
  return <p>{settled}</p>;
}

beforeEach(() => {
  seen = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('given a search typed letter by letter', () => {
  it('when the keys come less than 500 ms apart, then the value settles once, 500 ms after the last key', async () => {
    const live = await renderLive(<Search text="" />);
    for (const text of ['a', 'ad', 'ada']) {
      await live.rerender(<Search text={text} />);
      await wait(300);
    }
    expect(seen).toEqual(['']);
    await wait(199);
    expect(seen).toEqual(['']);
    await wait(1);
    expect(seen).toEqual(['', 'ada']);
    await live.unmount();
  });

  it('when the typing pauses for 500 ms between words, then each pause gives its value', async () => {
    const live = await renderLive(<Search text="" />);
    await live.rerender(<Search text="ada" />);
    await wait(500);
    await live.rerender(<Search text="ada l" />);
    await wait(500);
    expect(seen).toEqual(['', 'ada', 'ada l']);
    await live.unmount();
  });
});
