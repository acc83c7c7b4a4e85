import { setTimeout as sleep } from 'node:timers/promises';
import type { OutageLog } from './outage-log.ts';

export interface PollLoop {
  /** Finishes the round in progress, then stops. */
  stop(): Promise<void>;
}

/**
 * Runs `tick` every `everyMs`, and at once again while it says more work is waiting. A failing
 * round (Postgres or Redis away) is reported once per outage and simply tried again next time:
 * the loop never dies of it.
 */
export function startPollLoop({ everyMs, tick, outage }: { everyMs: number; tick: () => Promise<{ more: boolean }>; outage: OutageLog }): PollLoop {
  const stopping = new AbortController();
  const running = (async () => {
    while (!stopping.signal.aborted) {
      let more = false;
      try {
        ({ more } = await tick());
        outage.recovered();
      } catch (error) {
        outage.failed(error);
      }
      if (!more) await sleep(everyMs, undefined, { signal: stopping.signal }).catch(() => {});
    }
  })();
  return {
    async stop() {
      stopping.abort();
      await running;
    },
  };
}
