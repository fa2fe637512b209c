import type { HomeSection } from './config.ts';
import { HOME_ROW_SIZE, POPULAR_ROW_SIZE, RANDOM_SAMPLE_SIZE, TOP_JACKPOTS_ROW_SIZE } from './constants.ts';
import type { Game } from './game.ts';
import { gamesInSubgroup, gamesWithTheme, jackpotGames } from './game-lists.ts';
import { newestReleases } from './new-games.ts';

/**
 * The home page's rows: subgroup rows in their subgroup's order, theme rows as random samples, popular, top
 * jackpots and new games (§2, §9).
 */

/** A source of uniform numbers in [0, 1): the app's random source, or a seeded PRNG in tests. */
export type RandomSource = () => number;

/**
 * Up to `count` items drawn without repetition, using the injected random source (partial Fisher–Yates).
 * With `count` at or above the length, every item comes back in a shuffled order.
 *
 * @example
 * randomSample(games, 10, random);
 */
export function randomSample<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  const pool = [...items];
  const take = Math.max(0, Math.min(Math.floor(count), pool.length));
  for (let i = 0; i < take; i++) {
    // a source that returns 1 (out of contract) must still pick inside the range
    const j = i + Math.min(Math.floor(random() * (pool.length - i)), pool.length - i - 1);
    const picked = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = picked;
  }
  return pool.slice(0, take);
}

/**
 * The first games of a home row: up to 10 (§2).
 *
 * @example
 * homeRow(gamesInSubgroup(games, 'top-games'));
 */
export function homeRow<T>(games: readonly T[], size: number = HOME_ROW_SIZE): T[] {
  return games.slice(0, size);
}

/**
 * The category or theme row: a random sample of 10 (§2, §9).
 *
 * @example
 * sampleRow(gamesWithTheme(games, 'classic-vegas'), random);
 */
export function sampleRow<T>(games: readonly T[], random: RandomSource): T[] {
  return randomSample(games, RANDOM_SAMPLE_SIZE, random);
}

/**
 * The popular row: the popular games in their subgroup's order, 12 of them picked at random when there are
 * more (§9). The pick decides which games show, never their order: the 12 keep the order they have in
 * `games` (the subgroup's order when `games` comes from `gamesInSubgroup`).
 *
 * @example
 * popularRow(gamesInSubgroup(games, 'popular-games'), random);
 */
export function popularRow<T>(games: readonly T[], random: RandomSource): T[] {
  if (games.length <= POPULAR_ROW_SIZE) return [...games];
  const picked = randomSample(
    games.map((_, index) => index),
    POPULAR_ROW_SIZE,
    random,
  ).sort((a, b) => a - b);
  return picked.map((index) => games[index] as T);
}

/**
 * The games of a row fed by a subgroup or a theme (§2, §9). A subgroup row shows the subgroup's first 10 in
 * the subgroup's own order (`sub_groups_with_sort`, see `gamesInSubgroup`: equal orders keep catalogue order,
 * games without an order for the subgroup come last); a theme row is a random sample of 10. A row without a
 * source has no games.
 *
 * @example
 * sourcedRow(games, { subgroup: 'top-games' }, random); // the top games, first 10 by order
 * sourcedRow(games, { theme: 'classic-vegas' }, random); // 10 classic games at random
 */
export function sourcedRow<T extends Pick<Game, 'subGroups' | 'subGroupsWithSort' | 'themes'>>(
  games: readonly T[],
  source: HomeSection['source'],
  random: RandomSource,
): T[] {
  if (source === null) return [];
  if ('subgroup' in source) return homeRow(gamesInSubgroup(games, source.subgroup));
  return sampleRow(gamesWithTheme(games, source.theme), random);
}

/**
 * The top jackpots row: the 10 games with the biggest jackpots (§9).
 *
 * @example
 * topJackpotsRow(games)[0]; // the game with the biggest jackpot
 */
export function topJackpotsRow<T extends Pick<Game, 'jackpot'>>(games: readonly T[]): T[] {
  return jackpotGames(games)
    .sort((a, b) => b.jackpot - a.jackpot)
    .slice(0, TOP_JACKPOTS_ROW_SIZE);
}

/**
 * The new games row: newest releases first, up to 10.
 *
 * @example
 * newGamesRow(visibleGames(games, viewer));
 */
export function newGamesRow<T extends Pick<Game, 'releaseTime'>>(games: readonly T[]): T[] {
  return newestReleases(games, HOME_ROW_SIZE);
}

/**
 * The home sections a visitor sees: the keep-playing row is for players only (§2), and the tournaments
 * section needs the casino's `tournaments` switch (§3).
 *
 * @example
 * homeSectionsFor(config.homeSections, { isGuest: true, tournaments: true }).some((s) => s.kind === 'keepplaying'); // false
 */
export function homeSectionsFor(
  sections: readonly HomeSection[],
  visit: { readonly isGuest: boolean; readonly tournaments: boolean },
): readonly HomeSection[] {
  const shown = sections.filter(
    (section) =>
      !(visit.isGuest && section.kind === 'keepplaying') &&
      !(!visit.tournaments && section.kind === 'tournaments'),
  );
  return shown.length === sections.length ? sections : shown;
}
