// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Page } from './page.tsx';
import { ProgressDots } from './progress-dots.tsx';
import { renderLive, renderStatic } from './testing/render.tsx';

describe('given a Page for one view of a screen', () => {
  it('when it is shown, then the tab title, the heading and the named back arrow are there, with what goes on top first', () => {
    const body = renderStatic(
      <Page title="Register" heading="Your details" onBack={() => {}} top={<ProgressDots steps={['details', 'finished']} current={0} />}>
        <p>Fields</p>
      </Page>,
    );
    expect(body.querySelector('title')?.textContent).toBe('Register · Typetest');
    expect(body.querySelector('h1')?.textContent).toBe('Your details');
    expect(body.querySelector('button')?.getAttribute('aria-label')).toBe('Back');
    expect(body.querySelector('.ui-progress')?.compareDocumentPosition(body.querySelector('h1') as never)).toBe(4);
  });

  it('when it has no back action, then there is no back arrow and the title is the heading', () => {
    const body = renderStatic(<Page title="Login">content</Page>);
    expect(body.querySelector('button')).toBeNull();
    expect(body.querySelector('h1')?.textContent).toBe('Login');
  });

  it('when it replaces another view, then keyboard focus lands on its heading; as a first view it does not', async () => {
    const replaced = await renderLive(<Page title="Account settings">content</Page>);
    expect(document.activeElement?.tagName).toBe('H1');
    await replaced.unmount();

    const first = await renderLive(
      <Page title="Login" focusHeading={false}>
        content
      </Page>,
    );
    expect(document.activeElement?.tagName).not.toBe('H1');
    await first.unmount();
  });
});
