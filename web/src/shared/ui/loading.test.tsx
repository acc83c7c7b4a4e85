import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';
import { renderStatic } from './testing/render.tsx';

describe('given a Spinner', () => {
  it('when no label is given, then screen readers hear "Loading…" from a status and not the picture', () => {
    const body = renderStatic(<Spinner />);
    const status = body.querySelector('[role="status"]');
    expect(status?.textContent).toBe('Loading…');
    expect(status?.querySelector('.ui-spinner__circle')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('when a label is given, then that is what is heard', () => {
    expect(renderStatic(<Spinner label="Checking your link…" />).querySelector('[role="status"]')?.textContent).toBe('Checking your link…');
  });
});

describe('given a Skeleton', () => {
  it('when it stands in for content, then it is a busy status saying Loading…, its bars hidden', () => {
    const body = renderStatic(<Skeleton lines={2} />);
    const status = body.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-busy')).toBe('true');
    expect(status?.textContent).toBe('Loading…');
    const bars = body.querySelectorAll('.ui-skeleton__bar');
    expect(bars.length).toBe(3);
    for (const bar of bars) expect(bar.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('given a Skeleton standing in for buttons', () => {
  it('when it is laid out like the menu to come, then it keeps that layout, has one button-shaped bar per button and no heading bar', () => {
    const status = renderStatic(<Skeleton shape="buttons" heading={false} lines={3} className="landing-actions" />).querySelector('[role="status"]');
    expect(status?.className).toBe('ui-skeleton ui-skeleton--buttons landing-actions');
    expect(status?.querySelectorAll('.ui-skeleton__bar').length).toBe(3);
    expect(status?.querySelector('.ui-skeleton__bar--heading')).toBeNull();
    expect(status?.textContent).toBe('Loading…');
  });
});
