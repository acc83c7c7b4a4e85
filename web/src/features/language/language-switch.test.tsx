// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageCookie, setPageLanguage } from '../../shared/i18n/page-language.ts';
import { interact, type Live, renderLive } from '../../shared/ui/testing/render.tsx';
import { LanguageSwitch } from './language-switch.tsx';

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
  Cookies.remove(languageCookie, { path: '/' });
});

async function openSwitch() {
  const reload = vi.fn();
  live = await renderLive(<LanguageSwitch reload={reload} />);
  const choice = (name: string) => [...(live?.container.querySelectorAll('button') ?? [])].find((button) => button.textContent === name);
  return { reload, choice, group: live.container.querySelector('fieldset') };
}

describe('given a page in English, with the language switch in its header', () => {
  it('when it shows, then it names each language in itself, in that language, with English pressed', async () => {
    setPageLanguage('en', ['en-US']);
    const { choice, group } = await openSwitch();
    expect(group?.getAttribute('aria-label')).toBe('Language');
    expect([choice('English')?.getAttribute('aria-pressed'), choice('Svenska')?.getAttribute('aria-pressed')]).toEqual(['true', 'false']);
    expect(choice('Svenska')?.lang).toBe('sv');
  });

  it('when Svenska is pressed, then the choice is saved in the cookie and the page reloads to start in it', async () => {
    setPageLanguage('en', ['en-US']);
    const { reload, choice } = await openSwitch();
    await interact(() => choice('Svenska')?.click());
    expect(Cookies.get('language')).toBe('sv');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('when English, the page’s own, is pressed, then nothing is saved and nothing reloads', async () => {
    setPageLanguage('en', ['en-US']);
    const { reload, choice } = await openSwitch();
    await interact(() => choice('English')?.click());
    expect(Cookies.get('language')).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });
});
