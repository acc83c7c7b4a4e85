import type { Keystroke } from './keystroke-log.ts';

/**
 * A keystroke log's rhythm as a short string: the same for a log and any copy of it, however its
 * times are shifted and whatever text its keys type. Two people never press a hundred keys with
 * the same millisecond gaps, so two stages with one fingerprint are one log sent twice: by one
 * applicant for several tests, or copied from another applicant (docs/decisions/0017-refusals-restarts-copies-lock.md).
 *
 * Pure TypeScript with no node:crypto, since the browser imports this package. Not a cryptographic
 * hash: nobody gains by making a log collide with someone else's (it would only be refused), and
 * 106 bits keep chance collisions out of reach.
 */

/**
 * Logs with fewer gaps than this get no fingerprint: a handful of gaps can repeat by chance
 * (a company whose text is "Hello" would see honest applicants refused).
 */
export const minFingerprintIntervals = 20;

/** cyrb53 (public domain, bryc): a fast 53-bit string hash with good spread. */
function cyrb53(input: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < input.length; i++) {
    const unit = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The fingerprint of a log's gaps between keys, or null when the log is too short to tell copies from chance. */
export function keystrokeFingerprint(keystrokes: readonly Keystroke[]): string | null {
  if (keystrokes.length - 1 < minFingerprintIntervals) return null;
  const gaps: number[] = [];
  for (let i = 1; i < keystrokes.length; i++) gaps.push(Math.round((keystrokes[i]?.at ?? 0) - (keystrokes[i - 1]?.at ?? 0)));
  const rhythm = gaps.join(',');
  return cyrb53(rhythm, 1).toString(36).padStart(11, '0') + cyrb53(rhythm, 2).toString(36).padStart(11, '0');
}
