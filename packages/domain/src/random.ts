/**
 * mulberry32: a small seeded generator of numbers in [0, 1). The same seed gives the same sequence
 * everywhere, so stories, tests, the demo casino's data and a home row's draw can be reproduced.
 *
 * @example
 * const next = seededRandom(42);
 * next(); // the same number on every run
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
