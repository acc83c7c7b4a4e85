// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field.tsx';
import { interact, renderLive } from './testing/render.tsx';

describe('given a PasswordField', () => {
  it('when it is shown, then the password is hidden, labelled, and the toggle is a named, unpressed button', async () => {
    const { container, unmount } = await renderLive(<PasswordField label="New password" required minLength={6} error="Password needs to be at least 6 characters long." />);
    const input = container.querySelector('input');
    const toggle = container.querySelector('button');
    expect(input?.type).toBe('password');
    expect(container.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe('New password *');
    expect(input?.getAttribute('minlength')).toBe('6');
    expect(input?.getAttribute('autocomplete')).toBe('current-password');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(toggle?.getAttribute('type')).toBe('button');
    expect(toggle?.getAttribute('aria-label')).toBe('Show password');
    expect(toggle?.getAttribute('aria-pressed')).toBe('false');
    expect(toggle?.getAttribute('aria-controls')).toBe(input?.id);
    await unmount();
  });

  it('when the toggle is pressed, then the password shows and the toggle is pressed; pressed again, it hides', async () => {
    const { container, unmount } = await renderLive(<PasswordField label="Password" autoComplete="new-password" />);
    const input = container.querySelector('input');
    const toggle = container.querySelector('button');
    expect(input?.getAttribute('autocomplete')).toBe('new-password');

    await interact(() => toggle?.click());
    expect(input?.type).toBe('text');
    expect(toggle?.getAttribute('aria-pressed')).toBe('true');
    expect(toggle?.getAttribute('aria-label')).toBe('Show password');

    await interact(() => toggle?.click());
    expect(input?.type).toBe('password');
    expect(toggle?.getAttribute('aria-pressed')).toBe('false');
    await unmount();
  });
});
