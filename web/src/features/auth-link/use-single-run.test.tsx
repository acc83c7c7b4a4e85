// @vitest-environment happy-dom
import { act, StrictMode, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { interact } from '../../shared/ui/testing/render.tsx';
import { useSingleRun } from './use-single-run.ts';

/**
 * Mounts as main.tsx does: StrictMode at the root. (React double-runs effects only for a
 * StrictMode root, not for a StrictMode nested in a non-strict tree.) `strict: false` mounts as a
 * production build behaves.
 */
async function mount(element: ReactElement, { strict = true } = {}) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(strict ? <StrictMode>{element}</StrictMode> : element));
  return {
    container,
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

let keys = 0;
/** A key no other test has used: runs are remembered for the life of the page. */
const freshKey = () => `test-run-${keys++}`;

/** Stands in for "apply this code": counts how often it really ran. */
function countingRun(outcomes: ('ok' | 'fail')[]) {
  let calls = 0;
  return {
    calls: () => calls,
    run: async () => {
      const outcome = outcomes[calls++] ?? 'ok';
      if (outcome === 'fail') throw new Error(`run ${calls} failed`);
      return `applied by run ${calls}`;
    },
  };
}

function Shows({ runKey, run }: { runKey: string | null; run: () => Promise<string> }) {
  const { state, retry } = useSingleRun(runKey, run);
  if (state.status === 'failed') {
    return (
      <button type="button" onClick={retry}>
        Try again
      </button>
    );
  }
  return <p>{state.status === 'done' ? state.value : 'running'}</p>;
}

/** Lets the runs' promises settle and React render what they say. */
const settle = () => interact(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('given a screen that applies a single-use code in an effect', () => {
  it('when React StrictMode runs its effects twice, then the code is applied once and the screen shows that one result', async () => {
    const counting = countingRun(['ok']);
    const live = await mount(<Shows runKey={freshKey()} run={counting.run} />);
    await settle();

    expect(counting.calls()).toBe(1);
    expect(live.container.textContent).toBe('applied by run 1');
    await live.unmount();
  });

  it('when the screen is mounted again after the code was applied, then it shows the result without applying it again', async () => {
    const counting = countingRun(['ok']);
    const key = freshKey();
    const first = await mount(<Shows runKey={key} run={counting.run} />, { strict: false });
    await settle();
    await first.unmount();

    const second = await mount(<Shows runKey={key} run={counting.run} />, { strict: false });
    await settle();

    expect(counting.calls()).toBe(1);
    expect(second.container.textContent).toBe('applied by run 1');
    await second.unmount();
  });

  it('when the run failed and the visitor presses Try again, then it runs once more and shows the new result', async () => {
    const counting = countingRun(['fail', 'ok']);
    const live = await mount(<Shows runKey={freshKey()} run={counting.run} />);
    await settle();
    expect(counting.calls()).toBe(1);

    await interact(() => live.container.querySelector('button')?.click());
    await settle();

    expect(counting.calls()).toBe(2);
    expect(live.container.textContent).toBe('applied by run 2');
    await live.unmount();
  });
});

/** A second step that starts only when the first has finished (check, then apply). */
function TwoSteps({ check, apply }: { check: () => Promise<string>; apply: () => Promise<string> }) {
  const [key] = useState(freshKey);
  const first = useSingleRun(`${key}-check`, check);
  const second = useSingleRun(first.state.status === 'done' ? `${key}-apply` : null, apply);
  return <p>{second.state.status === 'done' ? `${first.state.status}, then ${second.state.value}` : 'waiting'}</p>;
}

describe('given a run that waits for an earlier one (no key yet)', () => {
  it('when the earlier run fails, then the later one never runs', async () => {
    const check = countingRun(['fail']);
    const apply = countingRun(['ok']);
    const live = await mount(<TwoSteps check={check.run} apply={apply.run} />);
    await settle();

    expect(apply.calls()).toBe(0);
    expect(live.container.textContent).toBe('waiting');
    await live.unmount();
  });

  it('when the earlier run succeeds, then the later one runs once, after it', async () => {
    const check = countingRun(['ok']);
    const apply = countingRun(['ok']);
    const live = await mount(<TwoSteps check={check.run} apply={apply.run} />);
    await settle();

    expect([check.calls(), apply.calls()]).toEqual([1, 1]);
    expect(live.container.textContent).toBe('done, then applied by run 1');
    await live.unmount();
  });
});
