/** What the catalogue is sorted by: its studios, themes, features, categories and ranked sub groups. */
import { listOf } from '../lists.ts';

/** Invented studios; none is a real company. */
export const PROVIDER_NAMES = listOf(
  `
  Nebula Gaming | Red Lantern Studios | Golden Reel | Blue Comet | Ironclad Games | Velvet Spin |
  Maple Leaf Play | Northwind Interactive | Coral Reef Gaming | Thunderhorse | Pixel Pharaoh | Quartz Labs |
  Sunfire Slots | Wildcard Works | Obsidian Play | Lucky Lynx | Crimson Crown | Silverline | Tidal Games |
  Arcadia Reels | Bright Star Gaming | Moonshot Studio | Emerald Isle Games | Jade Tiger | Cobalt Tech |
  Highroller Labs | Saffron Games | Polar Bear Play | Stormfront | Copperpot | Kitsune Works |
  Livewire Dealers
`,
  '|',
);

export const SPORTSBOOK_PROVIDER = { name: 'First Sportsbook', shortname: 'first-sportsbook' } as const;

export const THEMES = listOf(`
  animals asian pirates space classic-vegas egyptian fantasy fruits adventure mythology irish western
  underwater horror halloween christmas easter valentines music sports movies gems magic dragons vikings
  aztec jungle candy food farm fishing gold-rush mexican vampires zombies greek roman samurai circus cars
  treasure luxury neon retro crime
`);

export const FEATURES = listOf(`
  free-spins wilds multipliers bonus-buy cascading-reels megaways hold-and-win expanding-wilds
  sticky-wilds pick-bonus progressive-jackpot cluster-pays respins gamble
`);

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
