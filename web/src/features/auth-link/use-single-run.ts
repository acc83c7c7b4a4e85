import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type RunState<T> = { status: 'running' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/**
 * The runs started on this page, by key. Applying an account-action code is single use on the
 * server, and React runs effects twice in development (StrictMode) and may mount a screen again:
 * every mount with the same key shares one run, so the code is sent once whatever React does.
 */
const runs = new Map<string, Promise<unknown>>();

function runOnce<T>(key: string, run: () => Promise<T>): Promise<T> {
  const started = runs.get(key) as Promise<T> | undefined;
  if (started) return started;
  const running = run();
  runs.set(key, running);
  // A failed run may be tried again (the "Try again" button); a finished one never runs twice.
  running.catch(() => {
    if (runs.get(key) === running) runs.delete(key);
  });
  return running;
}

export interface SingleRun<T> {
  state: RunState<T>;
  /** How many times it was tried again (0 on the first try). */
  attempt: number;
  /** After a failure: run it once more. */
  retry(): void;
}

/**
 * Runs `run` once per `key` for the life of the page and follows its outcome; `key` null waits
 * (e.g. until an earlier step has finished).
 */
export function useSingleRun<T>(key: string | null, run: () => Promise<T>): SingleRun<T> {
  const latestRun = useRef(run);
  useLayoutEffect(() => {
    latestRun.current = run;
  });
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; attempt: number; state: RunState<T> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    runOnce(key, () => latestRun.current()).then(
      (value) => current && setSettled({ key, attempt, state: { status: 'done', value } }),
      (error: unknown) => current && setSettled({ key, attempt, state: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((tried) => tried + 1), []);
  const state: RunState<T> = settled !== null && settled.key === key && settled.attempt === attempt ? settled.state : { status: 'running' };
  return { state, attempt, retry };
}
