import type { Game, GameLock } from '../game.ts';
import { seededRandom } from '../random.ts';

/**
 * Test data: a seeded PRNG and builders for games and whole catalogues. Deterministic, so a failing test or
 * a benchmark run can be reproduced from its seed. Not part of the package's public API.
 */

/** mulberry32 (the domain's seeded generator), by the name the tests know it. */
export const mulberry32 = seededRandom;

/** A game with sensible defaults; pass only what a test is about. */
export function makeGame(overrides: Partial<Game> & Pick<Game, 'shortname'>): Game {
  const name = overrides.name ?? overrides.shortname;
  return {
    id: overrides.shortname,
    name,
    displayName: name,
    category: 'online-slots',
    jackpot: 0,
    themes: [],
    features: [],
    provider: 'rtg',
    releaseDate: null,
    releaseTime: null,
    subGroups: [],
    subGroupsWithSort: [],
    synth: false,
    exclusive: false,
    gameLock: null,
    jackpotMultiplier: null,
    isNew: false,
    ...overrides,
  };
}

/** A game released on `date` (as the backend writes it), for tests of release order. */
export function datedGame(shortname: string, date: string): Game {
  return makeGame({ shortname, releaseDate: date, releaseTime: Date.parse(date) });
}

/** The shortnames of a list of games, in order: what list tests compare. */
export function shortnames(games: readonly { readonly shortname: string }[]): string[] {
  return games.map((game) => game.shortname);
}

/** A game lock with every field empty but those a test or story sets. */
export function makeGameLock(overrides: Partial<GameLock> = {}): GameLock {
  return {
    lockBy: null,
    visibleEvent: null,
    targetDate: null,
    displayName: null,
    gameName: null,
    imgPortrait: null,
    imgLandscape: null,
    ...overrides,
  };
}

const WORDS = [
  'Cash',
  'Bandits',
  'Lucky',
  'Dragon',
  'Golden',
  'Pirate',
  'Space',
  'Vegas',
  'Fortune',
  'Wild',
  'Jungle',
  'Mystic',
  'Crème',
  'Brûlée',
  'Señor',
  'Fiesta',
  'Über',
  'Königs',
  'Ninja',
  'Samurai',
  'Neon',
  'Diamond',
  'Ruby',
  'Safari',
  'Ocean',
  'Treasure',
  'Panda',
  'Phoenix',
  'Zeus',
  'Olympus',
  'Viking',
  'Rumble',
  'Bingo',
  'Keno',
  'Poker',
  'Joker',
];
export const GENERATED_THEMES = [
  'animals',
  'asian',
  'pirates',
  'space',
  'classic-vegas',
  'egypt',
  'fantasy',
  'fruit',
  'horror',
  'irish',
  'mexican',
  'music',
];
export const GENERATED_FEATURES = [
  'free-spins',
  'bonus-round',
  'wilds',
  'multipliers',
  'cascading',
  'megaways',
  'respins',
];
export const GENERATED_PROVIDERS = [
  'rtg',
  'betsoft',
  'rival',
  'saucify',
  'dragon',
  'spinlogic',
  'vig',
  'arrow',
  'qora',
  'tom-horn',
];
const CATEGORIES = ['online-slots', 'slots', 'table-games', 'video-poker', 'specialty-games', 'live-dealer'];
const SUBGROUPS = ['top-games', 'popular-games', 'high-volatility'];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function pickSome<T>(random: () => number, items: readonly T[], max: number): T[] {
  const out = new Set<T>();
  const count = Math.floor(random() * (max + 1));
  for (let i = 0; i < count; i++) out.add(pick(random, items));
  return [...out];
}

/** `count` games drawn from a seed: mixed names with accents, providers, themes, features and dates. */
export function generateGames(count: number, seed = 1): Game[] {
  const random = mulberry32(seed);
  const games: Game[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${pick(random, WORDS)} ${pick(random, WORDS)} ${i}`;
    const day = Math.floor(random() * 3650);
    const releaseTime = Date.UTC(2015, 0, 1) + day * 86_400_000;
    games.push(
      makeGame({
        id: String(i + 1),
        shortname: `game-${i}`,
        name,
        displayName: random() < 0.2 ? `${name} Deluxe` : name,
        category: pick(random, CATEGORIES),
        jackpot: random() < 0.15 ? Math.round(random() * 1_000_000) / 100 : 0,
        themes: pickSome(random, GENERATED_THEMES, 3),
        features: pickSome(random, GENERATED_FEATURES, 3),
        provider: pick(random, GENERATED_PROVIDERS),
        releaseDate: new Date(releaseTime).toISOString().slice(0, 10),
        releaseTime,
        subGroups: pickSome(random, SUBGROUPS, 2),
        subGroupsWithSort: pickSome(random, SUBGROUPS, 2).map((sub) => ({
          name: sub,
          order: Math.floor(random() * 100),
        })),
        synth: random() < 0.1,
        exclusive: random() < 0.05,
      }),
    );
  }
  return games;
}

/**
 * A `getgames` answer as the backend writes it, built from `generateGames`: numbers and flags as text,
 * themes comma-separated, the lock and multiplier objects PHP sends. For benchmarks of the reader.
 */
export function generateGamesAnswer(count: number, seed = 1): Record<string, unknown> {
  const games = generateGames(count, seed).map((game, index) => ({
    id: game.id,
    name: game.name,
    display_name: game.displayName === game.name ? '' : game.displayName,
    shortname: game.shortname,
    category: game.category,
    jackpot: game.jackpot > 0 ? game.jackpot.toFixed(2) : '0',
    themes: game.themes.join(','),
    features: [...game.features],
    provider: game.provider,
    release_date: game.releaseDate,
    sub_groups: [...game.subGroups],
    sub_groups_with_sort: game.subGroupsWithSort.map((entry) => ({
      name: entry.name,
      order: String(entry.order),
    })),
    synth: game.synth ? '1' : '0',
    pre_release: game.exclusive ? 1 : 0,
    game_lock:
      index % 50 === 0 ? { lock_by: 'event', visible_event: 'deposit', target_date: '2026-01-01' } : [],
    jackpot_multiplier:
      index % 40 === 0
        ? {
            type: 'multiplier',
            multipliers: '2,3',
            schedule: [{ repeat_param: 'weekly', recurrence: 'mon,fri' }],
          }
        : null,
  }));
  const named = (names: readonly string[]) =>
    names.map((name, i) => ({ id: String(i + 1), name, shortname: name }));
  return {
    games,
    providers: GENERATED_PROVIDERS.map((name, i) => ({
      id: String(i + 1),
      name,
      shortname: name,
      gamescount: '12',
    })),
    themes: named(GENERATED_THEMES),
    features: named(GENERATED_FEATURES),
    categories: named(CATEGORIES),
    total_jackpot: '1,234,567.89',
  };
}
