/** Deterministic pseudo-random numbers (mulberry32): same seed, same institution. */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** 32 lowercase hex digits, the form Learn uses for uuids. */
  uuid(): string;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick() needs at least one item');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    chance: (p) => next() < p,
    uuid: () => {
      let out = '';
      for (let i = 0; i < 4; i += 1)
        out += Math.floor(next() * 0x100000000)
          .toString(16)
          .padStart(8, '0');
      return out;
    },
  };
}

/** A stable 32-bit hash of a string, to derive per-record randomness independent of access order. */
export function hashString(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Learn primary ids look like `_123_1`. */
export const pk = (n: number): string => `_${n}_1`;

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export const iso = (ms: number): string => new Date(ms).toISOString();
