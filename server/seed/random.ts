// A seeded generator (mulberry32): the demo data is the same on every machine, and a fault
// schedule (test/fault) is the same for the same seed.
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability: number) => next() < probability,
  };
}

export type Random = ReturnType<typeof createRandom>;

const DAY_MS = 86_400_000;

export const daysAgo = (now: Date, days: number, hour = 10) => {
  const date = new Date(now.getTime() - days * DAY_MS);
  date.setUTCHours(hour, (days * 7) % 60, 0, 0);
  return date;
};

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Demo history must not lie in the future. */
export const notAfter = (date: Date, limit: Date) => (date > limit ? limit : date);
