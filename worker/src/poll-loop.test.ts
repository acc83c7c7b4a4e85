import { describe, expect, it } from 'vitest';
import { createOutageLog } from './outage-log.ts';
import { startPollLoop } from './poll-loop.ts';

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { info: (line: string) => lines.push(`info: ${line}`), warn: (line: string) => lines.push(`warn: ${line}`) } };
}

describe('the poll loop behind the relay and the sweep', () => {
  it('given its work fails for a while (Postgres away), then it keeps going and logs the outage once, and its end once', async () => {
    const { lines, log } = recordingLog();
    let rounds = 0;
    let resolveDone!: () => void;
    const done = new Promise<void>((resolve) => (resolveDone = resolve));
    const loop = startPollLoop({
      everyMs: 1,
      outage: createOutageLog('mail relay', log),
      tick: async () => {
        rounds++;
        if (rounds <= 20) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        if (rounds === 25) resolveDone();
        return { more: false };
      },
    });
    await done;
    await loop.stop();

    expect(lines).toEqual([
      'warn: mail relay: connect ECONNREFUSED 127.0.0.1:5432; retrying until it works',
      expect.stringMatching(/^info: mail relay: working again after \d+ s$/),
    ]);
  });

  it('given a full batch, then it goes again at once instead of waiting', async () => {
    const { log } = recordingLog();
    let rounds = 0;
    const started = Date.now();
    let resolveDone!: () => void;
    const done = new Promise<void>((resolve) => (resolveDone = resolve));
    const loop = startPollLoop({
      everyMs: 60_000,
      outage: createOutageLog('mail relay', log),
      tick: async () => {
        rounds++;
        if (rounds === 3) resolveDone();
        return { more: rounds < 3 };
      },
    });
    await done;
    await loop.stop();

    expect(rounds).toBe(3);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('given it is waiting for the next round, when stopped, then it stops at once', async () => {
    const { log } = recordingLog();
    const loop = startPollLoop({ everyMs: 60_000, outage: createOutageLog('mail relay', log), tick: async () => ({ more: false }) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const stopping = Date.now();
    await loop.stop();
    expect(Date.now() - stopping).toBeLessThan(1_000);
  });
});
