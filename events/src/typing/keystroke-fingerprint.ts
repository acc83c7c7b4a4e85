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

/**
 * cyrb53 (public domain, bryc), a fast 53-bit string hash with good spread, taken twice (seeds 1
 * and 2) over the gaps written out as "g1,g2,...", in one pass over the log: no array of gaps and
 * no string is made, which a replay, fingerprinting every finished test in the log, would pay for
 * in garbage (docs/decisions/0072-replay-folds-pages-in-memory.md). The same fingerprint as
 * hashing the written-out string, so those already stored (stage_fingerprints) still match.
 */
class Cyrb53Pair {
  private a1 = 0xdeadbeef ^ 1;
  private a2 = 0x41c6ce57 ^ 1;
  private b1 = 0xdeadbeef ^ 2;
  private b2 = 0x41c6ce57 ^ 2;

  unit(unit: number): void {
    this.a1 = Math.imul(this.a1 ^ unit, 2654435761);
    this.a2 = Math.imul(this.a2 ^ unit, 1597334677);
    this.b1 = Math.imul(this.b1 ^ unit, 2654435761);
    this.b2 = Math.imul(this.b2 ^ unit, 1597334677);
  }

  /** The number as String(number) writes it; an integer's digits without making the string. */
  number(value: number): void {
    if (!Number.isSafeInteger(value)) {
      const written = String(value);
      for (let i = 0; i < written.length; i++) this.unit(written.charCodeAt(i));
      return;
    }
    let rest = value;
    if (rest < 0) {
      this.unit(45); // '-'
      rest = -rest;
    }
    let place = 1;
    while (place * 10 <= rest) place *= 10;
    for (; place >= 1; place /= 10) {
      const digit = Math.floor(rest / place);
      this.unit(48 + digit);
      rest -= digit * place;
    }
  }

  digest(): string {
    return finish(this.a1, this.a2) + finish(this.b1, this.b2);
  }
}

function finish(first: number, second: number): string {
  let h1 = first;
  let h2 = second;
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

/** The fingerprint of a log's gaps between keys, or null when the log is too short to tell copies from chance. */
export function keystrokeFingerprint(keystrokes: readonly Keystroke[]): string | null {
  if (keystrokes.length - 1 < minFingerprintIntervals) return null;
  const hash = new Cyrb53Pair();
  for (let i = 1; i < keystrokes.length; i++) {
    if (i > 1) hash.unit(44); // ','
    hash.number(Math.round((keystrokes[i]?.at ?? 0) - (keystrokes[i - 1]?.at ?? 0)));
  }
  return hash.digest();
}
