/**
 * Seeded randomness for the keystroke corpora: the same seed gives the same corpus on every machine,
 * so a measured rate is a fact about the judge, not about the run.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** A whole number from min to max, both included. */
  integer(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Standard normal (Box-Muller). */
  normal(): number;
  /** Log-normal with the given median and sigma of its logarithm. */
  logNormal(median: number, sigma: number): number;
  pick<T>(items: readonly T[]): T;
  /** A new generator whose stream depends on this one's seed and `label` only (so adding draws elsewhere does not shift it). */
  fork(label: string | number): Random;
}

/** mulberry32: small, fast, and good enough for simulation (and for the tests' typists, keystroke-log.ts). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a string, for seeds derived from labels. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function seededRandom(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    between: (min, max) => min + (max - min) * next(),
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    normal: () => {
      const u = 1 - next();
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    logNormal: (median, sigma) => median * Math.exp(sigma * random.normal()),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    fork: (label) => seededRandom(hashString(`${seed}:${label}`)),
  };
  return random;
}
