// @vitest-environment happy-dom
import { requiredFreeText } from '@typetest/events/schema';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Button } from '../ui/button.tsx';
import { interact, renderLive, type Live } from '../ui/testing/render.tsx';
import { TextField } from '../ui/text-field.tsx';
import { checkedOnSubmit, fieldProps } from './field-props.ts';
import { schemaResolver } from './schema-resolver.ts';
import { useFormMutation } from './use-form-mutation.ts';

const titleSchema = z.object({ title: requiredFreeText({ max: 200 }) });

/** What the form's call was given, and how each call ended, as the form said it. */
interface Heard {
  sent: string[];
  said: string[];
}

/** A form written in the idiom (README.md beside this file): a shared schema, a mutation hook, shared/ui parts. */
function TitleForm({ call, heard }: { call: (title: string) => Promise<string>; heard: Heard }) {
  const form = useForm<z.infer<typeof titleSchema>>({
    ...checkedOnSubmit,
    resolver: schemaResolver(titleSchema, { words: () => 'Enter a title.' }),
    defaultValues: { title: '' },
  });
  const save = useFormMutation('test/title', (title: string) => {
    heard.sent.push(title);
    return call(title);
  });
  const submit = form.handleSubmit(({ title }) =>
    save.trigger(title, { onSuccess: (answer) => heard.said.push(`saved: ${answer}`), onError: (error) => heard.said.push(`failed: ${String(error)}`) }),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField label="Title" {...fieldProps(form, 'title')} />
      <Button type="submit" busy={save.isMutating}>
        Save
      </Button>
    </form>
  );
}

let live: Live | undefined;
afterEach(async () => {
  await live?.unmount();
  live = undefined;
});

async function openForm(call: (title: string) => Promise<string> = async (title) => title) {
  const heard: Heard = { sent: [], said: [] };
  live = await renderLive(<TitleForm call={call} heard={heard} />);
  const container = live.container;
  const input = () => container.querySelector('input') as HTMLInputElement;
  const button = () => container.querySelector('button') as HTMLButtonElement;
  const error = () => container.querySelector(`#${CSS.escape(input().id)}-error`)?.textContent ?? null;
  const type = (text: string) =>
    interact(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input(), text);
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
  const press = () => interact(() => button().click());
  return { heard, input, button, error, type, press };
}

describe('given a form in the shared idiom', () => {
  it('when it is sent empty, then the words are beside the field, it is marked wrong and focused, and nothing is sent', async () => {
    const form = await openForm();
    await form.press();
    expect(form.error()).toBe('!Enter a title.');
    expect(form.input().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.input());
    expect(form.heard.sent).toEqual([]);
  });

  it('when the wrong field is edited, then its words go at once, and come back only with the next submit', async () => {
    const form = await openForm();
    await form.press();
    await form.type('A');
    expect(form.error()).toBeNull();
    await form.type('');
    expect(form.error()).toBeNull();
    await form.press();
    expect(form.error()).toBe('!Enter a title.');
  });

  it('while the call runs, then the button is busy, a second press sends nothing more, and it is free again once the call answers', async () => {
    let answer: (title: string) => void = () => {};
    const form = await openForm((title) => new Promise<string>((resolve) => (answer = () => resolve(title))));
    await form.type('Invoice');
    await form.press();
    expect(form.button().disabled).toBe(true);
    expect(form.button().getAttribute('aria-busy')).toBe('true');
    // A second submit that reaches the form before it re-renders (Enter pressed twice quickly).
    await interact(() => {
      form.button().form?.requestSubmit();
    });
    expect(form.heard.sent).toEqual(['Invoice']);

    await interact(() => answer('Invoice'));
    expect(form.button().disabled).toBe(false);
    expect(form.heard.said).toEqual(['saved: Invoice']);
  });

  it('when the call fails, then the form is told, and the button is free for another try', async () => {
    const form = await openForm(() => Promise.reject(new Error('refused')));
    await form.type('Invoice');
    await form.press();
    expect(form.heard.said).toEqual(['failed: Error: refused']);
    expect(form.button().disabled).toBe(false);
  });
});
