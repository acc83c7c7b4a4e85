import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { IconButton } from './icon-button.tsx';
import { renderStatic } from './testing/render.tsx';

describe('given a Button', () => {
  it('when nothing else is said, then it is a plain button that does not submit its form', () => {
    const button = renderStatic(<Button>Save changes</Button>).querySelector('button');
    expect(button?.getAttribute('type')).toBe('button');
    expect(button?.className).toContain('ui-button--secondary');
  });

  it('when it is busy, then it is disabled and shows a spinner hidden from screen readers, keeping its name', () => {
    const button = renderStatic(
      <Button variant="primary" type="submit" busy>
        Login
      </Button>,
    ).querySelector('button');
    expect(button?.hasAttribute('disabled')).toBe(true);
    expect(button?.getAttribute('aria-busy')).toBe('true');
    expect(button?.querySelector('.ui-button__spinner')?.getAttribute('aria-hidden')).toBe('true');
    // The accessible name: the text outside aria-hidden parts.
    expect(button?.textContent).toBe('Login');
    expect(button?.getAttribute('type')).toBe('submit');
  });

  it('when it is the danger or link-like kind, then its class says so', () => {
    const body = renderStatic(
      <>
        <Button variant="danger">Remove</Button>
        <Button variant="link">Forgot password?</Button>
      </>,
    );
    const [danger, link] = body.querySelectorAll('button');
    expect(danger?.className).toContain('ui-button--danger');
    expect(link?.className).toContain('ui-button--link');
  });
});

describe('given an IconButton', () => {
  it('when it shows only an icon, then the icon is hidden from screen readers and the aria-label names it', () => {
    const button = renderStatic(<IconButton aria-label="Remove applicant 2" icon="✕" />).querySelector('button');
    expect(button?.getAttribute('aria-label')).toBe('Remove applicant 2');
    expect(button?.getAttribute('title')).toBe('Remove applicant 2');
    expect(button?.querySelector('[aria-hidden="true"]')?.textContent).toBe('✕');
    expect(button?.getAttribute('type')).toBe('button');
  });

  it('when it is made without an aria-label, then typecheck fails', () => {
    // @ts-expect-error aria-label is required: an icon alone has no name
    const markup = renderStatic(<IconButton icon="✕" />);
    expect(markup.querySelector('button')?.hasAttribute('aria-label')).toBe(false);
  });
});
