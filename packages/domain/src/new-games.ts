import { NEW_GAMES_COUNT } from './constants.ts';
import type { Game } from './game.ts';

/** Release order and the New mark of the three newest games (§4). */

/**
 * Games ordered newest release first; games without a date go last. Ties keep catalogue order.
 *
 * @example
 * byReleaseDateDesc(games)[0]; // the newest game
 */
export function byReleaseDateDesc<T extends Pick<Game, 'releaseTime'>>(games: readonly T[]): T[] {
  return [...games].sort(
    (a, b) => (b.releaseTime ?? Number.NEGATIVE_INFINITY) - (a.releaseTime ?? Number.NEGATIVE_INFINITY),
  );
}

/**
 * Marks the newest games by release date as New and clears the mark on every other game (§4). Games
 * without a release date are never New.
 *
 * @example
 * markNewest(games).filter((g) => g.isNew).length; // 3 (when at least 3 games have a date)
 */
export function markNewest(games: readonly Game[], count: number = NEW_GAMES_COUNT): Game[] {
  const newest = new Set(
    byReleaseDateDesc(games.filter((game) => game.releaseTime !== null)).slice(0, Math.max(0, count)),
  );
  return games.map((game) => {
    const isNew = newest.has(game);
    return game.isNew === isNew ? game : { ...game, isNew };
  });
}
