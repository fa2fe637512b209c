/**
 * The app's source of chance (random rows, random play). Production uses Math.random; page stories and
 * tests install a seeded source so what they show is the same on every run.
 */
let source: () => number = Math.random;

export function random(): number {
  return source();
}

export function setRandomSource(next: () => number): void {
  source = next;
}

/** A small seeded generator (mulberry32) for stories and tests. */
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
