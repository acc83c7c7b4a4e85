import { demoTextByLanguage } from '@typetest/events/typing/demo-text';
import { useEffect, useState } from 'react';
import { pageLanguage } from '../../shared/i18n/page-language.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useMediaQuery } from '../../shared/ui/use-media-query.ts';

/** How the demonstration types: a character every so often, then a rest on the finished sentence before it starts over. */
const msPerCharacter = 160;
const restTicks = 18;
/** The still frame for a visitor who asked for less motion: most of the sentence typed, a plausible speed. */
const stillFraction = 0.6;

/** Words per minute after `typed` characters at the demonstration's pace (five characters to a word). */
function speedAfter(typed: number): number {
  return typed === 0 ? 0 : Math.round(typed / 5 / ((typed * msPerCharacter) / 60_000));
}

/**
 * The landing page's looping demonstration of the typing test: the demo sentence typed on the
 * test's paper, the caret moving, the speed counting. No video, a timer; a still frame under
 * prefers-reduced-motion, and a pause button, as moving content must have (WCAG 2.2.2). The moving
 * parts are hidden from screen readers; the figure's caption says what it shows.
 */
export function TypingDemo() {
  const { t } = useTranslation();
  const text = demoTextByLanguage[pageLanguage()];
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [paused, setPaused] = useState(false);
  const [tick, setTick] = useState(0);
  const moving = !reducedMotion && !paused;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setTick((now) => (now + 1) % (text.length + restTicks)), msPerCharacter);
    return () => window.clearInterval(timer);
  }, [moving, text.length]);

  const typed = reducedMotion ? Math.round(text.length * stillFraction) : Math.min(tick, text.length);
  // The speed so far, with the small wobble of a real typist rather than one flat figure.
  const wpm = typed < 5 ? 0 : speedAfter(typed) - 12 + ((typed * 7) % 9);

  return (
    <figure className="typing-demo">
      <div className="typing-paper typing-demo__paper" aria-hidden="true">
        <p className="typed-passage">
          {/* A span a character, as on the test itself: only classes change as the caret moves, so nothing on the page shifts. */}
          {[...text].map((character, index) => (
            <span key={index} className={index < typed ? 'char correct' : index === typed ? 'char next typing-demo__caret' : 'char'}>
              {character}
            </span>
          ))}
        </p>
      </div>
      <div className="typing-demo__bar">
        <p className="typing-demo__speed" aria-hidden="true">
          <span className="typing-demo__figure">{wpm}</span> {t('landing.demoSpeed')}
        </p>
        {!reducedMotion && (
          <button type="button" className="ui-button ui-button--secondary typing-demo__pause" onClick={() => setPaused(!paused)}>
            {paused ? t('landing.playDemo') : t('landing.pauseDemo')}
          </button>
        )}
      </div>
      <figcaption className="ui-visually-hidden">{t('landing.demoLabel')}</figcaption>
    </figure>
  );
}
