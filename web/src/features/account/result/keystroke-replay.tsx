import type { RecordedPageSignals, StageResult } from '@typetest/events/applicant';
import type { Keystroke } from '@typetest/events/scoring';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { flagSentence } from './integrity-words.ts';
import { ReplayPaper } from './replay-paper.tsx';
import { replayMarks, type ReplayMark } from './replay-marks.ts';
import { keystrokesBefore, replayTimeline } from './replay-timeline.ts';
import { shownSeconds } from './shown-seconds.ts';

const replaySpeeds = [1, 2, 4] as const;
type ReplaySpeed = (typeof replaySpeeds)[number];

/** The scrubber's keys, as a slider's (WAI-ARIA's slider pattern): a second per arrow, ten per Page Up / Page Down, Home and End to the ends. */
const scrubKeys: Record<string, (position: number, end: number) => number> = {
  ArrowRight: (position) => position + 1_000,
  ArrowUp: (position) => position + 1_000,
  ArrowLeft: (position) => position - 1_000,
  ArrowDown: (position) => position - 1_000,
  PageUp: (position) => position + 10_000,
  PageDown: (position) => position - 10_000,
  Home: () => 0,
  End: (_, end) => end,
};

/**
 * A test played back as it was typed, at its real pace (or 2x, 4x): the paper as the applicant saw
 * it (replay-paper.tsx), a Play/Pause button and a scrubber. Each animation frame moves the
 * scrubber and its time directly; React renders the paper again only when a key falls in that
 * frame, so a frame's work stays far inside its 16 ms (bench/result-page.ts). Below it, what the
 * replay marks (replay-marks.ts): where the applicant left the page, tried to paste or paused, each
 * a button that moves the replay there; and, where the page recorded releases (`up`), how long the
 * last key pressed was held.
 */
export function KeystrokeReplay({
  text,
  keystrokes,
  stage,
  page = { away: [], pasteAttempts: [] },
  flagPlaces = [],
}: {
  text: string;
  keystrokes: readonly (Keystroke & { up?: number })[];
  stage: number;
  page?: RecordedPageSignals;
  /** Where the judge saw each flag (keystroke indexes): marked with the rest. */
  flagPlaces?: StageResult['flagPlaces'];
}) {
  const { t } = useTranslation();
  const id = useId();
  const timeline = useMemo(() => replayTimeline(text, keystrokes), [text, keystrokes]);
  const marks = useMemo(() => replayMarks(timeline, keystrokes, page, flagPlaces), [timeline, keystrokes, page, flagPlaces]);
  // The test's Duration to the millisecond: the scrubber takes any value (step "any"), its keys are ours.
  const end = timeline.durationMs;
  const [keysPressed, setKeysPressed] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  // The frame loop reads and moves these without a render.
  const positionRef = useRef(0);
  const speedRef = useRef<ReplaySpeed>(1);
  speedRef.current = speed;
  const scrubberRef = useRef<HTMLInputElement>(null);
  const timeRef = useRef<HTMLSpanElement>(null);

  const valueText = (position: number) => t('account.result.positionValue', { elapsed: shownSeconds(position), count: shownSeconds(end) });

  const moveTo = (position: number) => {
    positionRef.current = position;
    const scrubber = scrubberRef.current;
    const label = valueText(position);
    if (scrubber) {
      scrubber.value = String(position);
      scrubber.setAttribute('aria-valuetext', label);
    }
    // The text node React rendered, changed in place: React never renders another there.
    const shown = timeRef.current?.firstChild;
    if (shown && shown.nodeValue !== label) shown.nodeValue = label;
    setKeysPressed(keystrokesBefore(timeline, position));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: moveTo only sets state and refs; the loop restarts when playing or the end changes, not on every render
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const next = Math.min(end, positionRef.current + Math.max(0, now - last) * speedRef.current);
      last = now;
      moveTo(next);
      if (next >= end) {
        setPlaying(false);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // moveTo reads only refs and the timeline, which `end` follows.
  }, [playing, end]);

  function scrubByKey(event: KeyboardEvent<HTMLInputElement>) {
    const move = scrubKeys[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    moveTo(Math.min(end, Math.max(0, move(positionRef.current, end))));
  }

  const lastKey = keystrokes[keysPressed - 1];
  const held = lastKey?.up === undefined ? undefined : lastKey.up - lastKey.at;

  const markWords = (mark: ReplayMark) => {
    const at = shownSeconds(mark.atMs);
    if (mark.kind === 'paste') return t('account.result.markPaste', { at });
    if (mark.kind === 'flag') return t('account.result.markFlag', { at, end: shownSeconds(mark.atMs + mark.ms), flag: flagSentence(t, mark.flag) });
    return t(mark.kind === 'away' ? 'account.result.markAway' : 'account.result.markPause', { at, count: shownSeconds(mark.ms) });
  };

  function playOrPause() {
    if (playing) return setPlaying(false);
    // Played to the end: Play starts it again.
    if (positionRef.current >= end) moveTo(0);
    setPlaying(true);
  }

  return (
    <div className="result-replay" data-stage={stage}>
      <div className="typing-paper result-replay__paper">
        <ReplayPaper text={text} typed={timeline.typed[keysPressed] ?? ''} />
      </div>
      <div className="result-replay__controls">
        <Button variant="primary" onClick={playOrPause} disabled={end === 0} className="result-replay__play">
          {playing ? t('account.result.pause') : t('account.result.play')}
        </Button>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields: a fieldset would bring a legend and a border */}
        <div role="group" aria-label={t('account.result.replaySpeed')} className="result-replay__speeds">
          {replaySpeeds.map((option) => (
            <Button key={option} aria-pressed={speed === option} onClick={() => setSpeed(option)}>
              {t('account.result.replaySpeedOption', { n: option })}
            </Button>
          ))}
        </div>
        <div className="result-replay__scrub">
          <label htmlFor={`${id}-position`} className="ui-visually-hidden">
            {t('account.result.position')}
          </label>
          {/* Uncontrolled: the frame loop sets its value, not a render per frame. */}
          <input
            ref={scrubberRef}
            id={`${id}-position`}
            type="range"
            min={0}
            max={end}
            step="any"
            defaultValue={0}
            aria-valuetext={valueText(0)}
            onKeyDown={scrubByKey}
            onChange={(event) => moveTo(Number(event.currentTarget.value))}
          />
          <span ref={timeRef} className="result-replay__time" aria-hidden="true">
            {valueText(0)}
          </span>
        </div>
        {held !== undefined && <p className="result-replay__held">{t('account.result.keyHeld', { ms: Math.round(held) })}</p>}
      </div>
      {marks.length > 0 && (
        <div className="result-replay__marks">
          <h4>{t('account.result.marksHeading')}</h4>
          <ul>
            {marks.map((mark, index) => (
              <li key={index} data-mark={mark.kind}>
                <Button
                  onClick={() => {
                    setPlaying(false);
                    moveTo(mark.atMs);
                  }}
                >
                  {markWords(mark)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
