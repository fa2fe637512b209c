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

type TournamentRow = readonly [string, TournamentSeed['status'], string, number, number, number];

/** name, status, its spelling on the wire, when it starts from now, how long it lasts, prize pool */
const TOURNAMENT_ROWS: readonly TournamentRow[] = [
  ['Dragon Spin Sprint', 'running', 'running', -2 * DAY, 5 * DAY, 25_000],
  ['Midnight Reel Rally', 'running', 'active', -6 * HOUR, 9 * HOUR, 5_000],
  ['Golden Jackpot Chase', 'upcoming', 'upcoming', 20 * HOUR, 3 * DAY, 50_000],
  ['Pirate Plunder Cup', 'upcoming', 'upcoming', 5 * DAY, 7 * DAY, 15_000],
  ['Space Slots Marathon', 'finished', 'finished', -10 * DAY, 7 * DAY, 12_500],
  ['Vegas Classic Showdown', 'finished', 'archived', -20 * DAY, 5 * DAY, 8_000],
  ['Jungle Fever Weekend', 'finished', 'finished', -30 * DAY, 2 * DAY, 3_000],
  ['Neon Nights Open', 'finished', 'finished', -45 * DAY, 3 * DAY, 20_000],
];

const TOURNAMENTS: readonly TournamentSeed[] = TOURNAMENT_ROWS.map(
  ([name, status, wire, startsIn, lasts, prize]) => ({ name, status, wire, startsIn, lasts, prize }),
);

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
