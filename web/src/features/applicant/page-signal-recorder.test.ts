// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { pageSignalRecorder } from './page-signal-recorder.ts';

/** An event of `type` at `timeStamp` on the page's clock; `trusted` as the browser's own would be (a test's events are a script's). */
function event(type: string, timeStamp: number, trusted = true): Event {
  const made = new Event(type);
  Object.defineProperty(made, 'timeStamp', { value: timeStamp });
  Object.defineProperty(made, 'isTrusted', { value: trusted });
  return made;
}

let hidden = false;
Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
afterEach(() => {
  hidden = false;
});

describe('given the page recording a measured test', () => {
  it('when the applicant switches tabs (a blur, then the page hidden, then shown and focused) and switches to another program (a blur, then focus), then two times away, each from its first sign to its return', () => {
    const signals = pageSignalRecorder();
    signals.presence(event('blur', 1_000.4));
    hidden = true;
    signals.presence(event('visibilitychange', 1_003));
    hidden = false;
    signals.presence(event('visibilitychange', 10_000));
    signals.presence(event('focus', 10_002));
    signals.presence(event('blur', 12_000));
    signals.presence(event('focus', 17_000));
    expect(signals.take()).toEqual({
      away: [
        { at: 1_000, ms: 9_000 },
        { at: 12_000, ms: 5_000 },
      ],
    });
  });

  it('when a script dispatches keys and the applicant tries to paste, then the untrusted keys are counted and the paste is kept with its time; trusted keys count for nothing', () => {
    const signals = pageSignalRecorder();
    signals.key(event('keydown', 500));
    signals.key(event('keydown', 600, false));
    signals.key(event('input', 700, false));
    signals.paste(event('paste', 800));
    expect(signals.take()).toEqual({ untrustedKeys: 2, pasteAttempts: [{ at: 800 }] });
  });

  it('when the test is typed to its end, then nothing after it is recorded; with nothing to say there is nothing to send', () => {
    const signals = pageSignalRecorder();
    expect(signals.take()).toBeUndefined();
    signals.paste(event('paste', 900));
    signals.presence(event('blur', 1_000));
    signals.presence(event('focus', 2_000));
    expect(signals.take()).toBeUndefined();
  });

  it('when the applicant tries to paste more often than the server takes, then the page keeps the first 100', () => {
    const signals = pageSignalRecorder();
    for (let at = 0; at < 150; at++) signals.paste(event('drop', at));
    expect(signals.take()?.pasteAttempts).toHaveLength(100);
  });
});
