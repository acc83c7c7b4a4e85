import { describe, expect, it } from 'vitest';
import { ProgressDots } from './progress-dots.tsx';
import { renderStatic } from './testing/render.tsx';

const steps = ['details', 'texts', 'account', 'finished'];

describe('given the registration wizard’s ProgressDots on its second step', () => {
  const body = renderStatic(<ProgressDots steps={steps} current={1} />);

  it('when it is shown, then it says which step of how many, by name, in a polite live region', () => {
    const caption = body.querySelector('p');
    expect(caption?.textContent).toBe('Step 2 of 4: texts');
    expect(caption?.getAttribute('aria-live')).toBe('polite');
  });

  it('when it is shown, then there is one dot per step, hidden from screen readers, the first done and the second current', () => {
    const dots = body.querySelector('ol');
    expect(dots?.getAttribute('aria-hidden')).toBe('true');
    expect([...body.querySelectorAll('li')].map((dot) => dot.className)).toEqual([
      'ui-progress__dot ui-progress__dot--done',
      'ui-progress__dot ui-progress__dot--current',
      'ui-progress__dot',
      'ui-progress__dot',
    ]);
  });
});
