// Story data for tournaments: fixed instants around a fixed clock and generated SVG images (no network).
// Not shipped.
import type { TournamentPhase } from '@lobby/domain';
import type { RtgTournamentCardData, TournamentCardData } from '../types.ts';

/** The clock of tournament stories: Friday 20 November 2026, 12:00 in New York. */
export const TOURNAMENT_STORY_NOW = Date.UTC(2026, 10, 20, 17, 0, 0);
export const storyNow = () => TOURNAMENT_STORY_NOW;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const HUES = [12, 140, 255, 200, 320, 45, 95, 285];

/** A banner image as a data URI: a gradient with the tournament's name, like the casino's artwork. */
export function storyBanner(name: string, index: number, width = 800, height = 400): string {
  const hue = HUES[index % HUES.length] ?? 200;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 65% 22%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.35}" fill="white" fill-opacity="0.12"/><text x="50%" y="54%" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${Math.round(height / 7)}" fill="white">${name.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

interface Seed {
  readonly name: string;
  readonly phase: TournamentPhase;
  readonly startsIn: number;
  readonly lasts: number;
  readonly prize: number | null;
  readonly providers: readonly string[];
}

const SEEDS: readonly Seed[] = [
  {
    name: 'Dragon Spin Sprint',
    phase: 'running',
    startsIn: -2 * DAY,
    lasts: 5 * DAY,
    prize: 25_000,
    providers: ['Betsoft'],
  },
  {
    name: 'Midnight Reel Rally',
    phase: 'running',
    startsIn: -6 * HOUR,
    lasts: 9 * HOUR + 754_000,
    prize: 5_000.6,
    providers: ['Evoplay', 'Betsoft'],
  },
  {
    name: 'Golden Jackpot Chase',
    phase: 'upcoming',
    startsIn: 20 * HOUR + 1_234_000,
    lasts: 3 * DAY,
    prize: 50_000,
    providers: ['Real Time Gaming'],
  },
  {
    name: 'Pirate Plunder Cup',
    phase: 'upcoming',
    startsIn: 5 * DAY,
    lasts: 7 * DAY,
    prize: 15_000,
    providers: ['Evoplay'],
  },
  {
    name: 'Space Slots Marathon',
    phase: 'finished',
    startsIn: -10 * DAY,
    lasts: 7 * DAY,
    prize: 12_500,
    providers: ['Betsoft'],
  },
  {
    name: 'Vegas Classic Showdown',
    phase: 'finished',
    startsIn: -20 * DAY,
    lasts: 5 * DAY,
    prize: 8_000,
    providers: [],
  },
  {
    name: 'Jungle Fever Weekend',
    phase: 'finished',
    startsIn: -30 * DAY,
    lasts: 2 * DAY,
    prize: 3_000,
    providers: ['Evoplay'],
  },
  {
    name: 'Neon Nights Open',
    phase: 'finished',
    startsIn: -45 * DAY,
    lasts: 3 * DAY,
    prize: null,
    providers: ['Betsoft'],
  },
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Eight fusion tournaments around the story clock: two live, two upcoming, four finished. */
export const storyTournaments: readonly TournamentCardData[] = SEEDS.map((seed, index) => {
  const startAt = TOURNAMENT_STORY_NOW + seed.startsIn;
  return {
    id: String(700 + index),
    name: seed.name,
    href: `/tournaments/${slug(seed.name)}`,
    providers: seed.providers,
    image: {
      desktop: storyBanner(seed.name, index, 800, 400),
      mobile: storyBanner(seed.name, index, 600, 300),
    },
    prizePool: seed.prize,
    phase: seed.phase,
    window: { startAt, endAt: startAt + seed.lasts },
  };
});

export function storyTournament(phase: TournamentPhase, nth = 0): TournamentCardData {
  const found = storyTournaments.filter((t) => t.phase === phase)[nth];
  if (!found) throw new Error(`no ${phase} story tournament #${nth}`);
  return found;
}

/** RTG tournaments: running and coming soon. */
export const storyRtgTournaments: readonly RtgTournamentCardData[] = SEEDS.filter(
  (s) => s.phase !== 'finished',
).map((seed, index) => {
  const startAt = TOURNAMENT_STORY_NOW + seed.startsIn;
  const image = storyBanner(seed.name, index + 3, 800, 400);
  return {
    id: String(300 + index),
    name: seed.name,
    href: `/tournaments/${300 + index}`,
    status: seed.phase === 'running' ? 'running' : 'coming-soon',
    window: { startAt, endAt: startAt + seed.lasts },
    prizePool: seed.prize,
    image: { webp: null, png: image },
  };
});
