import { describe, expect, it } from 'vitest';
import { humanKeystrokeLog } from '../testing/keystroke-log.ts';
import { keystrokeFingerprint, minFingerprintIntervals } from './keystroke-fingerprint.ts';

const text = 'The quick brown fox jumps over the lazy dog.';

describe("a keystroke log's fingerprint: its rhythm", () => {
  it('given a log, when it is copied shifted in time, then the copy has the same fingerprint', () => {
    const log = humanKeystrokeLog(text, { seed: 1 });
    const shifted = log.map((keystroke) => ({ ...keystroke, at: keystroke.at + 98_765 }));
    expect(keystrokeFingerprint(shifted)).toBe(keystrokeFingerprint(log));
  });

  it('given a log, when its timing is laid over another text of the same length, then the fingerprint is the same', () => {
    const log = humanKeystrokeLog(text, { seed: 1 });
    const otherKeys = log.map((keystroke) => ({ ...keystroke, key: 'x' }));
    expect(keystrokeFingerprint(otherKeys)).toBe(keystrokeFingerprint(log));
  });

  it('given two people typing the same text, or one key a millisecond later, then the fingerprints differ', () => {
    const first = humanKeystrokeLog(text, { seed: 1 });
    const second = humanKeystrokeLog(text, { seed: 2 });
    const nudged = first.map((keystroke, index) => (index === 5 ? { ...keystroke, at: keystroke.at + 1 } : keystroke));
    const fingerprints = new Set([first, second, nudged].map(keystrokeFingerprint));
    expect(fingerprints.size).toBe(3);
  });

  it(`given a log of fewer than ${minFingerprintIntervals} gaps, then it has no fingerprint (a short text's gaps can repeat by chance)`, () => {
    expect(keystrokeFingerprint(humanKeystrokeLog('x'.repeat(minFingerprintIntervals)))).toBeNull();
    expect(keystrokeFingerprint(humanKeystrokeLog('x'.repeat(minFingerprintIntervals + 1)))).not.toBeNull();
  });

  it('given ten thousand honest logs of one text, then no two share a fingerprint', () => {
    const seen = new Set<string | null>();
    for (let seed = 0; seed < 10_000; seed++) seen.add(keystrokeFingerprint(humanKeystrokeLog(text, { seed })));
    expect(seen.size).toBe(10_000);
  });
});
