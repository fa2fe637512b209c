/** The words game names are made of, the themes a name suggests, and how names become shortnames. */
import { listOf } from '../lists.ts';

export const ADJECTIVES = listOf(`
  Lucky Golden Wild Mystic Royal Crazy Super Mega Silver Diamond Fire Frozen Hidden Ancient Cosmic
  Electric Jolly Savage Sweet Burning Shining Lost Secret Neon Emerald Ruby Sapphire Thunder Midnight
  Rising Lazy Brave Hot Cool Grand Little Big Magic Crystal Raging Happy Dancing Flying Roaring Sunny
  Stormy Velvet Iron Copper Jade Scarlet Twin Triple Fortune Cash Jackpot Bonanza Señor Crème Mighty
`);

/** The nouns of each category; a slot's noun is one word, the other categories' are game names. */
export const NOUNS: Record<string, readonly string[]> = {
  'online-slots': listOf(`
    Dragon Pharaoh Tiger Panda Pirate Galaxy Rocket Cowboy Mermaid Wizard Viking Samurai Gems Fruits Sevens
    Bandits Jungle Safari Treasure Temple Phoenix Unicorn Wolf Buffalo Eagle Leprechaun Clover Goblin
    Vampire Zombie Pumpkin Santa Bunny Cupid Guitar Disco Racer Heist Circus Candy Tacos Farm Fisherman
    Nugget Mariachi Olympus Gladiator Ninja Castle Kraken Yeti Comet Volcano Oasis Sphinx Aztec Reels Bells
    Cherries Crown Lion Koi Lotus Monkey Owl Fox Bear Shark Octopus Dolphin Knight Queen Jester Genie Lamp
    Mummy Scarab Anchor Parrot Spaceship
  `),
  'table-games': ['Blackjack', 'Roulette', 'Baccarat', 'Craps', 'Sic Bo', 'Casino War', 'Red Dog', 'Pai Gow'],
  'video-poker': listOf(
    'Jacks or Better | Deuces Wild | Bonus Poker | Joker Poker | Aces and Faces | Double Bonus',
    '|',
  ),
  'specialty-games': ['Keno', 'Scratch', 'Bingo', 'Wheel', 'Plinko', 'Lottery'],
  'live-dealer': ['Live Blackjack', 'Live Roulette', 'Live Baccarat', 'Live Poker', 'Live Dream Wheel'],
  'live-casino': ['Live Game Show', 'Live Lightning Dice', 'Live Sic Bo', 'Live Dragon Tiger'],
  'crypto-games': ['Crash', 'Dice', 'Mines', 'Limbo', 'Hilo', 'Tower'],
};

/** A slot's name ends in one of these, or in nothing: the four blanks make a plain name the likeliest. */
const NAMED_SUFFIXES = listOf('Deluxe | Megaways | Gold | II | Rising | Hold & Win | Extreme | 2', '|');
export const SUFFIXES = ['', '', '', '', ...NAMED_SUFFIXES.map((suffix) => ` ${suffix}`)];

/** The themes a noun suggests, written `Noun: theme theme, …`. */
const THEME_HINT_TEXT = `
  Dragon: dragons asian, Pharaoh: egyptian, Sphinx: egyptian, Mummy: egyptian, Scarab: egyptian,
  Tiger: animals asian, Panda: animals asian, Pirate: pirates, Parrot: pirates animals,
  Anchor: pirates, Galaxy: space, Rocket: space, Comet: space, Spaceship: space, Cowboy: western,
  Bandits: western crime, Heist: crime, Mermaid: underwater, Kraken: underwater, Octopus: underwater,
  Shark: underwater animals, Sevens: classic-vegas, Bells: classic-vegas,
  Cherries: classic-vegas fruits, Fruits: fruits, Reels: classic-vegas retro, Viking: vikings,
  Samurai: samurai asian, Ninja: asian, Koi: asian, Lotus: asian, Leprechaun: irish, Clover: irish,
  Vampire: vampires horror, Zombie: zombies horror, Pumpkin: halloween, Santa: christmas,
  Bunny: easter, Cupid: valentines, Guitar: music, Disco: music retro, Racer: cars, Circus: circus,
  Jester: circus, Candy: candy, Tacos: food mexican, Mariachi: mexican, Farm: farm,
  Fisherman: fishing, Nugget: gold-rush, Olympus: greek mythology, Gladiator: roman, Aztec: aztec,
  Temple: aztec adventure, Jungle: jungle animals, Safari: animals adventure, Treasure: treasure,
  Gems: gems, Wizard: magic fantasy, Genie: magic, Unicorn: fantasy, Goblin: fantasy,
  Phoenix: mythology, Castle: fantasy, Knight: fantasy, Queen: luxury, Crown: luxury
`;
export const THEME_HINTS: Record<string, readonly string[]> = Object.fromEntries(
  listOf(THEME_HINT_TEXT, ',').map((entry) => {
    const [noun = '', themes = ''] = entry.split(':');
    return [noun, listOf(themes)];
  }),
);

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function titleOf(shortname: string): string {
  return shortname
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
