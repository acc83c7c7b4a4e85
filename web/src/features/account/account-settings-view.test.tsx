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

/** The overview as a server whose automatic reminder goes 48 hours after a link answers it. */
const overview = async () => ({ awaiting: 0, resultsThisWeek: 0, latest: [], reminderAfterHours: 48 });

async function openSettings(company: Company, save: (settings: AccountSettings) => Promise<Company>) {
  // A fresh SWR cache per test, as a fresh page load has.
  live = await renderLive(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AccountSettingsView company={company} onMenu={() => {}} save={save} loadOverview={overview} />
    </SWRConfig>,
  );
  const container = live.container;
  // happy-dom leaves a <select> on its first option when react-hook-form sets it; a browser shows the company's own.
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

describe('given a company keeping applicant data the default 24 months', () => {
  const months = (container: HTMLElement) => field(container, 'Keep applicant data for (months)');

  it('when 6 months are typed and saved, then editCompany is sent 6, and the field shows it on the next visit', async () => {
    const server = serverOf(acmeAb);
    const container = await openSettings(acmeAb, server.save);
    expect(months(container)?.value).toBe('24');
    await typeInto(months(container), '6');
    await interact(() => button(container, 'Save changes')?.click());

    expect(server.saved).toEqual([expect.objectContaining({ retentionMonths: 6 })]);
    await live?.unmount();
    expect(months(await openSettings(server.read(), server.save))?.value).toBe('6');
  });

  it.each(['', '0', '121', '1.5'])('when %j is typed, then nothing is saved and the field says what it takes, with the focus', async (typed) => {
    const server = serverOf(acmeAb);
    const container = await openSettings(acmeAb, server.save);
    await typeInto(months(container), typed);
    await interact(() => button(container, 'Save changes')?.click());

    expect(server.saved).toEqual([]);
    expect(errorOf(container, months(container))).toBe('Enter a whole number of months from 1 to 120.');
    expect(document.activeElement).toBe(months(container));
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

const accuracy = (container: HTMLElement) => field(container, 'Minimum accuracy');
const timeZone = (container: HTMLElement) => field(container, 'Time zone');
const hintOf = (container: HTMLElement, control: HTMLInputElement | undefined) =>
  (control?.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => container.querySelector(`#${CSS.escape(id)}.ui-field__hint`)?.textContent)
    .find(Boolean);

describe('the pass mark’s minimum accuracy', () => {
  it('when 92.5 is typed and saved, then editCompany gets 92.5, and the field shows it again on the next visit', async () => {
    const server = serverOf(acmeAb);
    const container = await openSettings(acmeAb, server.save);
    expect(hintOf(container, accuracy(container))).toBe('A percentage from 0 to 100, decimals allowed (92.5). Leave it empty for no minimum.');
    await typeInto(accuracy(container), '92.5');
    await interact(() => button(container, 'Save changes')?.click());

    expect(server.saved).toEqual([expect.objectContaining({ minimumAccuracy: 92.5 })]);
    await live?.unmount();
    const again = await openSettings(server.read(), server.save);
    expect(accuracy(again)?.value).toBe('92.5');
    expect(button(again, 'Save changes')?.disabled).toBe(true);
  });

  it('when 92,5 is typed (a decimal comma, as in Swedish), then 92.5 is saved', async () => {
    const server = serverOf(acmeAb);
    const container = await openSettings(acmeAb, server.save);
    await typeInto(accuracy(container), '92,5');
    await interact(() => button(container, 'Save changes')?.click());
    expect(server.saved).toEqual([expect.objectContaining({ minimumAccuracy: 92.5 })]);
  });

  it.each(['92.55', '101', 'most'])('when %s is typed, then nothing is saved and the field says what it takes', async (typed) => {
    const server = serverOf(acmeAb);
    const container = await openSettings(acmeAb, server.save);
    await typeInto(accuracy(container), typed);
    await interact(() => button(container, 'Save changes')?.click());
    expect(server.saved).toEqual([]);
    expect(errorOf(container, accuracy(container))).toBe('Enter a percentage from 0 to 100 with at most one decimal, or leave the field empty.');
  });
});

describe('the time zone', () => {
  it('when Account settings opens, then the field suggests every zone by its current name (Asia/Kolkata, Europe/Kyiv), none by an old one', async () => {
    const container = await openSettings(acmeAb, serverOf(acmeAb).save);
    const list = container.querySelector<HTMLDataListElement>(`#${CSS.escape(timeZone(container)?.getAttribute('list') ?? '')}`);
    const zones = [...(list?.options ?? [])].map((option) => option.value);
    expect(zones).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'Europe/Stockholm', 'UTC']));
    expect(zones).not.toEqual(expect.arrayContaining(['Asia/Calcutta']));
    expect(zones).not.toEqual(expect.arrayContaining(['Europe/Kiev']));
  });

  it('given a company stored with an old name (Asia/Calcutta), then the field shows the current one and there is nothing to save', async () => {
    const server = serverOf({ ...acmeAb, timeZone: 'Asia/Calcutta' });
    const container = await openSettings(server.read(), server.save);
    expect(timeZone(container)?.value).toBe('Asia/Kolkata');
    expect(button(container, 'Save changes')?.disabled).toBe(true);
  });

  it('when a zone is typed and saved, then editCompany gets it; a name that is no zone is refused with words saying what to choose', async () => {
    const server = serverOf(acmeAb);
    const container = await openSettings(acmeAb, server.save);
    await typeInto(timeZone(container), 'Middle Earth');
    await interact(() => button(container, 'Save changes')?.click());
    expect(server.saved).toEqual([]);
    expect(errorOf(container, timeZone(container))).toBe('Choose a time zone from the list, such as Europe/Stockholm.');

    await typeInto(timeZone(container), 'Europe/Kyiv');
    await interact(() => button(container, 'Save changes')?.click());
    expect(server.saved).toEqual([expect.objectContaining({ timeZone: 'Europe/Kyiv' })]);
  });
});

describe('the automatic reminders', () => {
  it('when Account settings opens, then the hint says after how many hours the reminder goes, as the server sends it', async () => {
    const container = await openSettings(acmeAb, serverOf(acmeAb).save);
    await interact(() => undefined);
    expect(hintOf(container, reminders(container))).toBe(
      'An applicant who has not started the test 48 hours after the invitation (or the latest new link) gets one reminder e-mail with a new link.',
    );
  });
});
