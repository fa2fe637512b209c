import * as v from 'valibot';
import {
  type NonFusionTournamentStatus,
  nonFusionTournamentStatus,
  type TournamentPhase,
  toTournamentPhase,
} from './tournament-status.ts';
import {
  firstOf,
  optionalField,
  type WireSchema,
  wireField,
  wireListSkippingBad,
  wireNumber,
  wireRawText,
  wireRecord,
  wireRecordWith,
  wireText,
  wireTextList,
} from './wire.ts';

/**
 * The ?gettournaments answers (§3, §7). Fusion and RTG casinos send different objects; both are read into
 * one union so the pages can switch on `variant`.
 */

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

const ScheduleItemSchema: WireSchema<TournamentSchedule> = v.pipe(
  wireRecord,
  v.object({
    start_at: optionalField(wireText, null),
    end_at: optionalField(wireText, null),
    start_at_iso: optionalField(wireText, null),
    end_at_iso: optionalField(wireText, null),
    next_upcoming_startdate: optionalField(wireText, null),
  }),
  v.transform((item) => ({
    startAt: item.start_at,
    endAt: item.end_at,
    startAtIso: item.start_at_iso,
    endAtIso: item.end_at_iso,
    nextUpcomingStartDate: item.next_upcoming_startdate,
  })),
);

/** A schedule: the item itself, or a list of which the first item counts (an empty list is none). */
const ScheduleSchema: WireSchema<TournamentSchedule | null> = firstOf<TournamentSchedule | null>(
  v.pipe(
    v.tuple([v.nullish(ScheduleItemSchema, null)]),
    v.transform(([first]) => first),
  ),
  ScheduleItemSchema,
);

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

const FusionTournamentSchema: WireSchema<FusionTournament> = v.pipe(
  wireRecord,
  v.object(
    {
      id: wireText,
      shortname: optionalField(wireText, ''),
      name: wireText,
      status: optionalField(wireText, ''),
      provider: optionalField(wireTextList, []),
      desktop_image: optionalField(wireText, null),
      mobile_image: optionalField(wireText, null),
      tournament_desktop_image: optionalField(wireText, null),
      tournament_mobile_image: optionalField(wireText, null),
      prize_pool: optionalField(wireNumber, null),
      schedule: optionalField(ScheduleSchema, null),
      terms: optionalField(wireRawText, ''),
      content: optionalField(wireRecord, {}),
      associated_games: optionalField(wireTextList, []),
      paid_places: optionalField(wireNumber, null),
      archives_at: optionalField(wireText, null),
    },
    'is missing',
  ),
  v.transform(
    (t): FusionTournament => ({
      variant: 'fusion',
      id: t.id,
      shortname: t.shortname,
      name: t.name,
      status: toTournamentPhase(t.status),
      providers: t.provider,
      desktopImage: t.desktop_image,
      mobileImage: t.mobile_image,
      tournamentDesktopImage: t.tournament_desktop_image,
      tournamentMobileImage: t.tournament_mobile_image,
      prizePool: t.prize_pool,
      schedule: t.schedule,
      terms: t.terms,
      contentLeft: textOf((t.content as Record<string, unknown>).left),
      contentRight: textOf((t.content as Record<string, unknown>).right),
      associatedGames: t.associated_games,
      paidPlaces: t.paid_places,
      archivesAt: t.archives_at,
    }),
  ),
);

const RtgTournamentSchema: WireSchema<RtgTournament> = v.pipe(
  wireRecord,
  v.object(
    {
      tournament_id: wireText,
      tournament_name: wireText,
      tournament_start_date: optionalField(wireText, null),
      tournament_end_date: optionalField(wireText, null),
      prize_pool: optionalField(wireNumber, null),
      status: optionalField(wireText, ''),
      image_webp: optionalField(wireText, null),
      image_png: optionalField(wireText, null),
    },
    'is missing',
  ),
  v.transform(
    (t): RtgTournament => ({
      variant: 'rtg',
      id: t.tournament_id,
      name: t.tournament_name,
      startDate: t.tournament_start_date,
      endDate: t.tournament_end_date,
      prizePool: t.prize_pool,
      status: nonFusionTournamentStatus(t.status),
      imageWebp: t.image_webp,
      imagePng: t.image_png,
    }),
  ),
);

const isRtg = (raw: unknown) =>
  raw !== null && typeof raw === 'object' && (raw as Record<string, unknown>).tournament_id != null;

/** A fusion or RTG tournament, told apart by RTG's `tournament_id`. */
export const TournamentSchema: WireSchema<Tournament> = v.lazy(
  (raw): WireSchema<Tournament> => (isRtg(raw) ? RtgTournamentSchema : FusionTournamentSchema),
);

/** The home list: a bare list, or `{ tournaments: [...] }` (or `list`). */
export const TournamentListSchema: WireSchema<Tournament[]> = firstOf(
  wireField('tournaments', wireListSkippingBad(TournamentSchema), ['list']),
  wireListSkippingBad(TournamentSchema),
);

const PAGE_LISTS = ['active_tournaments', 'upcoming_tournaments', 'finished_tournaments'] as const;

/**
 * The page answer: the three fusion lists. An RTG casino answering with one list is sorted by status so
 * the page still gets three lists.
 */
export const TournamentsPageSchema: WireSchema<TournamentsPage> = firstOf<TournamentsPage>(
  v.pipe(
    wireRecordWith(PAGE_LISTS),
    v.object({
      active_tournaments: optionalField(wireListSkippingBad(TournamentSchema), []),
      upcoming_tournaments: optionalField(wireListSkippingBad(TournamentSchema), []),
      finished_tournaments: optionalField(wireListSkippingBad(TournamentSchema), []),
    }),
    v.transform((answer) => ({
      active: answer.active_tournaments,
      upcoming: answer.upcoming_tournaments,
      finished: answer.finished_tournaments,
    })),
  ),
  v.pipe(
    TournamentListSchema,
    v.transform((all) => ({
      active: all.filter((t) => t.status === 'running'),
      upcoming: all.filter((t) => t.status === 'upcoming' || t.status === 'coming-soon' || t.status === null),
      finished: all.filter((t) => t.status === 'finished'),
    })),
  ),
);
