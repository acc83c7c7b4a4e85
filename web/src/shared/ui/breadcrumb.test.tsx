import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb.tsx';
import { renderStatic } from './testing/render.tsx';

describe('given the account page’s Breadcrumb', () => {
  it('when a view is open, then it reads Main page (a link to /), My account, and the view, which is the current page', () => {
    const body = renderStatic(<Breadcrumb current="Account settings" onMyAccount={() => {}} />);
    const nav = body.querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBe('Breadcrumb');
    const items = [...body.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual(['Main page', 'My account', 'Account settings']);
    expect(body.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(body.querySelector('li:nth-child(2) button')?.textContent).toBe('My account');
    const current = body.querySelectorAll('[aria-current="page"]');
    expect([...current].map((item) => item.textContent)).toEqual(['Account settings']);
  });

  it('when the account menu itself is shown, then My account is the current page and there is no third item', () => {
    const body = renderStatic(<Breadcrumb />);
    expect([...body.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Main page', 'My account']);
    expect(body.querySelector('[aria-current="page"]')?.textContent).toBe('My account');
  });
});
