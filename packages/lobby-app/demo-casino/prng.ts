/**
 * A seeded random source for the demo casino, so the same seed always builds the same casino: a bug seen
 * in a demo can be reproduced, and tests can pin data.
 */

// the generator and the hash are the app's own (platform/random.ts), so the two never drift apart
import { hashText, seededRandom as mulberry32 } from '../src/platform/random.ts';

export { hashText, mulberry32 };

/** Helpers over one random source. */
export interface Rng {
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A child source, so adding data in one place does not shift every other value. */
  fork(label: string): Rng;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length > 0) {
        const [item] = pool.splice(Math.floor(next() * pool.length), 1);
        out.push(item as T);
      }
      return out;
    },
    fork: (label) => createRng(hashText(`${seed}:${label}`)),
  };
  return rng;
}
