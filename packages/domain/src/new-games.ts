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
 * The `count` newest games with a release date, newest first, ties in catalogue order: the start of
 * `byReleaseDateDesc` over the dated games, found in one pass that keeps only those `count` (a home row
 * and the New mark need ten and three of thousands, not the whole list in order).
 *
 * @example
 * newestReleases(games, 10); // the new games row
 */
export function newestReleases<T extends Pick<Game, 'releaseTime'>>(games: readonly T[], count: number): T[] {
  const top: T[] = [];
  const size = Math.max(0, Math.floor(count));
  if (size === 0) return top;
  const timeAt = (index: number) => top[index]?.releaseTime ?? Number.NEGATIVE_INFINITY;
  for (const game of games) {
    const time = game.releaseTime;
    if (time === null) continue;
    // a game no newer than the last kept one, once the list is full, ranks after every kept one
    if (top.length === size && time <= timeAt(size - 1)) continue;
    // after every kept game released at the same time or later: a tie keeps catalogue order
    let at = top.length;
    while (at > 0 && timeAt(at - 1) < time) at -= 1;
    top.splice(at, 0, game);
    if (top.length > size) top.pop();
  }
  return top;
}

/**
 * Marks the newest games by release date as New and clears the mark on every other game (§4). Games
 * without a release date are never New.
 *
 * @example
 * markNewest(games).filter((g) => g.isNew).length; // 3 (when at least 3 games have a date)
 */
export function markNewest(games: readonly Game[], count: number = NEW_GAMES_COUNT): Game[] {
  const newest = new Set(newestReleases(games, count));
  return games.map((game) => {
    const isNew = newest.has(game);
    return game.isNew === isNew ? game : { ...game, isNew };
  });
}
