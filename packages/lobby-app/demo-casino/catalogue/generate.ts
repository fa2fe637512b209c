/**
 * The demo casino's game catalogue, generated from a seed: the same seed and size always give the same
 * games. Built in the wire shape of ?getgames (snake_case, flags as "0"/"1", amounts as strings), so the
 * client's parsing is exercised exactly as against a real backend.
 *
 * Every step draws from the one source it is handed, in a fixed order: drawing anything more, less or
 * sooner changes every game after it (and every page screenshot).
 */
import { createRng, type Rng } from '../prng.ts';
import { DAY, isoDate, multiplierFor } from './multipliers.ts';
import { ADJECTIVES, NOUNS, SUFFIXES, slug, THEME_HINTS, titleOf } from './names.ts';
import {
  CATEGORIES,
  FEATURES,
  PROVIDER_NAMES,
  SPORTSBOOK_PROVIDER,
  type SUB_GROUPS,
  THEMES,
} from './taxonomy.ts';
import type { WireCatalogue, WireGame, WireNamed } from './wire.ts';

/** Older releases are spread over these years; the three newest sit clearly after them. */
const RELEASES_FROM = Date.UTC(2014, 0, 1);
const RELEASES_TO = Date.UTC(2026, 5, 30);
export const NEWEST_RELEASES = ['2026-10-02', '2026-10-16', '2026-11-06'] as const;

interface Studio {
  readonly name: string;
  readonly shortname: string;
}

export interface CatalogueOptions {
  readonly seed: number;
  readonly size: number;
  /** The assets host, for lock images. */
  readonly assetsHost: string;
  /** Fusion image paths (`/fusion/{provider}/…`) or RTG ones (`/rtg/…`). */
  readonly fusion: boolean;
  /** Anchor for schedule windows; dates of games do not depend on it. */
  readonly now: number;
}

/**
 * Builds the catalogue. Deterministic in `seed` and `size` (schedules also follow `now`'s day).
 *
 * @example
 * generateCatalogue({ seed: 1, size: 1500, assetsHost: 'https://assets.example/', fusion: false, now: Date.now() });
 */
export function generateCatalogue(options: CatalogueOptions): WireCatalogue {
  const rng = createRng(options.seed).fork('catalogue');
  const providers = PROVIDER_NAMES.map((name) => ({ name, shortname: slug(name) }));
  const used = new Set<string>(['first-sportsbook']);
  const games: WireGame[] = [];
  const size = Math.max(1, options.size - 1);
  for (let i = 0; i < size; i++) games.push(inventGame(rng, i, providers, used));

  const slots = games.filter((game) => game.category === 'online-slots');
  const jackpots = games.filter((game) => game.jackpot !== '0');
  markSpecialGames(rng.fork('special'), slots, jackpots, options);
  rankSubGroups(rng.fork('groups'), games, slots);
  games.push(sportsbookGame());
  return listed(games, providers, jackpots);
}

function pickCategory(rng: Rng): string {
  let roll = rng.next();
  for (const [category, share] of CATEGORIES) {
    roll -= share;
    if (roll < 0) return category;
  }
  return 'online-slots';
}

/** One ordinary game, its name not yet in `used` (which it joins). */
function inventGame(rng: Rng, index: number, providers: readonly Studio[], used: Set<string>): WireGame {
  const category = pickCategory(rng);
  const nouns = NOUNS[category] ?? NOUNS['online-slots'] ?? [];
  const noun = rng.pick(nouns);
  const adjective = rng.pick(ADJECTIVES);
  let name = `${adjective} ${noun}${category === 'online-slots' ? rng.pick(SUFFIXES) : ''}`;
  let shortname = slug(name);
  for (let n = 2; used.has(shortname); n++) {
    name = `${adjective} ${noun} ${n}`;
    shortname = slug(name);
  }
  used.add(shortname);
  // live games come from the live studio most of the time, as on real platforms
  const provider =
    category.startsWith('live') && rng.chance(0.7)
      ? 'livewire-dealers'
      : rng.pick(providers.slice(0, -1)).shortname;
  const hinted = THEME_HINTS[noun] ?? [];
  const themes = [
    ...new Set([...hinted, ...rng.sample(THEMES, rng.int(hinted.length > 0 ? 0 : 1, 2))]),
  ].slice(0, 3);
  const isSlot = category === 'online-slots';
  const features = isSlot ? rng.sample(FEATURES, rng.int(1, 4)) : [];
  const hasJackpot = (isSlot && rng.chance(0.12)) || features.includes('progressive-jackpot');
  const jackpot = hasJackpot ? (rng.int(1_000_00, 2_500_000_00) / 100).toFixed(2) : '0';
  const release = RELEASES_FROM + Math.floor(rng.next() * (RELEASES_TO - RELEASES_FROM));
  return {
    id: String(10_000 + index),
    name,
    display_name: name,
    shortname,
    category,
    jackpot,
    themes,
    features,
    provider,
    release_date: isoDate(release),
    ...unmarked(),
  };
}

/** The fields of a game that are set later, for the games singled out and ranked (see below). */
function unmarked(): Pick<
  WireGame,
  'sub_groups' | 'sub_groups_with_sort' | 'synth' | 'pre_release' | 'game_lock' | 'jackpot_multiplier'
> {
  return {
    sub_groups: [],
    sub_groups_with_sort: [],
    synth: '0',
    pre_release: 0,
    game_lock: null,
    jackpot_multiplier: null,
  };
}

/**
 * The newest releases, exclusives, synth games, locks and multipliers. The three newest releases are fixed
 * and clearly after all others, so 'New' is easy to check; the other cases fall on distinct slots so each
 * one is visible.
 */
function markSpecialGames(
  special: Rng,
  slots: readonly WireGame[],
  jackpots: readonly WireGame[],
  options: CatalogueOptions,
): void {
  const chosen = special.sample(slots, Math.min(slots.length, 80));
  NEWEST_RELEASES.forEach((date, index) => {
    const game = chosen[index];
    if (game) game.release_date = date;
  });
  chosen.slice(3, 9).forEach((game) => {
    game.pre_release = 1;
  });
  chosen.slice(9, 21).forEach((game) => {
    game.synth = '1';
  });
  chosen.slice(21, 45).forEach((game, index) => {
    const kind = index % 3;
    const target = new Date(options.now + (index + 3) * DAY);
    game.game_lock = {
      lock_by: kind === 0 ? 'player_class' : 'event',
      visible_event: kind === 1 ? 'deposit' : kind === 2 ? 'signup' : '',
      target_date: kind === 2 ? isoDate(target.getTime()) : '',
      display_name: game.display_name,
      game_name: game.shortname,
      img_portrait: gameImage(options, game, 'portrait'),
      img_landscape: gameImage(options, game, 'thumbnails'),
    };
  });
  jackpots.slice(0, 24).forEach((game, index) => {
    game.jackpot_multiplier = multiplierFor(special, index, options.now);
  });
}

/** A game's image of one kind, where the casino's variant keeps it. */
export function gameImage(
  where: Pick<CatalogueOptions, 'assetsHost' | 'fusion'>,
  game: Pick<WireGame, 'provider' | 'shortname'>,
  kind: string,
): string {
  return where.fusion
    ? `${where.assetsHost}fusion/${game.provider}/${kind}/${game.shortname}.jpg`
    : `${where.assetsHost}rtg/${kind}/${game.shortname}.jpg`;
}

/** Sub groups with a sort order, as the platform ranks them. */
function rankSubGroups(groupRng: Rng, games: readonly WireGame[], slots: readonly WireGame[]): void {
  const ranked: Record<(typeof SUB_GROUPS)[number], WireGame[]> = {
    'top-games': groupRng.sample(slots, Math.min(60, slots.length)),
    'popular-games': groupRng.sample(
      games.filter((g) => !g.category.startsWith('live')),
      Math.min(40, games.length),
    ),
    'high-volatility': groupRng.sample(
      slots.filter(
        (g) => g.features.includes('multipliers') || g.features.includes('megaways') || g.jackpot !== '0',
      ),
      Math.min(50, slots.length),
    ),
  };
  for (const [group, members] of Object.entries(ranked)) {
    members.forEach((game, index) => {
      game.sub_groups.push(group);
      game.sub_groups_with_sort.push({ name: group, order: index + 1 });
    });
  }
}

/** The sportsbook pseudo-game: never a tile, never a provider option (§5). */
function sportsbookGame(): WireGame {
  return {
    id: '9999',
    name: 'Sportsbook',
    display_name: 'Sportsbook',
    shortname: SPORTSBOOK_PROVIDER.shortname,
    category: 'specialty-games',
    jackpot: '0',
    themes: ['sports'],
    features: [],
    provider: SPORTSBOOK_PROVIDER.shortname,
    release_date: '2019-06-01',
    ...unmarked(),
  };
}

/** The whole answer: the games with the lists they are filtered by and the jackpots' total. */
function listed(
  games: WireGame[],
  providers: readonly Studio[],
  jackpots: readonly WireGame[],
): WireCatalogue {
  const counts = new Map<string, number>();
  for (const game of games) counts.set(game.provider, (counts.get(game.provider) ?? 0) + 1);
  const total = jackpots.reduce((sum, game) => sum + Number(game.jackpot), 0);
  return {
    games,
    providers: [...providers, SPORTSBOOK_PROVIDER].map((p, index) => ({
      id: String(index + 1),
      name: p.name,
      shortname: p.shortname,
      gamescount: counts.get(p.shortname) ?? 0,
    })),
    themes: named(THEMES),
    features: named(FEATURES),
    categories: named(CATEGORIES.map(([category]) => category)),
    total_jackpot: total.toFixed(2),
  };
}

/** A filter list in wire shape: numbered from 1, each named by its title-cased shortname. */
function named(shortnames: readonly string[]): WireNamed[] {
  return shortnames.map((shortname, index) => ({
    id: String(index + 1),
    name: titleOf(shortname),
    shortname,
  }));
}
