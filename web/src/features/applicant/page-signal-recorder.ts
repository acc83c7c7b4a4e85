import type { PageSignals } from '@typetest/events/applicant';
import { maxPageSignals } from '@typetest/events/typing/page-signal-limit';

/**
 * What the page notices around one measured test (events/src/typing/page-signals.ts): key events a
 * script dispatched (`isTrusted` false), each time the applicant left the page, and each paste or
 * drop refused. Times are the events' `timeStamp`, the keystroke log's clock. `take` ends the
 * recording when the text is typed and gives what to send (undefined: nothing to say).
 */
export function pageSignalRecorder() {
  let untrustedKeys = 0;
  let leftAt: number | undefined;
  let done = false;
  const away: { at: number; ms: number }[] = [];
  const pasteAttempts: { at: number }[] = [];
  const at = (event: Event) => Math.round(event.timeStamp);
  const add = <T>(list: T[], item: T) => done || list.length >= maxPageSignals || list.push(item);
  return {
    key(event: Event) {
      if (!event.isTrusted && !done) untrustedKeys++;
    },
    paste(event: Event) {
      add(pasteAttempts, { at: at(event) });
    },
    /**
     * Window blur and focus, and the page's visibilitychange (heard on the window: it bubbles there).
     * A tab switch gives both a blur and a hidden page: one time away, until the page is back.
     */
    presence(event: Event) {
      if (document.hidden || event.type === 'blur') {
        if (!done) leftAt ??= at(event);
      } else if (leftAt !== undefined) {
        add(away, { at: leftAt, ms: at(event) - leftAt });
        leftAt = undefined;
      }
    },
    take(): PageSignals | undefined {
      done = true;
      const page: PageSignals = {};
      if (untrustedKeys) page.untrustedKeys = untrustedKeys;
      if (away.length) page.away = away;
      if (pasteAttempts.length) page.pasteAttempts = pasteAttempts;
      return Object.keys(page).length ? page : undefined;
    },
  };
}

export type PageSignalRecorder = ReturnType<typeof pageSignalRecorder>;
