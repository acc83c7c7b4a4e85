import { correctCharacters, displaySeconds, wordsPerMinute, type TypingState } from '@typetest/events/scoring';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { useCoarsePointer } from '../../shared/ui/use-media-query.ts';
import { meaningOfInput } from './key-press-input.ts';
import { keystrokeKeyOf } from './keystroke-key.ts';
import { TypedPassage } from './typed-passage.tsx';
import { useTickingClock } from './use-ticking-clock.ts';
import { useTypingTest, type KeyEventTime, type OnTestFinished } from './use-typing-test.ts';

export interface TypingTestProps {
  /** What to type. A different text starts a new attempt. */
  text: string;
  onFinished?: OnTestFinished;
  /**
   * "demo" shows the visitor the result and offers Start over / Try again (docs/product.md §2). A measured
   * "stage" of the applicant flow does neither: its result goes to the employer.
   */
  variant?: 'demo' | 'stage';
}

/** The status line: not started, live seconds and WPM while typing, complete. */
function statusOf(t: TFunction, text: string, state: TypingState, now: number): string {
  if (state.finished) return t('typing.complete');
  if (state.startedAt === null) return t('typing.notStarted');
  const elapsed = Math.max(now, state.lastKeystrokeAt ?? now) - state.startedAt;
  const seconds = displaySeconds(elapsed);
  // Over the first second a few quick keys read as thousands of WPM: no figure is better.
  if (elapsed < 1000) return t('typing.seconds', { seconds });
  return t('typing.secondsAndWpm', { seconds, wpm: wordsPerMinute(correctCharacters(text, state.typed), elapsed) });
}

/**
 * Something is typed or the timer runs (or it is done): only then is there anything to start over.
 * Backspace with nothing typed leaves a keystroke in the log but stops the timer (docs/product.md §4).
 */
function underWay(state: TypingState): boolean {
  return state.finished || state.typed !== '' || state.startedAt !== null;
}

/**
 * A typing test on one text. Keys are caught by a transparent textarea laid over the paper, so a
 * click or tap anywhere on the text focuses it (and opens a phone's keyboard), and screen readers
 * meet one named field whose description is the text to type.
 */
export function TypingTest({ text, onFinished, variant = 'stage' }: TypingTestProps) {
  const { t } = useTranslation();
  const { state, result, press, release, reset } = useTypingTest(text, onFinished);
  const now = useTickingClock(state.startedAt !== null && !state.finished);
  const typingArea = useRef<HTMLTextAreaElement>(null);
  /** The keydown handler typed the key now down: an input event before its keyup is that key again. */
  const keyDownTyped = useRef(false);
  const [note, setNote] = useState('');
  const coarsePointer = useCoarsePointer();
  const textId = useId();

  useEffect(() => {
    typingArea.current?.focus();
  }, []);

  /** The keys one event typed, stamped with when it says they were pressed (keystroke-clock.ts). */
  function typeKeys(keys: Parameters<typeof press>[0][], time: KeyEventTime) {
    setNote('');
    for (const key of keys) press(key, time);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    keyDownTyped.current = false; // a keyup lost to a focus change must not swallow this key's input
    const key = keystrokeKeyOf(event.nativeEvent);
    if (key === null) return; // ignored keys keep their default: Tab still moves focus
    event.preventDefault();
    keyDownTyped.current = true;
    // The native event's: React's own timeStamp falls back to Date.now(), another clock.
    typeKeys([key], { timeStamp: event.nativeEvent.timeStamp, repeat: event.nativeEvent.repeat, code: event.nativeEvent.code });
  }

  /** The judge reads how long keys are held (events/src/applicant/judge-stage.ts). */
  function onKeyUp(event: KeyboardEvent<HTMLTextAreaElement>) {
    keyDownTyped.current = false;
    release(event.nativeEvent.code, event.nativeEvent.timeStamp);
  }

  // Phone keyboards report most keys as "Unidentified"; their characters arrive as input instead,
  // and so does text that no key press made (see meaningOfInput). Keys handled above were
  // prevented, but some phone keyboards insert their character anyway: that input is skipped.
  function onInput(event: FormEvent<HTMLTextAreaElement>) {
    event.currentTarget.value = '';
    const input = event.nativeEvent;
    if (keyDownTyped.current) {
      keyDownTyped.current = false;
      return;
    }
    if (!(input instanceof InputEvent)) return;
    const meaning = meaningOfInput(input);
    if (meaning.kind === 'keys') typeKeys(meaning.keys, { timeStamp: input.timeStamp });
    else if (meaning.kind === 'refused') setNote(t('typing.keyByKey'));
  }

  /** docs/product.md §4: clipboard and drag-and-drop would let text in or out without typing it. */
  function block(event: SyntheticEvent) {
    event.preventDefault();
    if (event.type === 'paste' || event.type === 'drop') setNote(t('typing.keyByKey'));
  }

  function startAgain() {
    reset();
    setNote('');
    typingArea.current?.focus();
  }

  return (
    <div className="typing-test">
      <p className="hint">{coarsePointer ? t('typing.hintTap') : t('typing.hint')}</p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: these handlers only refuse copying and pasting; the typing itself is the textarea inside */}
      <div className="typing-paper" onCopy={block} onCut={block} onPaste={block} onDrop={block} onDragStart={block}>
        <p id={textId} className="ui-visually-hidden">
          {text}
        </p>
        <TypedPassage text={text} typed={state.typed} />
        <textarea
          ref={typingArea}
          className="typing-capture"
          aria-label={t('typing.typingArea')}
          aria-describedby={textId}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          onInput={onInput}
        />
      </div>
      <p className="typing-status" data-testid="typing-status">
        {statusOf(t, text, state, now)}
      </p>
      <p className="typing-note" aria-live="polite" data-testid="typing-note">
        {note}
      </p>
      {variant === 'demo' && (
        <>
          <div className="typing-result" aria-live="polite">
            {result && (
              <>
                <p className="figure" data-testid="wpm">
                  {t('typing.wpm', { wpm: result.wpm })}
                </p>
                <p className="figure" data-testid="accuracy">
                  {t('typing.accuracy', { accuracy: result.accuracy })}
                </p>
              </>
            )}
          </div>
          {underWay(state) && <Button onClick={startAgain}>{state.finished ? t('typing.tryAgain') : t('typing.startOver')}</Button>}
        </>
      )}
    </div>
  );
}
