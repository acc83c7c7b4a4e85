// @vitest-environment happy-dom
import { type AccountSettings, type CompanyView, companyToView, companyViewSchema } from '@typetest/events/company';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { type Company, companySchema } from '../../shared/session/company.ts';
import { acmeAb } from '../../shared/session/testing/account-api.ts';
import { interact, type Live, renderLive } from '../../shared/ui/testing/render.tsx';
import { AccountSettingsView } from './account-settings-view.tsx';

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
});

/** editCompany as the account area sees it: the company in its wire shape, and the settings each save sent. */
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

const labelled = <Control extends Element>(container: HTMLElement, label: string) => {
  const id = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label)?.htmlFor;
  return container.querySelector<Control & HTMLElement>(`#${CSS.escape(id ?? '')}`) ?? undefined;
};

/**
 * Picks `value` as a browser would. happy-dom leaves a <select> on its first option when
 * react-hook-form sets it, so each select is first put where the company's settings have it.
 */
async function choose(select: HTMLSelectElement | undefined, value: string) {
  await interact(() => {
    if (!select) throw new Error('no such select');
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function openSettings(server: ReturnType<typeof serverOf>) {
  const company = server.read();
  live = await renderLive(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AccountSettingsView company={company} onMenu={() => {}} save={server.save} />
    </SWRConfig>,
  );
  const container = live.container;
  await choose(labelled<HTMLSelectElement>(container, 'Time zone'), company.timeZone);
  await choose(labelled<HTMLSelectElement>(container, 'Language'), company.language);
  return container;
}

const saveButton = (container: HTMLElement) => [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Save changes');

describe('given a company whose language is English', () => {
  it('when Account settings opens, then Language offers English and Svenska, each named in itself, and there is nothing to save', async () => {
    const container = await openSettings(serverOf({ ...acmeAb, language: 'en' }));
    const language = labelled<HTMLSelectElement>(container, 'Language');
    expect([...(language?.options ?? [])].map((option) => option.textContent)).toEqual(['English', 'Svenska']);
    expect(saveButton(container)?.disabled).toBe(true);
  });

  it('when Svenska is chosen and saved, then editCompany is sent the language, and the company read back from its view is Swedish, here and on the next visit', async () => {
    const server = serverOf({ ...acmeAb, language: 'en' });
    const container = await openSettings(server);
    await choose(labelled<HTMLSelectElement>(container, 'Language'), 'sv');
    expect(saveButton(container)?.disabled).toBe(false);
    await interact(() => saveButton(container)?.click());

    expect(server.saved).toEqual([expect.objectContaining({ language: 'sv' })]);
    expect(server.read().language).toBe('sv');
    expect(container.querySelector('dialog[open]')?.textContent).toContain('Your account settings are up to date.');

    await live?.unmount();
    const again = await openSettings(server);
    expect(labelled<HTMLSelectElement>(again, 'Language')?.value).toBe('sv');
  });
});
