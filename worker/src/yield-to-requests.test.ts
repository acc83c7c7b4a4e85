import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPace, nextPace, type Pace, type PaceSettings, startingPace } from './yield-to-requests.ts';

const settings: PaceSettings = { fullConcurrency: 8, busyAt: defaultPace.busyAt, quietBelow: defaultPace.quietBelow, quietSamplesToResume: defaultPace.quietSamplesToResume };

/** The pace after the loop was this busy, sample after sample, starting at full concurrency. */
function paceAfter(utilizations: number[], start: Pace = startingPace(settings.fullConcurrency), paceSettings = settings): Pace[] {
  const paces: Pace[] = [];
  let pace = start;
  for (const utilization of utilizations) {
    pace = nextPace(pace, utilization, paceSettings);
    paces.push(pace);
  }
  return paces;
}

const concurrencies = (paces: Pace[]) => paces.map((pace) => pace.concurrency);

describe('the mail sender giving way to requests on a shared event loop', () => {
  it('given a quiet loop, then the sender sends at full concurrency', () => {
    expect(concurrencies(paceAfter([0, 0.1, 0.3, 0.5, 0.84]))).toEqual([8, 8, 8, 8, 8]);
  });

  it('given a busy loop, then the sender sends one mail at a time from the next sample on', () => {
    expect(concurrencies(paceAfter([0.2, 0.85]))).toEqual([8, 1]);
    expect(concurrencies(paceAfter([1]))).toEqual([1]);
  });

  it('given a loop busy however long, then the sender still sends, one mail at a time, never none', () => {
    expect(concurrencies(paceAfter(Array<number>(10_000).fill(1)))).toEqual(Array<number>(10_000).fill(1));
  });

  it('given a busy loop that calms down, then full concurrency comes back only after it has stayed quiet for the quiet samples in a row', () => {
    const quiet = Array<number>(settings.quietSamplesToResume).fill(0.1);

    const paces = concurrencies(paceAfter([0.95, ...quiet]));

    expect(paces.slice(0, -1)).toEqual(Array<number>(settings.quietSamplesToResume).fill(1));
    expect(paces.at(-1)).toBe(8);
  });

  it('given a loop that is quiet for a moment between busy ones, then the sender keeps one mail at a time: it does not flap', () => {
    const flickering = [0.95, 0.1, 0.1, 0.95, 0.1, 0.1, 0.1, 0.9, 0.2, 0.95];

    expect(concurrencies(paceAfter(flickering))).toEqual(Array<number>(flickering.length).fill(1));
  });

  it('given a loop fairly busy but below the busy mark, then whatever pace it had stays: quiet counting starts again below the quiet mark only', () => {
    expect(concurrencies(paceAfter([0.7, 0.8, 0.6]))).toEqual([8, 8, 8]);
    const afterBusy = paceAfter([0.9, 0.1, 0.1, 0.1, 0.7, ...Array<number>(settings.quietSamplesToResume - 1).fill(0.1)]);
    expect(afterBusy.at(-1)).toEqual({ concurrency: 1, quietSamples: settings.quietSamplesToResume - 1 });
  });

  it('given MAIL_CONCURRENCY 1, then busy or quiet it sends one at a time', () => {
    const one = { ...settings, fullConcurrency: 1 };

    expect(concurrencies(paceAfter([0, 1, 0, 0, 0, 0, 0, 0, 0, 1], startingPace(1), one))).toEqual(Array<number>(10).fill(1));
  });

  it('given any loop, then the sender sends at full concurrency or one at a time, slows down after every busy sample, and speeds up only after the quiet samples in a row', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 300 }), fc.integer({ min: 1, max: 50 }), (utilizations, fullConcurrency) => {
        const paceSettings = { ...settings, fullConcurrency };
        const paces = paceAfter(utilizations, startingPace(fullConcurrency), paceSettings);
        paces.forEach((pace, index) => {
          expect([1, fullConcurrency]).toContain(pace.concurrency);
          const utilization = utilizations[index] ?? 0;
          if (utilization >= settings.busyAt) expect(pace.concurrency).toBe(1);
          const before = index === 0 ? fullConcurrency : (paces[index - 1]?.concurrency ?? fullConcurrency);
          if (before === 1 && pace.concurrency === fullConcurrency && fullConcurrency > 1) {
            const window = utilizations.slice(index + 1 - settings.quietSamplesToResume, index + 1);
            expect(window).toHaveLength(settings.quietSamplesToResume);
            for (const quiet of window) expect(quiet).toBeLessThan(settings.quietBelow);
          }
        });
      }),
    );
  });
});
