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

  it('given logs with odd gaps (out of order, fractional, huge), then each fingerprint is the hash of its gaps written out, as fingerprints already stored were made', () => {
    const log = humanKeystrokeLog(text, { seed: 3 });
    const odd = log.map((keystroke, index) => ({ ...keystroke, at: [keystroke.at, 5 - index * 0.4, 1e17 * index, keystroke.at + 0.5][index % 4]! }));
    for (const keystrokes of [log, odd]) {
      const gaps = keystrokes.slice(1).map((keystroke, index) => Math.round(keystroke.at - keystrokes[index]!.at));
      expect(keystrokeFingerprint(keystrokes)).toBe(writtenOutFingerprint(gaps.join(',')));
    }
  });
});

/** The fingerprint as first made: cyrb53 (bryc) with seeds 1 and 2 over the gaps written out. */
function writtenOutFingerprint(rhythm: string): string {
  const cyrb53 = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < rhythm.length; i++) {
      h1 = Math.imul(h1 ^ rhythm.charCodeAt(i), 2654435761);
      h2 = Math.imul(h2 ^ rhythm.charCodeAt(i), 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
  };
  return cyrb53(1) + cyrb53(2);
}
