/**
 * The demo casino's game catalogue, generated from a seed: the same seed and size always give the same
 * games. Built in the wire shape of ?getgames (snake_case, flags as "0"/"1", amounts as strings), so the
 * client's parsing is exercised exactly as against a real backend.
 */
import { createRng, type Rng } from './prng.ts';

export interface WireGame {
  id: string;
  name: string;
  display_name: string;
  shortname: string;
  category: string;
  jackpot: string;
  themes: string[];
  features: string[];
  provider: string;
  release_date: string;
  sub_groups: string[];
  sub_groups_with_sort: { name: string; order: number }[];
  synth: '0' | '1';
  pre_release: 0 | 1;
  game_lock: Record<string, string> | null;
  jackpot_multiplier: Record<string, unknown> | null;
}

export interface WireNamed {
  id: string;
  name: string;
  shortname: string;
}

export interface WireProvider extends WireNamed {
  gamescount: number;
}

export interface WireCatalogue {
  games: WireGame[];
  providers: WireProvider[];
  themes: WireNamed[];
  features: WireNamed[];
  categories: WireNamed[];
  total_jackpot: string;
}

/** Invented studios; none is a real company. */
export const PROVIDER_NAMES = [
  'Nebula Gaming',
  'Red Lantern Studios',
  'Golden Reel',
  'Blue Comet',
  'Ironclad Games',
  'Velvet Spin',
  'Maple Leaf Play',
  'Northwind Interactive',
  'Coral Reef Gaming',
  'Thunderhorse',
  'Pixel Pharaoh',
  'Quartz Labs',
  'Sunfire Slots',
  'Wildcard Works',
  'Obsidian Play',
  'Lucky Lynx',
  'Crimson Crown',
  'Silverline',
  'Tidal Games',
  'Arcadia Reels',
  'Bright Star Gaming',
  'Moonshot Studio',
  'Emerald Isle Games',
  'Jade Tiger',
  'Cobalt Tech',
  'Highroller Labs',
  'Saffron Games',
  'Polar Bear Play',
  'Stormfront',
  'Copperpot',
  'Kitsune Works',
  'Livewire Dealers',
] as const;

export const SPORTSBOOK_PROVIDER = { name: 'First Sportsbook', shortname: 'first-sportsbook' } as const;

export const THEMES = [
  'animals',
  'asian',
  'pirates',
  'space',
  'classic-vegas',
  'egyptian',
  'fantasy',
  'fruits',
  'adventure',
  'mythology',
  'irish',
  'western',
  'underwater',
  'horror',
  'halloween',
  'christmas',
  'easter',
  'valentines',
  'music',
  'sports',
  'movies',
  'gems',
  'magic',
  'dragons',
  'vikings',
  'aztec',
  'jungle',
  'candy',
  'food',
  'farm',
  'fishing',
  'gold-rush',
  'mexican',
  'vampires',
  'zombies',
  'greek',
  'roman',
  'samurai',
  'circus',
  'cars',
  'treasure',
  'luxury',
  'neon',
  'retro',
  'crime',
] as const;

export const FEATURES = [
  'free-spins',
  'wilds',
  'multipliers',
  'bonus-buy',
  'cascading-reels',
  'megaways',
  'hold-and-win',
  'expanding-wilds',
  'sticky-wilds',
  'pick-bonus',
  'progressive-jackpot',
  'cluster-pays',
  'respins',
  'gamble',
] as const;

/** Categories and how often each appears. */
export const CATEGORIES = [
  ['online-slots', 0.72],
  ['table-games', 0.08],
  ['video-poker', 0.05],
  ['specialty-games', 0.04],
  ['live-dealer', 0.04],
  ['live-casino', 0.03],
  ['crypto-games', 0.04],
] as const;

export const SUB_GROUPS = ['top-games', 'popular-games', 'high-volatility'] as const;

const ADJECTIVES = [
  'Lucky',
  'Golden',
  'Wild',
  'Mystic',
  'Royal',
  'Crazy',
  'Super',
  'Mega',
  'Silver',
  'Diamond',
  'Fire',
  'Frozen',
  'Hidden',
  'Ancient',
  'Cosmic',
  'Electric',
  'Jolly',
  'Savage',
  'Sweet',
  'Burning',
  'Shining',
  'Lost',
  'Secret',
  'Neon',
  'Emerald',
  'Ruby',
  'Sapphire',
  'Thunder',
  'Midnight',
  'Rising',
  'Lazy',
  'Brave',
  'Hot',
  'Cool',
  'Grand',
  'Little',
  'Big',
  'Magic',
  'Crystal',
  'Raging',
  'Happy',
  'Dancing',
  'Flying',
  'Roaring',
  'Sunny',
  'Stormy',
  'Velvet',
  'Iron',
  'Copper',
  'Jade',
  'Scarlet',
  'Twin',
  'Triple',
  'Fortune',
  'Cash',
  'Jackpot',
  'Bonanza',
  'Señor',
  'Crème',
  'Mighty',
] as const;

const NOUNS: Record<string, readonly string[]> = {
  'online-slots': [
    'Dragon',
    'Pharaoh',
    'Tiger',
    'Panda',
    'Pirate',
    'Galaxy',
    'Rocket',
    'Cowboy',
    'Mermaid',
    'Wizard',
    'Viking',
    'Samurai',
    'Gems',
    'Fruits',
    'Sevens',
    'Bandits',
    'Jungle',
    'Safari',
    'Treasure',
    'Temple',
    'Phoenix',
    'Unicorn',
    'Wolf',
    'Buffalo',
    'Eagle',
    'Leprechaun',
    'Clover',
    'Goblin',
    'Vampire',
    'Zombie',
    'Pumpkin',
    'Santa',
    'Bunny',
    'Cupid',
    'Guitar',
    'Disco',
    'Racer',
    'Heist',
    'Circus',
    'Candy',
    'Tacos',
    'Farm',
    'Fisherman',
    'Nugget',
    'Mariachi',
    'Olympus',
    'Gladiator',
    'Ninja',
    'Castle',
    'Kraken',
    'Yeti',
    'Comet',
    'Volcano',
    'Oasis',
    'Sphinx',
    'Aztec',
    'Reels',
    'Bells',
    'Cherries',
    'Crown',
    'Lion',
    'Koi',
    'Lotus',
    'Monkey',
    'Owl',
    'Fox',
    'Bear',
    'Shark',
    'Octopus',
    'Dolphin',
    'Knight',
    'Queen',
    'Jester',
    'Genie',
    'Lamp',
    'Mummy',
    'Scarab',
    'Anchor',
    'Parrot',
    'Spaceship',
  ],
  'table-games': ['Blackjack', 'Roulette', 'Baccarat', 'Craps', 'Sic Bo', 'Casino War', 'Red Dog', 'Pai Gow'],
  'video-poker': [
    'Jacks or Better',
    'Deuces Wild',
    'Bonus Poker',
    'Joker Poker',
    'Aces and Faces',
    'Double Bonus',
  ],
  'specialty-games': ['Keno', 'Scratch', 'Bingo', 'Wheel', 'Plinko', 'Lottery'],
  'live-dealer': ['Live Blackjack', 'Live Roulette', 'Live Baccarat', 'Live Poker', 'Live Dream Wheel'],
  'live-casino': ['Live Game Show', 'Live Lightning Dice', 'Live Sic Bo', 'Live Dragon Tiger'],
  'crypto-games': ['Crash', 'Dice', 'Mines', 'Limbo', 'Hilo', 'Tower'],
};

const SUFFIXES = [
  '',
  '',
  '',
  '',
  ' Deluxe',
  ' Megaways',
  ' Gold',
  ' II',
  ' Rising',
  ' Hold & Win',
  ' Extreme',
  ' 2',
];

const THEME_HINTS: Record<string, readonly string[]> = {
  Dragon: ['dragons', 'asian'],
  Pharaoh: ['egyptian'],
  Sphinx: ['egyptian'],
  Mummy: ['egyptian'],
  Scarab: ['egyptian'],
  Tiger: ['animals', 'asian'],
  Panda: ['animals', 'asian'],
  Pirate: ['pirates'],
  Parrot: ['pirates', 'animals'],
  Anchor: ['pirates'],
  Galaxy: ['space'],
  Rocket: ['space'],
  Comet: ['space'],
  Spaceship: ['space'],
  Cowboy: ['western'],
  Bandits: ['western', 'crime'],
  Heist: ['crime'],
  Mermaid: ['underwater'],
  Kraken: ['underwater'],
  Octopus: ['underwater'],
  Shark: ['underwater', 'animals'],
  Sevens: ['classic-vegas'],
  Bells: ['classic-vegas'],
  Cherries: ['classic-vegas', 'fruits'],
  Fruits: ['fruits'],
  Reels: ['classic-vegas', 'retro'],
  Viking: ['vikings'],
  Samurai: ['samurai', 'asian'],
  Ninja: ['asian'],
  Koi: ['asian'],
  Lotus: ['asian'],
  Leprechaun: ['irish'],
  Clover: ['irish'],
  Vampire: ['vampires', 'horror'],
  Zombie: ['zombies', 'horror'],
  Pumpkin: ['halloween'],
  Santa: ['christmas'],
  Bunny: ['easter'],
  Cupid: ['valentines'],
  Guitar: ['music'],
  Disco: ['music', 'retro'],
  Racer: ['cars'],
  Circus: ['circus'],
  Jester: ['circus'],
  Candy: ['candy'],
  Tacos: ['food', 'mexican'],
  Mariachi: ['mexican'],
  Farm: ['farm'],
  Fisherman: ['fishing'],
  Nugget: ['gold-rush'],
  Olympus: ['greek', 'mythology'],
  Gladiator: ['roman'],
  Aztec: ['aztec'],
  Temple: ['aztec', 'adventure'],
  Jungle: ['jungle', 'animals'],
  Safari: ['animals', 'adventure'],
  Treasure: ['treasure'],
  Gems: ['gems'],
  Wizard: ['magic', 'fantasy'],
  Genie: ['magic'],
  Unicorn: ['fantasy'],
  Goblin: ['fantasy'],
  Phoenix: ['mythology'],
  Castle: ['fantasy'],
  Knight: ['fantasy'],
  Queen: ['luxury'],
  Crown: ['luxury'],
};

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function titleOf(shortname: string): string {
  return shortname
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const providerShortname = (name: string): string => slug(name);

function pickCategory(rng: Rng): string {
  let roll = rng.next();
  for (const [category, share] of CATEGORIES) {
    roll -= share;
    if (roll < 0) return category;
  }
  return 'online-slots';
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
const isoDateTime = (ms: number) => {
  const d = new Date(ms);
  return `${isoDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
};

const DAY = 86_400_000;
/** Older releases are spread over these years; the three newest sit clearly after them. */
const RELEASES_FROM = Date.UTC(2014, 0, 1);
const RELEASES_TO = Date.UTC(2026, 5, 30);
export const NEWEST_RELEASES = ['2026-10-02', '2026-10-16', '2026-11-06'] as const;

function multiplierFor(rng: Rng, kind: number, now: number): Record<string, unknown> {
  const type = rng.chance(0.5) ? 'multiplier' : 'boosted';
  const multipliers = type === 'multiplier' ? ['2x', '3x', '5x'].slice(0, rng.int(1, 3)) : ['+50%'];
  const day = Math.floor(now / DAY) * DAY;
  switch (kind % 4) {
    case 0:
      return { type, multipliers };
    case 1:
      // a one-off window around the demo's day, so it is live while someone looks
      return {
        type,
        multipliers,
        schedule: [
          { repeat_param: 'one_time', start_at: isoDateTime(day - DAY), end_at: isoDateTime(day + 2 * DAY) },
        ],
      };
    case 2:
      return {
        type,
        multipliers,
        schedule: [
          {
            repeat_param: 'daily',
            start_time: `${pad(rng.int(0, 11))}:00`,
            end_time: `${pad(rng.int(12, 23))}:59`,
          },
        ],
      };
    default:
      return {
        type,
        multipliers,
        schedule: [
          {
            repeat_param: 'weekly',
            recurrence: rng.sample(['monday', 'wednesday', 'friday', 'saturday', 'sunday'], 3).join(','),
          },
        ],
      };
  }
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
  const providers = PROVIDER_NAMES.map((name) => ({ name, shortname: providerShortname(name) }));
  const used = new Set<string>(['first-sportsbook']);
  const games: WireGame[] = [];
  const size = Math.max(1, options.size - 1);
  const image = (provider: string, kind: string, shortname: string) =>
    options.fusion
      ? `${options.assetsHost}fusion/${provider}/${kind}/${shortname}.jpg`
      : `${options.assetsHost}rtg/${kind}/${shortname}.jpg`;

  for (let i = 0; i < size; i++) {
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
    games.push({
      id: String(10_000 + i),
      name,
      display_name: name,
      shortname,
      category,
      jackpot,
      themes,
      features,
      provider,
      release_date: isoDate(release),
      sub_groups: [],
      sub_groups_with_sort: [],
      synth: '0',
      pre_release: 0,
      game_lock: null,
      jackpot_multiplier: null,
    });
  }

  // the three newest releases are fixed and clearly after all others, so 'New' is easy to check
  const slots = games.filter((game) => game.category === 'online-slots');
  const special = rng.fork('special');
  const chosen = special.sample(slots, Math.min(slots.length, 80));
  NEWEST_RELEASES.forEach((date, index) => {
    const game = chosen[index];
    if (game) game.release_date = date;
  });
  // exclusives, synth games, locks and multipliers come from distinct slots so each case is visible
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
      img_portrait: image(game.provider, 'portrait', game.shortname),
      img_landscape: image(game.provider, 'thumbnails', game.shortname),
    };
  });
  const jackpots = games.filter((game) => game.jackpot !== '0');
  jackpots.slice(0, 24).forEach((game, index) => {
    game.jackpot_multiplier = multiplierFor(special, index, options.now);
  });

  // sub groups with a sort order, as the platform ranks them
  const groupRng = rng.fork('groups');
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

  // the sportsbook pseudo-game: never a tile, never a provider option (§5)
  games.push({
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
    sub_groups: [],
    sub_groups_with_sort: [],
    synth: '0',
    pre_release: 0,
    game_lock: null,
    jackpot_multiplier: null,
  });

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
    themes: THEMES.map((theme, index) => ({ id: String(index + 1), name: titleOf(theme), shortname: theme })),
    features: FEATURES.map((feature, index) => ({
      id: String(index + 1),
      name: titleOf(feature),
      shortname: feature,
    })),
    categories: CATEGORIES.map(([category], index) => ({
      id: String(index + 1),
      name: titleOf(category),
      shortname: category,
    })),
    total_jackpot: total.toFixed(2),
  };
}
