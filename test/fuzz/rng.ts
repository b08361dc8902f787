/**
 * The fuzzer's own seeded random numbers (splitmix32): a 32-bit state, one multiply-xorshift
 * mix per draw. Never Math.random, so a game replays from its seed on any runtime.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n), n >= 1. */
  int(n: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element (the list must not be empty). */
  pick<T>(list: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(list: readonly T[]): T[];
  /** A random subset, each element kept with probability p, in the list's order. */
  subset<T>(list: readonly T[], p: number): T[];
  /** A new generator whose stream depends on this one's next draw and `salt`. */
  fork(salt: string): Rng;
}

/** A 32-bit hash of a string (FNV-1a), to turn labels and seeds into generator states. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** splitmix32 from a number or a string seed. */
export function createRng(seed: number | string): Rng {
  let state = (typeof seed === 'number' ? seed : hash32(seed)) >>> 0;
  const u32 = (): number => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const rng: Rng = {
    next: () => u32() / 0x1_0000_0000,
    int(n) {
      if (!Number.isInteger(n) || n < 1) throw new RangeError(`int(n) needs a whole n >= 1, got ${n}`);
      return Math.floor(rng.next() * n);
    },
    chance: (p) => rng.next() < p,
    pick(list) {
      if (list.length === 0) throw new RangeError('pick from an empty list');
      return list[rng.int(list.length)]!;
    },
    shuffle(list) {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    subset: (list, p) => list.filter(() => rng.chance(p)),
    fork: (salt) => createRng((u32() ^ hash32(salt)) >>> 0),
  };
  return rng;
}
