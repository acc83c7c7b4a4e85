import { Window } from 'happy-dom';
import { act, type ReactElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import '../../i18n/testing/english-words.ts';

/**
 * Renders components for unit tests, with what the app gives every screen (translations, a
 * router). `renderStatic` is React's server rendering, parsed into a document to query: markup
 * and ARIA. `renderLive` mounts into the happy-dom document of a test file that runs under
 * `// @vitest-environment happy-dom`: refs, effects and events.
 */

function App({ children }: { children: ReactNode }) {
  return <MemoryRouter>{children}</MemoryRouter>;
}

export function renderStatic(element: ReactElement) {
  const markup = renderToStaticMarkup(<App>{element}</App>);
  const { document } = new Window();
  document.body.innerHTML = markup;
  return document.body;
}

export interface Live {
  container: HTMLElement;
  rerender(element: ReactElement): Promise<void>;
  unmount(): Promise<void>;
}

export async function renderLive(element: ReactElement): Promise<Live> {
  // Tells React that updates are awaited with act(); without it React warns on console.error.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(<App>{element}</App>);
  });
  return {
    container,
    async rerender(next) {
      await act(async () => root?.render(<App>{next}</App>));
    },
    async unmount() {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}

/** Runs `work` (a click, a key) and lets React finish what it causes. */
export async function interact(work: () => void | Promise<void>): Promise<void> {
  await act(async () => {
    await work();
  });
}

/** Types into a field as a browser does: React's own value tracking must see the change. */
export async function typeInto(control: HTMLInputElement | HTMLTextAreaElement | undefined | null, text: string): Promise<void> {
  await interact(() => {
    if (!control) throw new Error('no such field');
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, text);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * Chooses an option as a browser does. happy-dom also leaves a <select> on its first option when
 * react-hook-form sets its value, so tests put a select where the data has it before they look.
 */
export async function chooseOption(control: Element | undefined | null, value: string): Promise<void> {
  await interact(() => {
    if (!(control instanceof HTMLSelectElement)) throw new Error('no such select');
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
