// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Modal } from './modal.tsx';
import { interact, renderLive, renderStatic } from './testing/render.tsx';

describe('given SPEC’s error Modal', () => {
  it('when it is rendered, then the dialog is named by its title and described by its message, with one "Understood" button', () => {
    const body = renderStatic(<Modal open title="E-mail error" message="E-mail address is not correctly formatted, please try again." onClose={() => {}} />);
    const dialog = body.querySelector('dialog');
    expect(body.querySelector(`#${CSS.escape(dialog?.getAttribute('aria-labelledby') ?? '')}`)?.textContent).toBe('E-mail error');
    expect(body.querySelector(`#${CSS.escape(dialog?.getAttribute('aria-describedby') ?? '')}`)?.textContent).toBe('E-mail address is not correctly formatted, please try again.');
    expect([...body.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Understood']);
  });

  it('when a button label is given, then that is the button', () => {
    const body = renderStatic(<Modal open title="Verified!" message="Your email a@b.se was successfully verified." buttonLabel="Take me to the login page" onClose={() => {}} />);
    expect(body.querySelector('button')?.textContent).toBe('Take me to the login page');
  });
});

/** A screen with a button that opens a modal, as the account screens will have. */
function Screen({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Save changes
      </button>
      <Modal
        open={open}
        title="Changes saved"
        message="Your account settings are saved."
        onClose={() => {
          setOpen(false);
          onClosed();
        }}
      />
    </>
  );
}

describe('given a screen whose button opens a Modal', () => {
  it('when the button is pressed, then the dialog opens modally and focus moves to its button', async () => {
    const { container, unmount } = await renderLive(<Screen onClosed={() => {}} />);
    const opener = container.querySelector<HTMLButtonElement>('#opener');
    opener?.focus();
    await interact(() => opener?.click());

    const dialog = container.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(document.activeElement?.textContent).toBe('Understood');
    await unmount();
  });

  it('when its button is pressed, then it closes, the owner hears it, and focus returns to the opener', async () => {
    let closed = 0;
    const { container, unmount } = await renderLive(<Screen onClosed={() => (closed += 1)} />);
    const opener = container.querySelector<HTMLButtonElement>('#opener');
    opener?.focus();
    await interact(() => opener?.click());

    await interact(() => container.querySelector<HTMLButtonElement>('dialog button')?.click());

    expect(closed).toBe(1);
    expect(container.querySelector('dialog')?.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    await unmount();
  });

  it('when Escape is pressed (the dialog’s cancel), then the owner closes it and focus returns to the opener', async () => {
    let closed = 0;
    const { container, unmount } = await renderLive(<Screen onClosed={() => (closed += 1)} />);
    const opener = container.querySelector<HTMLButtonElement>('#opener');
    opener?.focus();
    await interact(() => opener?.click());

    const cancel = new Event('cancel', { cancelable: true });
    await interact(() => {
      container.querySelector('dialog')?.dispatchEvent(cancel);
    });

    expect(cancel.defaultPrevented).toBe(true);
    expect(closed).toBe(1);
    expect(container.querySelector('dialog')?.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    await unmount();
  });

  it('when it is opened again before the close event of its closing arrives (a quick Enter on the opener), then it stays open', async () => {
    let closed = 0;
    const { container, unmount } = await renderLive(<Screen onClosed={() => (closed += 1)} />);
    const opener = container.querySelector<HTMLButtonElement>('#opener');
    const dialog = container.querySelector('dialog');
    // The browser queues the close event: hold it back, as a busy browser does behind input.
    const heldBack: Event[] = [];
    dialog?.addEventListener(
      'close',
      (event) => {
        if (heldBack.length === 0) {
          event.stopImmediatePropagation();
          heldBack.push(event);
        }
      },
      { capture: true },
    );
    opener?.focus();
    await interact(() => opener?.click());
    await interact(() => container.querySelector<HTMLButtonElement>('dialog button')?.click());
    expect(closed).toBe(1);
    await interact(() => opener?.click());
    expect(dialog?.open).toBe(true);

    await interact(() => {
      dialog?.dispatchEvent(new Event('close'));
    });

    expect(dialog?.open).toBe(true);
    expect(closed).toBe(1);
    await unmount();
  });

  it('when the owner removes the open modal instead of closing it, then focus still returns to the opener', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const live = await renderLive(<Modal open title="Error" message="An unknown error occured, please try again or contact support." onClose={() => {}} />);
    expect(document.activeElement?.textContent).toBe('Understood');

    await live.rerender(<></>);

    expect(document.activeElement).toBe(opener);
    await live.unmount();
    opener.remove();
  });
});

/** A form whose Save opens an error modal about one field, as account settings does. */
function FormWithFieldError() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <input id="url" aria-label="Your unique URL" />
      <button type="button" id="save" onClick={() => setOpen(true)}>
        Save changes
      </button>
      <Modal open={open} title="URL already exists" message="This URL is already in use." onClose={() => setOpen(false)} returnFocusTo={() => document.getElementById('url')} />
    </>
  );
}

describe('given an error modal about one field', () => {
  it('when it is closed, then the focus is in that field at once, in the same update, not on the button that opened it', async () => {
    const { container, unmount } = await renderLive(<FormWithFieldError />);
    const save = container.querySelector<HTMLButtonElement>('#save');
    save?.focus();
    await interact(() => save?.click());
    expect(document.activeElement?.textContent).toBe('Understood');

    await interact(() => container.querySelector<HTMLButtonElement>('dialog button')?.click());

    expect(container.querySelector('dialog')?.open).toBe(false);
    expect(document.activeElement?.id).toBe('url');
    await unmount();
  });
});

describe('given a ConfirmDialog to remove an applicant', () => {
  function renderConfirm(props: { busy?: boolean; onConfirm?: () => void; onCancel?: () => void }) {
    return renderLive(
      <ConfirmDialog
        open
        title="Remove applicant"
        message="Remove Ann (ann@example.com)? Their link will stop working."
        confirmLabel="Remove"
        variant="danger"
        onConfirm={props.onConfirm ?? (() => {})}
        onCancel={props.onCancel ?? (() => {})}
        busy={props.busy}
      />,
    );
  }

  it('when it opens, then it offers Cancel and Remove, and Cancel has the focus so a stray Enter changes nothing', async () => {
    const { container, unmount } = await renderConfirm({});
    expect([...container.querySelectorAll('dialog button')].map((button) => button.textContent)).toEqual(['Cancel', 'Remove']);
    expect(document.activeElement?.textContent).toBe('Cancel');
    await unmount();
  });

  it('when Remove is pressed, then the owner is asked to confirm; when Cancel is pressed, to cancel', async () => {
    const heard: string[] = [];
    const { container, unmount } = await renderConfirm({ onConfirm: () => heard.push('confirm'), onCancel: () => heard.push('cancel') });
    const [cancel, confirm] = container.querySelectorAll<HTMLButtonElement>('dialog button');
    await interact(() => confirm?.click());
    await interact(() => cancel?.click());
    expect(heard).toEqual(['confirm', 'cancel']);
    await unmount();
  });

  it('when the removal is running, then neither button nor Escape does anything and Remove shows it is busy', async () => {
    const heard: string[] = [];
    const { container, unmount } = await renderConfirm({ busy: true, onConfirm: () => heard.push('confirm'), onCancel: () => heard.push('cancel') });
    const [cancel, confirm] = container.querySelectorAll<HTMLButtonElement>('dialog button');
    expect(cancel?.disabled).toBe(true);
    expect(confirm?.disabled).toBe(true);
    expect(confirm?.getAttribute('aria-busy')).toBe('true');
    await interact(() => {
      container.querySelector('dialog')?.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(heard).toEqual([]);
    await unmount();
  });
});
