import type { HomeSection } from './config.ts';
import { RANDOM_PLAY_BADGE_COUNT } from './constants.ts';
import type { Game } from './game.ts';
import { gamesInCategory } from './game-lists.ts';
import { type RandomSource, randomSample } from './rows.ts';

/**
 * The badges of random play (§2, §9): 5 online slots drawn at random from the games given (the viewer's
 * games, so a non-fusion guest never sees a synth game here). Fusion casinos show no badges.
 *
 * @example
 * randomPlayBadgeGames(games, { isFusion: false }, random).length; // 5 when there are 5 slots
 */
export function randomPlayBadgeGames<T extends Pick<Game, 'category'>>(
  games: readonly T[],
  variant: { readonly isFusion: boolean },
  random: RandomSource,
): T[] {
  if (variant.isFusion) return [];
  return randomSample(gamesInCategory(games, 'online-slots'), RANDOM_PLAY_BADGE_COUNT, random);
}

/**
 * The badge on show after `index` in a rotation of `count` badges: the next one, back to the first after
 * the last. With one badge or none, the first stays.
 *
 * @example
 * nextBadge(4, 5); // 0
 */
export function nextBadge(index: number, count: number): number {
  if (count <= 1) return 0;
  return (Math.max(0, Math.floor(index)) + 1) % count;
}

/**
 * Where the home page's one 'Try random!' block goes (§2): the number of sections above it. It sits right
 * beneath the winners section; a home page whose sections have no winners (a casino's own `home_sections`)
 * gets it at the end, after the last section.
 *
 * @example
 * randomPlayPosition(DEFAULT_HOME_SECTIONS); // DEFAULT_HOME_SECTIONS.length: winners is the last section
 * randomPlayPosition([{ kind: 'winners' }, { kind: 'popular' }]); // 1
 */
export function randomPlayPosition(sections: readonly Pick<HomeSection, 'kind'>[]): number {
  const winners = sections.findIndex((section) => section.kind === 'winners');
  return winners === -1 ? sections.length : winners + 1;
}
