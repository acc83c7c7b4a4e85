import { applyKeystroke, initialTypingState, score, type Keystroke, type TypingResult, type TypingState } from '@typetest/events/scoring';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keystrokeTime } from './keystroke-clock.ts';

/** Called once when the typed length reaches the text length, with the log the result came from. */
export type OnTestFinished = (result: TypingResult, log: readonly Keystroke[]) => void;

/**
 * When a key event says its key was pressed (`event.timeStamp`), whether it is a held key's
 * auto-repeat (`event.repeat`), and which physical key it was (`event.code`), to find it again at
 * its release.
 */
export interface KeyEventTime {
  timeStamp: number;
  repeat?: boolean;
  code?: string;
}

/** One go at one text: where it stands, and every keystroke that got it there. */
interface Attempt {
  text: string;
  state: TypingState;
  log: readonly Keystroke[];
}

function freshAttempt(text: string): Attempt {
  return { text, state: initialTypingState, log: [] };
}

/**
 * The typing test's state machine around the shared scoring module: records each keystroke with
 * its time, replays it onto the state, and scores the log. The figures shown are therefore the
 * figures the server will recompute from the same log.
 */
export function useTypingTest(text: string, onFinished?: OnTestFinished) {
  const [stored, setStored] = useState(() => freshAttempt(text));
  // A new text (the applicant's next stage) starts a new attempt.
  const attempt = stored.text === text ? stored : freshAttempt(text);

  // Key events can arrive faster than React re-renders; each must build on the one before.
  const latest = useRef(stored);
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  });

  // Which entry of the log each physical key now held down pressed, so its release finds it.
  const held = useRef(new Map<string, number>());

  const press = useCallback(
    (key: Keystroke['key'], { timeStamp, repeat = false, code }: KeyEventTime) => {
      const current = latest.current.text === text ? latest.current : freshAttempt(text);
      if (current.state.finished) return;
      const at = keystrokeTime(timeStamp, current.log.at(-1)?.at);
      // `repeat` only when true: the operating system's auto-repeat of a held key (keystroke-log.ts).
      const keystroke: Keystroke = repeat ? { key, at, repeat } : { key, at };
      // A held key's repeats share its first press's release.
      if (code && !repeat) held.current.set(code, current.log.length);
      const next: Attempt = {
        text,
        state: applyKeystroke(current.state, keystroke, text),
        log: [...current.log, keystroke],
      };
      latest.current = next;
      setStored(next);
      if (next.state.finished) onFinishedRef.current?.(score(text, next.log), next.log);
    },
    [text],
  );

  /** A key was released: its press gets `up` (keystroke-log.ts), unless the test was sent already. */
  const release = useCallback(
    (code: string, timeStamp: number) => {
      const index = held.current.get(code);
      held.current.delete(code);
      const current = latest.current;
      const pressed = index === undefined ? undefined : current.log[index];
      if (index === undefined || !pressed || current.text !== text || current.state.finished) return;
      const up = keystrokeTime(timeStamp, pressed.at);
      const log = current.log.map((keystroke, i) => (i === index ? { ...pressed, up } : keystroke));
      latest.current = { ...current, log };
      setStored(latest.current);
    },
    [text],
  );

  const reset = useCallback(() => {
    held.current.clear();
    latest.current = freshAttempt(text);
    setStored(latest.current);
  }, [text]);

  // Scored once it is finished (replaying the whole log on every key would cost each key more as the text goes on).
  const result = useMemo(() => (attempt.state.finished ? score(text, attempt.log) : null), [text, attempt.state.finished, attempt.log]);

  return { state: attempt.state, log: attempt.log, result, press, release, reset };
}
