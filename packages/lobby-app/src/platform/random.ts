/**
 * The app's source of chance (random rows, random play). Production uses Math.random; page stories and
 * tests install a seeded source so what they show is the same on every run.
 */
import { seededRandom } from '@lobby/domain';

let source: () => number = Math.random;

export function random(): number {
  return source();
}

export function setRandomSource(next: () => number): void {
  source = next;
}

/** The seeded generator (mulberry32) for stories, tests, row draws and the demo casino's data. */
export { seededRandom };

/** FNV-1a: a small, stable 32-bit hash of a text, to derive sub-seeds and colours from names. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const drawSeeds = new Map<string, number>();

/**
 * A source of chance for one draw that must come out the same however often it is made: a home row's games
 * for one catalogue, say, which a remount or a render React starts over must not reshuffle. The first draw
 * for `round` takes one number from `random`; every source for that round and `key` repeats from there.
 *
 * @example
 * sectionGames(section, games, drawFor(`catalogue-${loadedAt}`, section.id), recent);
 */
export function drawFor(round: string, key: string): () => number {
  let seed = drawSeeds.get(round);
  if (seed === undefined) {
    seed = Math.floor(random() * 4_294_967_296) >>> 0;
    drawSeeds.set(round, seed);
    // only the latest few rounds are ever asked for again
    if (drawSeeds.size > 8) {
      const oldest = drawSeeds.keys().next();
      if (!oldest.done) drawSeeds.delete(oldest.value);
    }
  }
  return seededRandom((seed ^ hashText(key)) >>> 0);
}

/** Forgets the rounds drawn so far (stories and tests start clean). */
export function forgetDraws(): void {
  drawSeeds.clear();
}
