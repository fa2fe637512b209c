// Story data for the catalogue: a deterministic game list built from the domain's Game type, generated SVG
// thumbnails (no network), a fixed clock and fixed random sources. Not shipped.
import type { FilterLabels, Game, GameLock, NamedItem, Provider } from '@lobby/domain';
import { markNewest, seededRandom } from '@lobby/domain';
import { makeGame, makeGameLock } from '@lobby/domain/testing/catalogue-generator.ts';
import type { GameThumbnailSource } from '../game-tile/GameThumbnail.tsx';

/** The instant every story lives at: Friday 14 November 2025, 15:00 in New York. */
export const STORY_NOW = Date.UTC(2025, 10, 14, 20, 0, 0);

/** The domain's seeded generator (mulberry32), so every list and every "random" pick is the same on each run. */
export { seededRandom };

const FIRST = ['Cash', 'Lucky', 'Golden', 'Dragon', 'Wild', 'Mystic', 'Pirate', 'Space', 'Royal', 'Fire'];
const SECOND = [
  'Bandits',
  'Fortune',
  'Reels',
  'Treasure',
  'Quest',
  'Gems',
  'Riches',
  'Nights',
  'Spins',
  'Kings',
];
const SUFFIX = ['', ' 2', ' Deluxe', ' Megaways', ' Hold & Win', ' Bonanza'];

export const storyProviders: Provider[] = [
  { id: 'p1', name: 'Real Time Gaming', shortname: 'rtg', gamesCount: 412 },
  { id: 'p2', name: 'Betsoft', shortname: 'betsoft', gamesCount: 188 },
  { id: 'p3', name: 'Evoplay', shortname: 'evoplay', gamesCount: 96 },
  { id: 'p4', name: 'Spinomenal', shortname: 'spinomenal', gamesCount: 74 },
  { id: 'p5', name: 'Habanero', shortname: 'habanero', gamesCount: 61 },
  { id: 'p6', name: 'Wazdan', shortname: 'wazdan', gamesCount: 12 },
];

export const storyThemes: NamedItem[] = [
  'animals',
  'asian',
  'pirates',
  'space',
  'classic-vegas',
  'egypt',
  'fruits',
  'mythology',
  'adventure',
  'holiday',
].map((shortname, i) => ({
  id: `t${i}`,
  shortname,
  name: shortname
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' '),
}));

export const storyFeatures: NamedItem[] = [
  { id: 'f1', shortname: 'free-spins', name: 'Free Spins' },
  { id: 'f2', shortname: 'bonus-buy', name: 'Bonus Buy' },
  { id: 'f3', shortname: 'cascading', name: 'Cascading Reels' },
  { id: 'f4', shortname: 'progressive', name: 'Progressive' },
];

export const storyFilterLabels: FilterLabels = {
  providers: storyProviders,
  themes: storyThemes,
  features: storyFeatures,
};

const DAY = 86_400_000;
const FIRST_RELEASE = Date.UTC(2019, 0, 1);

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

export const vipLock: GameLock = makeGameLock({ lockBy: 'player_class' });
export const depositLock: GameLock = { ...vipLock, lockBy: 'event', visibleEvent: 'deposit' };
export const signupLock: GameLock = {
  ...vipLock,
  lockBy: 'event',
  visibleEvent: 'signup',
  targetDate: '2025-12-01 00:00:00',
};

/**
 * `count` games, the same on every run for the same seed: names, providers, themes, features and release
 * dates drawn from the seed; every 7th has a jackpot, every 11th is exclusive, every 23rd locked; the three
 * newest are marked New by the domain rule.
 */
export function storyGames(count: number, seed = 5): Game[] {
  const random = seededRandom(seed);
  const games: Game[] = [];
  for (let i = 0; i < count; i++) {
    const base = `${pick(FIRST, random)} ${pick(SECOND, random)}${pick(SUFFIX, random)}`;
    const name = count > 60 ? `${base} ${i + 1}` : base;
    const shortname = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i}`;
    const releaseTime = FIRST_RELEASE + Math.floor(random() * 2400) * DAY;
    const themes = [pick(storyThemes, random).shortname, pick(storyThemes, random).shortname];
    games.push(
      makeGame({
        id: String(1000 + i),
        name,
        shortname,
        jackpot: i % 7 === 3 ? Math.round(1_000 + random() * 250_000) : 0,
        themes: [...new Set(themes)],
        features: [pick(storyFeatures, random).shortname],
        provider: pick(storyProviders, random).shortname,
        releaseDate: new Date(releaseTime).toISOString().slice(0, 10),
        releaseTime,
        exclusive: i % 11 === 5,
        gameLock: i % 23 === 9 ? vipLock : null,
      }),
    );
  }
  return markNewest(games);
}

/** A single game for tile stories, with only the fields a story is about changed. */
export function storyGame(overrides: Partial<Game> = {}): Game {
  const name = overrides.displayName ?? overrides.name ?? 'Cash Bandits 3';
  return makeGame({
    id: '1',
    name,
    shortname: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    themes: ['pirates'],
    features: ['free-spins'],
    releaseDate: '2025-10-01',
    releaseTime: Date.UTC(2025, 9, 1),
    ...overrides,
  });
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** A generated thumbnail: a gradient in colours seeded by the name, with the game's initials. */
export function thumbnailDataUrl(name: string, orientation: 'portrait' | 'landscape' = 'portrait'): string {
  const hash = hashOf(name);
  const hue = hash % 360;
  const hue2 = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const [w, h] = orientation === 'portrait' ? [300, 400] : [400, 300];
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 22%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.78}" cy="${h * 0.2}" r="${w * 0.28}" fill="hsl(${hue2} 90% 70%)" opacity=".25"/><text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${w * 0.3}" fill="#fff" opacity=".92">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The tile's image source for a story game (the SVG stands in for both the webp and the jpg). */
export function storyThumbnail(
  game: Pick<Game, 'displayName'>,
  orientation: 'portrait' | 'landscape' = 'portrait',
): GameThumbnailSource {
  const url = thumbnailDataUrl(game.displayName, orientation);
  return { webp: url, jpg: url };
}

/** The provider's display name for a shortname, as the app would look it up. */
export function providerName(shortname: string): string {
  return storyProviders.find((provider) => provider.shortname === shortname)?.name ?? shortname;
}

/**
 * Waits until every thumbnail in view has finished loading (or failed), so a screenshot never catches one
 * half way. Thumbnails scrolled out of view stay lazy and keep their placeholder, which is stable too.
 */
export async function thumbnailsSettled(root: ParentNode, timeout = 4000): Promise<void> {
  const started = performance.now();
  for (;;) {
    const pending = [
      ...root.querySelectorAll<HTMLElement>('[data-slot="game-thumbnail"][data-state="loading"]'),
    ].filter((element) => {
      const rect = element.getBoundingClientRect();
      return (
        rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth
      );
    });
    if (pending.length === 0 || performance.now() - started > timeout) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
