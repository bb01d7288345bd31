/** A small seeded PRNG (mulberry32): the same seed gives the same fault schedule. */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** Integer in [min, max]. */
  between(min: number, max: number): number;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p) => next() < p,
    between: (min, max) => min + Math.floor(next() * (max - min + 1)),
  };
}
