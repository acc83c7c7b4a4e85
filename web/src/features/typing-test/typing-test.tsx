import { backspace, correctCharacters, displaySeconds, wordsPerMinute, type TypingState } from '@typetest/events/scoring';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type SyntheticEvent } from 'react';
import { keystrokeKeyOf } from './keystroke-key.ts';
import { TypedPassage } from './typed-passage.tsx';
import { useTickingClock } from './use-ticking-clock.ts';
import { useTypingTest, type OnTestFinished } from './use-typing-test.ts';

export interface TypingTestProps {
  /** What to type. A different text starts a new attempt. */
  text: string;
  onFinished?: OnTestFinished;
  /**
   * "demo" shows the visitor the result and offers Start over / Try again (SPEC 2). A measured
   * "stage" of the applicant flow does neither: its result goes to the employer.
   */
  variant?: 'demo' | 'stage';
}

/** SPEC 4: clipboard and drag-and-drop would let text in or out without typing it. */
function block(event: SyntheticEvent) {
  event.preventDefault();
}

/** The status line: not started, live seconds and WPM while typing, complete. */
function statusOf(text: string, state: TypingState, now: number): string {
  if (state.finished) return 'Test complete';
  if (state.startedAt === null) return 'Test not started';
  const elapsed = Math.max(now, state.lastKeystrokeAt ?? now) - state.startedAt;
  const seconds = displaySeconds(elapsed);
  // Over the first second a few quick keys read as thousands of WPM: no figure is better.
  if (elapsed < 1000) return `${seconds} s`;
  return `${seconds} s · ${wordsPerMinute(correctCharacters(text, state.typed), elapsed)} WPM`;
}

/**
 * A typing test on one text. Keys are caught by a transparent textarea laid over the paper, so a
 * click or tap anywhere on the text focuses it (and opens a phone's keyboard), and screen readers
 * meet one named field whose description is the text to type.
 */
export function TypingTest({ text, onFinished, variant = 'stage' }: TypingTestProps) {
  const { state, log, result, press, reset } = useTypingTest(text, onFinished);
  const now = useTickingClock(state.startedAt !== null && !state.finished);
  const typingArea = useRef<HTMLTextAreaElement>(null);
  const textId = useId();

  useEffect(() => {
    typingArea.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const key = keystrokeKeyOf(event.nativeEvent);
    if (key === null) return; // ignored keys keep their default: Tab still moves focus
    event.preventDefault();
    press(key);
  }

  // Phone keyboards report most keys as "Unidentified"; their characters arrive as input instead.
  // Keys handled above were prevented and never get here, so nothing is counted twice.
  function onInput(event: FormEvent<HTMLTextAreaElement>) {
    const input = event.nativeEvent;
    if (input instanceof InputEvent && input.inputType === 'insertText' && input.data) {
      for (const character of input.data.split('')) press(character);
    } else if (input instanceof InputEvent && input.inputType === 'deleteContentBackward') {
      press(backspace);
    }
    event.currentTarget.value = '';
  }

  function startAgain() {
    reset();
    typingArea.current?.focus();
  }

  return (
    <div className="typing-test">
      <p className="hint">Click the text and start typing. The timer starts with your first key.</p>
      <div className="typing-paper" onCopy={block} onCut={block} onPaste={block} onDrop={block} onDragStart={block}>
        <p id={textId} className="visually-hidden">
          {text}
        </p>
        <TypedPassage text={text} typed={state.typed} />
        <textarea
          ref={typingArea}
          className="typing-capture"
          aria-label="Typing area"
          aria-describedby={textId}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          onKeyDown={onKeyDown}
          onInput={onInput}
        />
      </div>
      <p className="typing-status" data-testid="typing-status">
        {statusOf(text, state, now)}
      </p>
      {variant === 'demo' && (
        <>
          <div className="typing-result" aria-live="polite">
            {state.finished && (
              <>
                <p className="figure" data-testid="wpm">
                  {result.wpm} WPM
                </p>
                <p className="figure" data-testid="accuracy">
                  {result.accuracy}% accuracy
                </p>
              </>
            )}
          </div>
          {log.length > 0 && (
            <button type="button" className="button" onClick={startAgain}>
              {state.finished ? 'Try again' : 'Start over'}
            </button>
          )}
        </>
      )}
    </div>
  );
}
