// @vitest-environment happy-dom
import type { AccountClosing } from '@typetest/events/company';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-client.ts';
import { interact, renderLive, typeInto, type Live } from '../../shared/ui/testing/render.tsx';
import { CloseAccountPanel, type closingCalls } from './close-account-panel.tsx';

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
});

const password = 'correct horse battery';
/** Half an hour before midnight UTC: already the next day in Stockholm. */
const closesAt = '2026-12-28T23:30:00.000Z';

/** The closing calls as a server with a 14-day grace period answers them; what was asked is kept. */
function serverOf(): typeof closingCalls & { asked: string[] } {
  let state: AccountClosing = { closesAt: null, graceDays: 14 };
  const asked: string[] = [];
  return {
    asked,
    load: async () => state,
    close: async (typed) => {
      asked.push(`close ${typed}`);
      if (typed !== password) throw new ApiError('The password is not correct. Nothing was changed.', 403);
      state = { ...state, closesAt };
      return state;
    },
    cancel: async () => {
      asked.push('cancel');
      state = { ...state, closesAt: null };
      return state;
    },
  };
}

async function openPanel(server: typeof closingCalls) {
  live = await renderLive(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CloseAccountPanel timeZone="Europe/Stockholm" calls={server} />
    </SWRConfig>,
  );
  await interact(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return live.container;
}

const passwordField = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[name="closeAccountPassword"]');
const button = (container: HTMLElement, name: string) => [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
const press = (container: HTMLElement, name: string) =>
  interact(() => {
    const found = button(container, name);
    if (!found) throw new Error(`no button ${name}`);
    found.click();
  });

describe('given a signed-in company in Account settings, Close account', () => {
  it('says what closing does and after the server’s grace period; without a password it asks for one and calls nothing', async () => {
    const server = serverOf();
    const container = await openPanel(server);
    expect(container.textContent).toContain('Closing your account erases, 14 days after you ask,');
    await press(container, 'Close account');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Enter your password to close your account.');
    expect(server.asked).toEqual([]);
  });

  it('when the password is wrong, then it says so and the account is not closing; with the right one, then the day it closes in the company’s time zone, and Cancel closing undoes it', async () => {
    const server = serverOf();
    const container = await openPanel(server);
    await typeInto(passwordField(container), 'not it');
    await press(container, 'Close account');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('The password is not correct. Nothing was changed.');
    expect(button(container, 'Cancel closing')).toBeUndefined();

    await typeInto(passwordField(container), password);
    await press(container, 'Close account');
    const pending = [...container.querySelectorAll('[role="status"]')].map((notice) => notice.textContent).find((text) => text?.startsWith('Your account closes on'));
    expect(pending).toMatch(/December 29, 2026|29 December 2026/);
    expect(container.querySelector('[role="alert"]')).toBeNull();

    await press(container, 'Cancel closing');
    expect(container.textContent).toContain('The closing of your account is cancelled. Your account stays open.');
    expect(button(container, 'Close account')).toBeDefined();
    expect(server.asked).toEqual(['close not it', `close ${password}`, 'cancel']);
  });
});
