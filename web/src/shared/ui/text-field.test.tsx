// @vitest-environment happy-dom
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field.tsx';
import { TextField } from './text-field.tsx';
import { interact, renderLive, renderStatic } from './testing/render.tsx';

describe('given a required TextField with a hint', () => {
  const body = renderStatic(<TextField label="E-mail" required hint="We send results here." type="email" autoComplete="email" />);
  const input = body.querySelector('input');
  const label = body.querySelector('label');

  it('when it is shown, then its visible label names the input and shows a * that screen readers skip', () => {
    expect(label?.getAttribute('for')).toBe(input?.id);
    expect(label?.textContent).toBe('E-mail *');
    expect(label?.querySelector('[aria-hidden="true"]')?.textContent).toBe(' *');
  });

  it('when it is shown, then the input says it is required and is described by the hint', () => {
    expect(input?.getAttribute('aria-required')).toBe('true');
    // The browser's own "Please fill out this field" bubble must not replace the product's messages.
    expect(input?.hasAttribute('required')).toBe(false);
    const hint = body.querySelector(`#${input?.getAttribute('aria-describedby')}`);
    expect(hint?.textContent).toBe('We send results here.');
    expect(input?.hasAttribute('aria-invalid')).toBe(false);
  });

  it('when other input props are given, then they reach the input', () => {
    expect(input?.getAttribute('type')).toBe('email');
    expect(input?.getAttribute('autocomplete')).toBe('email');
  });
});

describe('given a TextField with an error', () => {
  it('when it is shown, then the input is aria-invalid and described first by the error shown under it', () => {
    const body = renderStatic(
      <TextField id="email" label="E-mail" hint="Your login." error="E-mail address is not correctly formatted, please try again." aria-describedby="extra" />,
    );
    const input = body.querySelector('input');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(input?.getAttribute('aria-describedby')).toBe('email-error email-hint extra');
    const error = body.querySelector('#email-error');
    expect(error?.textContent).toContain('E-mail address is not correctly formatted, please try again.');
    // Under the input: the error comes after it in the field.
    expect(input?.compareDocumentPosition(error as never)).toBe(4 /* DOCUMENT_POSITION_FOLLOWING */);
  });

  it('when it is only marked invalid (SPEC’s red border with a toast), then it is aria-invalid with no error text', () => {
    const body = renderStatic(<TextField label="URL" invalid />);
    expect(body.querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
    expect(body.querySelector('.ui-field__error')).toBeNull();
  });
});

describe('given fields registered with react-hook-form', () => {
  // biome-ignore lint/correctness/noComponentHookFactories: a component declared for this story only, made once
  function RegistrationDetails({ onValues }: { onValues: (values: { name: string; address: string }) => void }) {
    const form = useForm({ defaultValues: { name: '', address: 'Storgatan 1' } });
    return (
      <form onSubmit={form.handleSubmit(onValues)}>
        <TextField label="Name" required {...form.register('name')} />
        <TextAreaField label="Invoice Address" {...form.register('address')} />
        <button type="submit">Continue</button>
      </form>
    );
  }

  /** Types as a browser does: React's own value tracking must see the change. */
  function type(control: HTMLInputElement | HTMLTextAreaElement, text: string) {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
    setter?.call(control, text);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }

  it('when the form starts, then its default values are in the controls (the refs reach them)', async () => {
    const { container, unmount } = await renderLive(<RegistrationDetails onValues={() => {}} />);
    expect(container.querySelector('textarea')?.value).toBe('Storgatan 1');
    await unmount();
  });

  it('when the visitor types and submits, then the form reads what they typed', async () => {
    let submitted: unknown;
    const { container, unmount } = await renderLive(<RegistrationDetails onValues={(values) => (submitted = values)} />);
    const name = container.querySelector('input');
    const address = container.querySelector('textarea');
    if (!name || !address) throw new Error('fields missing');

    await interact(() => {
      type(name, 'Ann Andersson');
      type(address, 'Storgatan 2');
      container.querySelector('button')?.click();
    });

    expect(submitted).toEqual({ name: 'Ann Andersson', address: 'Storgatan 2' });
    await unmount();
  });
});
