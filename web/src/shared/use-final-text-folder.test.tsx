// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderLive } from './ui/testing/render.tsx';
import { useFinalTextFolder } from './use-final-text-folder.ts';

/** Every address the hook gave, render after render. */
let seen: string[];

function Preview({ typed }: { typed: string }) {
  seen.push(useFinalTextFolder(typed));
  return null;
}

describe('given the URL field of the registration wizard or Account settings', () => {
  it('when it holds a name of its own, then that is the address', async () => {
    seen = [];
    const live = await renderLive(<Preview typed="acme" />);
    expect(seen.at(-1)).toBe('acme');
    await live.unmount();
  });

  it('when it holds a reserved name, then 5 random characters are added, the same ones however often it renders, and again after another name is typed and the reserved one typed back', async () => {
    seen = [];
    const live = await renderLive(<Preview typed="login" />);
    const final = seen.at(-1) ?? '';
    expect(final).toMatch(/^login[a-z0-9]{5}$/);
    await live.rerender(<Preview typed="login" />);
    await live.rerender(<Preview typed="logins" />);
    expect(seen.at(-1)).toBe('logins');
    await live.rerender(<Preview typed="login" />);
    expect(seen.at(-1)).toBe(final);
    expect(new Set(seen.filter((address) => address.startsWith('login') && address !== 'logins'))).toEqual(new Set([final]));

    await live.rerender(<Preview typed="default" />);
    expect(seen.at(-1)).toMatch(/^default[a-z0-9]{5}$/);
    await live.unmount();
  });
});
