/** The casino's tournaments, in the fusion and the RTG shape (§3), placed around the casino's clock. */
import { DAY, HOUR, serverDateTime } from './server-time.ts';

interface TournamentSeed {
  readonly name: string;
  readonly status: 'running' | 'upcoming' | 'finished';
  /** The spelling on the wire (active/archived also occur). */
  readonly wire: string;
  readonly startsIn: number;
  readonly lasts: number;
  readonly prize: number;
}

const TOURNAMENTS: readonly TournamentSeed[] = [
  {
    name: 'Dragon Spin Sprint',
    status: 'running',
    wire: 'running',
    startsIn: -2 * DAY,
    lasts: 5 * DAY,
    prize: 25_000,
  },
  {
    name: 'Midnight Reel Rally',
    status: 'running',
    wire: 'active',
    startsIn: -6 * HOUR,
    lasts: 9 * HOUR,
    prize: 5_000,
  },
  {
    name: 'Golden Jackpot Chase',
    status: 'upcoming',
    wire: 'upcoming',
    startsIn: 20 * HOUR,
    lasts: 3 * DAY,
    prize: 50_000,
  },
  {
    name: 'Pirate Plunder Cup',
    status: 'upcoming',
    wire: 'upcoming',
    startsIn: 5 * DAY,
    lasts: 7 * DAY,
    prize: 15_000,
  },
  {
    name: 'Space Slots Marathon',
    status: 'finished',
    wire: 'finished',
    startsIn: -10 * DAY,
    lasts: 7 * DAY,
    prize: 12_500,
  },
  {
    name: 'Vegas Classic Showdown',
    status: 'finished',
    wire: 'archived',
    startsIn: -20 * DAY,
    lasts: 5 * DAY,
    prize: 8_000,
  },
  {
    name: 'Jungle Fever Weekend',
    status: 'finished',
    wire: 'finished',
    startsIn: -30 * DAY,
    lasts: 2 * DAY,
    prize: 3_000,
  },
  {
    name: 'Neon Nights Open',
    status: 'finished',
    wire: 'finished',
    startsIn: -45 * DAY,
    lasts: 3 * DAY,
    prize: 20_000,
  },
];

const tournamentSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export interface TournamentContext {
  readonly now: number;
  readonly assets: string;
  readonly providers: readonly string[];
  readonly games: readonly string[];
}

/** Fusion tournament objects (§3), every status, with the `active`/`archived` spellings mixed in. */
export function fusionTournaments(ctx: TournamentContext) {
  return TOURNAMENTS.map((t, index) => {
    const start = ctx.now + t.startsIn;
    const end = start + t.lasts;
    const shortname = tournamentSlug(t.name);
    const image = (kind: string) => `${ctx.assets}tournaments/${kind}/${shortname}.jpg`;
    return {
      status: t.status,
      body: {
        id: String(700 + index),
        shortname,
        name: t.name,
        status: t.wire,
        provider: ctx.providers.slice(index % 3, (index % 3) + 1 + (index % 2)),
        desktop_image: image('desktop'),
        mobile_image: image('mobile'),
        tournament_desktop_image: image('tournament-desktop'),
        tournament_mobile_image: image('tournament-mobile'),
        prize_pool: String(t.prize),
        schedule: [
          {
            start_at: serverDateTime(start),
            end_at: serverDateTime(end),
            start_at_iso: new Date(start).toISOString(),
            end_at_iso: new Date(end).toISOString(),
            next_upcoming_startdate: serverDateTime(start + 7 * DAY),
          },
        ],
        terms: `<ol><li>Play any tournament game to join.</li><li>Points per ${index % 2 ? 'win' : 'spin'}.</li><li>Top ${10 + index} places are paid.</li></ol>`,
        content: {
          left: `<h3>How to play</h3><p>Spin the listed games; every spin earns points toward the ${t.name}.</p>`,
          right: '<h3>Prizes</h3><p>Cash prizes credited within 24 hours of the end.</p>',
        },
        associated_games: ctx.games.slice(index * 4, index * 4 + 6),
        paid_places: String(10 + index),
        archives_at: serverDateTime(end + 14 * DAY),
      },
    };
  });
}

/** RTG tournament objects (§3): Running or coming soon. */
export function rtgTournaments(ctx: TournamentContext) {
  return TOURNAMENTS.filter((t) => t.status !== 'finished').map((t, index) => {
    const start = ctx.now + t.startsIn;
    return {
      tournament_id: String(300 + index),
      tournament_name: t.name,
      tournament_start_date: serverDateTime(start),
      tournament_end_date: serverDateTime(start + t.lasts),
      prize_pool: t.prize.toFixed(2),
      status: t.status === 'running' ? 'Running' : 'Coming Soon',
      image_webp: `${ctx.assets}rtg/tournaments/${tournamentSlug(t.name)}.webp`,
      image_png: `${ctx.assets}rtg/tournaments/${tournamentSlug(t.name)}.png`,
    };
  });
}
