// @vitest-environment happy-dom
import { companyToView, companyViewSchema, type AccountSettings, type CompanyView } from '@typetest/events/company';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { type Company, companySchema } from '../../shared/session/company.ts';
import { acmeAb } from '../../shared/session/testing/account-api.ts';
import { interact, renderLive, type Live } from '../../shared/ui/testing/render.tsx';
import { AccountSettingsView } from './account-settings-view.tsx';

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
});

/**
 * editCompany as the account area sees it: the company kept in its wire shape (the view the API
 * answers with), the settings each save sent, and the company as the app reads the answer.
 */
function serverOf(company: Company) {
  let view: CompanyView = companyToView(company);
  const saved: AccountSettings[] = [];
  const save = async (settings: AccountSettings): Promise<Company> => {
    saved.push(settings);
    view = companyViewSchema.parse({ ...view, ...settings });
    return companySchema.parse(view);
  };
  return { saved, save, read: () => companySchema.parse(view) };
}

async function openSettings(company: Company, save: (settings: AccountSettings) => Promise<Company>) {
  // A fresh SWR cache per test, as a fresh page load has.
  live = await renderLive(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AccountSettingsView company={company} onMenu={() => {}} save={save} />
    </SWRConfig>,
  );
  const container = live.container;
  // happy-dom leaves a <select> with hundreds of options on its first one when react-hook-form sets it; a browser shows the company's zone.
  const zone = field(container, 'Time zone') as unknown as HTMLSelectElement | undefined;
  if (zone && zone.value !== company.timeZone) {
    await interact(() => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(zone, company.timeZone);
      zone.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
  return container;
}

const field = (container: HTMLElement, label: string) => {
  const id = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label)?.htmlFor;
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(id ?? '')}`) ?? undefined;
};
const reminders = (container: HTMLElement) => field(container, 'Send automatic reminders');
const deadlineDays = (container: HTMLElement) => field(container, 'Default deadline (days)');
const button = (container: HTMLElement, name: string) => [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
const errorOf = (container: HTMLElement, control: HTMLInputElement | undefined) =>
  (control?.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => container.querySelector(`#${CSS.escape(id)}.ui-field__error span:not([aria-hidden])`)?.textContent)
    .find(Boolean);

/** Types as a browser does: React's own value tracking must see the change. */
async function type(control: HTMLInputElement | undefined, text: string) {
  await interact(() => {
    if (!control) throw new Error('no such field');
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, text);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('given a company with the reminder settings’ defaults (automatic reminders on, no default deadline)', () => {
  it('when Account settings opens, then the box is ticked and the days are empty, and there is nothing to save', async () => {
    const server = serverOf(acmeAb);
    const container = await openSettings(acmeAb, server.save);
    expect(reminders(container)?.checked).toBe(true);
    expect(deadlineDays(container)?.value).toBe('');
    expect(button(container, 'Save changes')?.disabled).toBe(true);
  });

  it('when reminders are turned off and 14 days typed and saved, then both go to editCompany, and the company read back from its view shows them, here and on the next visit', async () => {
    const server = serverOf(acmeAb);
    const container = await openSettings(acmeAb, server.save);
    await interact(() => reminders(container)?.click());
    await type(deadlineDays(container), '14');
    await interact(() => button(container, 'Save changes')?.click());

    expect(server.saved).toEqual([expect.objectContaining({ automaticReminders: false, defaultDeadlineDays: 14 })]);
    expect(server.read()).toMatchObject({ automaticReminders: false, defaultDeadlineDays: 14 });
    expect(container.querySelector('dialog[open]')?.textContent).toContain('Your account settings are up to date.');
    expect([reminders(container)?.checked, deadlineDays(container)?.value]).toEqual([false, '14']);

    await live?.unmount();
    const again = await openSettings(server.read(), server.save);
    expect([reminders(again)?.checked, deadlineDays(again)?.value]).toEqual([false, '14']);
  });

  it('when the days are emptied again, then no default deadline (null) is saved', async () => {
    const server = serverOf({ ...acmeAb, defaultDeadlineDays: 30 });
    const container = await openSettings(server.read(), server.save);
    expect(deadlineDays(container)?.value).toBe('30');
    await type(deadlineDays(container), '');
    await interact(() => button(container, 'Save changes')?.click());
    expect(server.saved).toEqual([expect.objectContaining({ automaticReminders: true, defaultDeadlineDays: null })]);
    expect(server.read().defaultDeadlineDays).toBeNull();
  });

  it.each(['0', '366', '1.5', 'ten'])('when %s days are typed, then nothing is saved and the field says what it takes, with the focus', async (typed) => {
    const server = serverOf(acmeAb);
    const container = await openSettings(acmeAb, server.save);
    await type(deadlineDays(container), typed);
    await interact(() => button(container, 'Save changes')?.click());

    expect(server.saved).toEqual([]);
    expect(errorOf(container, deadlineDays(container))).toBe('Enter a whole number of days from 1 to 365, or leave the field empty.');
    expect(document.activeElement).toBe(deadlineDays(container));
  });
});
