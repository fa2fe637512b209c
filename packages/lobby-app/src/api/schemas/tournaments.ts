/**
 * Wire schemas of ?gettournaments. Fusion and RTG casinos send different objects (§3); both are read into
 * one union so the pages can switch on `variant`.
 */
import {
  type NonFusionTournamentStatus,
  nonFusionTournamentStatus,
  type TournamentPhase,
  toTournamentPhase,
} from '@lobby/domain';
import { firstOf, listSkippingBad, num, object, rawText, type Schema, text, textList } from '../schema.ts';

export interface TournamentSchedule {
  readonly startAt: string | null;
  readonly endAt: string | null;
  readonly startAtIso: string | null;
  readonly endAtIso: string | null;
  readonly nextUpcomingStartDate: string | null;
}

export interface FusionTournament {
  readonly variant: 'fusion';
  readonly id: string;
  readonly shortname: string;
  readonly name: string;
  /** Read by the domain (active → running, archived → finished); null when unknown. */
  readonly status: TournamentPhase | null;
  readonly providers: readonly string[];
  readonly desktopImage: string | null;
  readonly mobileImage: string | null;
  readonly tournamentDesktopImage: string | null;
  readonly tournamentMobileImage: string | null;
  readonly prizePool: number | null;
  /** The first schedule item; null when there is none. */
  readonly schedule: TournamentSchedule | null;
  readonly terms: string;
  readonly contentLeft: string;
  readonly contentRight: string;
  readonly associatedGames: readonly string[];
  readonly paidPlaces: number | null;
  readonly archivesAt: string | null;
}

export interface RtgTournament {
  readonly variant: 'rtg';
  readonly id: string;
  readonly name: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly prizePool: number | null;
  /** 'running' when the wire says Running; every other status is coming soon (read by the domain). */
  readonly status: NonFusionTournamentStatus;
  readonly imageWebp: string | null;
  readonly imagePng: string | null;
}

export type Tournament = FusionTournament | RtgTournament;

export interface TournamentsPage {
  readonly active: readonly Tournament[];
  readonly upcoming: readonly Tournament[];
  readonly finished: readonly Tournament[];
}

const ScheduleSchema: Schema<TournamentSchedule | null> = (raw, path) => {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (first === undefined || first === null) return null;
  return object((r) => ({
    startAt: r.opt('start_at', text, null),
    endAt: r.opt('end_at', text, null),
    startAtIso: r.opt('start_at_iso', text, null),
    endAtIso: r.opt('end_at_iso', text, null),
    nextUpcomingStartDate: r.opt('next_upcoming_startdate', text, null),
  }))(first, Array.isArray(raw) ? `${path}[0]` : path);
};

const FusionTournamentSchema: Schema<FusionTournament> = object((r) => {
  const content = r.opt(
    'content',
    object((c) => c.raw),
    {} as Readonly<Record<string, unknown>>,
  );
  return {
    variant: 'fusion',
    id: r.req('id', text),
    shortname: r.opt('shortname', text, ''),
    name: r.req('name', text),
    status: toTournamentPhase(r.opt('status', text, '')),
    providers: r.opt('provider', textList, []),
    desktopImage: r.opt('desktop_image', text, null),
    mobileImage: r.opt('mobile_image', text, null),
    tournamentDesktopImage: r.opt('tournament_desktop_image', text, null),
    tournamentMobileImage: r.opt('tournament_mobile_image', text, null),
    prizePool: r.opt('prize_pool', num, null),
    schedule: r.opt('schedule', ScheduleSchema, null),
    terms: r.opt('terms', rawText, ''),
    contentLeft: typeof content.left === 'string' ? content.left : '',
    contentRight: typeof content.right === 'string' ? content.right : '',
    associatedGames: r.opt('associated_games', textList, []),
    paidPlaces: r.opt('paid_places', num, null),
    archivesAt: r.opt('archives_at', text, null),
  };
});

const RtgTournamentSchema: Schema<RtgTournament> = object((r) => ({
  variant: 'rtg',
  id: r.req('tournament_id', text),
  name: r.req('tournament_name', text),
  startDate: r.opt('tournament_start_date', text, null),
  endDate: r.opt('tournament_end_date', text, null),
  prizePool: r.opt('prize_pool', num, null),
  status: nonFusionTournamentStatus(r.opt('status', text, '')),
  imageWebp: r.opt('image_webp', text, null),
  imagePng: r.opt('image_png', text, null),
}));

/** A fusion or RTG tournament, told apart by RTG's `tournament_id`. */
export const TournamentSchema: Schema<Tournament> = (raw, path) =>
  object((r) => r.has('tournament_id'))(raw, path)
    ? RtgTournamentSchema(raw, path)
    : FusionTournamentSchema(raw, path);

/** The home list: a bare list, or `{ tournaments: [...] }`. */
export const TournamentListSchema: Schema<Tournament[]> = firstOf(
  object((r) => r.req(['tournaments', 'list'], listSkippingBad(TournamentSchema))),
  listSkippingBad(TournamentSchema),
);

/**
 * The page answer: the three fusion lists. An RTG casino answering with one list is sorted by status so
 * the page still gets three lists.
 */
export const TournamentsPageSchema: Schema<TournamentsPage> = firstOf(
  object((r) => {
    if (!r.has(['active_tournaments', 'upcoming_tournaments', 'finished_tournaments']))
      return r.req('active_tournaments', listSkippingBad(TournamentSchema)) as never;
    return {
      active: r.opt('active_tournaments', listSkippingBad(TournamentSchema), []),
      upcoming: r.opt('upcoming_tournaments', listSkippingBad(TournamentSchema), []),
      finished: r.opt('finished_tournaments', listSkippingBad(TournamentSchema), []),
    };
  }),
  (raw, path) => {
    const all = TournamentListSchema(raw, path);
    return {
      active: all.filter((t) => t.status === 'running'),
      upcoming: all.filter((t) => t.status === 'upcoming' || t.status === 'coming-soon' || t.status === null),
      finished: all.filter((t) => t.status === 'finished'),
    };
  },
);
