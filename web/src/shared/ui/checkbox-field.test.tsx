import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field.tsx';
import { renderStatic } from './testing/render.tsx';

describe('given the terms CheckboxField, required and not yet ticked when Submit was pressed', () => {
  const body = renderStatic(<CheckboxField label="I agree to the terms" required error="You need to agree to the terms." defaultChecked={false} />);
  const box = body.querySelector('input');

  it('when it is shown, then it is a checkbox labelled beside it with a visible *', () => {
    expect(box?.getAttribute('type')).toBe('checkbox');
    expect(body.querySelector(`label[for="${box?.id}"]`)?.textContent).toBe('I agree to the terms *');
  });

  it('when it is shown, then it is required, invalid, and described by its error', () => {
    expect(box?.getAttribute('aria-required')).toBe('true');
    expect(box?.getAttribute('aria-invalid')).toBe('true');
    expect(body.querySelector(`#${box?.getAttribute('aria-describedby')}`)?.textContent).toContain('You need to agree to the terms.');
  });
});

describe('given SPEC’s same-e-mail CheckboxField, ticked by default', () => {
  it('when it is shown, then it is ticked, and a type given by mistake cannot turn it into something else', () => {
    // @ts-expect-error a CheckboxField is always a checkbox
    const box = renderStatic(<CheckboxField label="log in and receive results with the same e-mail address" defaultChecked type="text" />).querySelector('input');
    expect(box?.getAttribute('type')).toBe('checkbox');
    expect(box?.hasAttribute('checked')).toBe(true);
    expect(box?.hasAttribute('aria-required')).toBe(false);
  });
});
