import { useCallback, useRef } from 'react';
import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';

/** SWR's key of a mutation: a name of the call, with whatever tells one company's apart. */
export type MutationKey = string | readonly [string, ...unknown[]];

export interface Outcome<Data> {
  /** The call answered (and everything `call` did after it is done): the form says so. */
  onSuccess?: (data: Data) => void;
  /** The call failed: the form maps the refusal onto its fields, a modal or a toast. */
  onError?: (error: unknown) => void;
}

export interface FormMutation<Arg, Data> {
  /**
   * Runs the call with `arg`, then `onSuccess` or `onError`. A second submit while one runs is
   * dropped: React shows the busy button only after the handler has returned, and a quick second
   * Enter or click in between would otherwise send the form twice. Never rejects.
   */
  trigger: (arg: Arg, outcome?: Outcome<Data>) => Promise<void>;
  /** The call is under way: the form's submit button is `busy` (disabled, with a spinner). */
  isMutating: boolean;
}

/**
 * A form's call to the API, as an SWR mutation (swr/mutation), which owns the busy state. Each
 * feature's api file wraps its calls in one of these (`useLogIn`, `useSaveTexts`, ...), so a
 * form only says what to do with the answer. `call` is everything the button stays busy for:
 * the API call and what must follow it before the form may be sent again (starting the session
 * after a login, say).
 */
export function useFormMutation<Arg, Data>(key: MutationKey, call: (arg: Arg) => Promise<Data>): FormMutation<Arg, Data> {
  // populateCache off and revalidate off: a form's answer is not what any SWR read of this key
  // shows; the form updates the reads it changed itself (the company, the texts).
  const mutation = useSWRMutation(key, (_key: MutationKey, { arg }: { arg: Arg }) => call(arg), {
    populateCache: false,
    revalidate: false,
    throwOnError: false,
  });
  const running = useRef(false);
  // SWR types `trigger` by whether Arg may be undefined, which a generic Arg leaves open; it is the one with an argument here.
  const triggerMutation = mutation.trigger as (arg: Arg, options: SWRMutationConfiguration<Data, unknown, MutationKey, Arg>) => Promise<Data | undefined>;

  const trigger = useCallback(
    async (arg: Arg, outcome: Outcome<Data> = {}) => {
      if (running.current) return;
      running.current = true;
      try {
        await triggerMutation(arg, {
          onSuccess: (data) => outcome.onSuccess?.(data),
          onError: (error) => outcome.onError?.(error),
        });
      } finally {
        running.current = false;
      }
    },
    [triggerMutation],
  );

  return { trigger, isMutating: mutation.isMutating };
}
