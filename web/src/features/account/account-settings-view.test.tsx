// @vitest-environment happy-dom
import { companyToView, companyViewSchema, type AccountSettings, type CompanyView } from '@typetest/events/company';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { type Company, companySchema } from '../../shared/session/company.ts';
import { acmeAb } from '../../shared/session/testing/account-api.ts';
import { chooseOption, interact, typeInto, renderLive, type Live } from '../../shared/ui/testing/render.tsx';
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
  // happy-dom leaves a <select> on its first option when react-hook-form sets it; a browser shows the company's own.
  await chooseOption(field(container, 'Time zone'), company.timeZone);
  await chooseOption(field(container, 'Language'), company.language);
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
    await typeInto(deadlineDays(container), '14');
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
    await typeInto(deadlineDays(container), '');
    await interact(() => button(container, 'Save changes')?.click());
    expect(server.saved).toEqual([expect.objectContaining({ automaticReminders: true, defaultDeadlineDays: null })]);
    expect(server.read().defaultDeadlineDays).toBeNull();
  });

  it.each(['0', '366', '1.5', 'ten'])('when %s days are typed, then nothing is saved and the field says what it takes, with the focus', async (typed) => {
    const server = serverOf(acmeAb);
    const container = await openSettings(acmeAb, server.save);
    await typeInto(deadlineDays(container), typed);
    await interact(() => button(container, 'Save changes')?.click());

    expect(server.saved).toEqual([]);
    expect(errorOf(container, deadlineDays(container))).toBe('Enter a whole number of days from 1 to 365, or leave the field empty.');
    expect(document.activeElement).toBe(deadlineDays(container));
  });
});

describe('given a company whose language is English', () => {
  it('when Account settings opens, then Language offers English and Svenska, each named in itself, and there is nothing to save', async () => {
    const company = { ...acmeAb, language: 'en' } as const;
    const container = await openSettings(company, serverOf(company).save);
    const language = field(container, 'Language') as unknown as HTMLSelectElement | undefined;
    expect([...(language?.options ?? [])].map((option) => option.textContent)).toEqual(['English', 'Svenska']);
    expect(button(container, 'Save changes')?.disabled).toBe(true);
  });

  it('when Svenska is chosen and saved, then editCompany is sent the language, and the company read back from its view is Swedish, here and on the next visit', async () => {
    const server = serverOf({ ...acmeAb, language: 'en' });
    const container = await openSettings(server.read(), server.save);
    await chooseOption(field(container, 'Language'), 'sv');
    expect(button(container, 'Save changes')?.disabled).toBe(false);
    await interact(() => button(container, 'Save changes')?.click());

    expect(server.saved).toEqual([expect.objectContaining({ language: 'sv' })]);
    expect(server.read().language).toBe('sv');
    expect(container.querySelector('dialog[open]')?.textContent).toContain('Your account settings are up to date.');

    await live?.unmount();
    const again = await openSettings(server.read(), server.save);
    expect(field(again, 'Language')?.value).toBe('sv');
  });
});
