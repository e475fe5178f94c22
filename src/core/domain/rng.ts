/**
 * The one seeded PRNG of the project (mulberry32) and the one seed mixer. Every stage that makes a
 * choice takes an `Rng` built here, so the same seed gives the same output in every runtime.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [0, n). */
  int(maxExclusive: number): number;
  /** Integer in [min, max], both inclusive. */
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Index chosen with probability proportional to `weights` (all ≥ 0, some > 0). */
  weighted(weights: readonly number[]): number;
  /** A new array with the items in a seeded order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * Derive an independent 32-bit seed from a seed and labels: `deriveSeed(seed, "plan", 3)`.
 * FNV-1a over the parts joined by NUL, so `("a", "bc")` and `("ab", "c")` differ.
 */
export function deriveSeed(...parts: ReadonlyArray<string | number>): number {
  let h = 0x811c9dc5;
  const text = parts.join("\u0000");
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: fast, 32-bit state, good enough for sampling (not for cryptography). */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    range: (min, max) => min + int(max - min + 1),
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    weighted: (weights) => {
      const total = weights.reduce((s, w) => s + w, 0);
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i] as number;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}
