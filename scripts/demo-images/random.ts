// A seeded random source, so the same item name always draws the same picture (a rerun of the
// drawing script leaves the committed files unchanged) while two names almost never match.

/** FNV-1a, 32 bits: small, stable across runs and platforms, good enough to spread names apart. */
export function hashName(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Random = {
  /** 0 <= n < 1 */
  next(): number;
  between(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
};

/** mulberry32: a tiny PRNG with a 32-bit seed. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}
