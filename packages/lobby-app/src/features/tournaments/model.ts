/**
 * Pure helpers over the tournaments of ?gettournaments: addresses, names, phases and time windows. No
 * network code here, so pages can use them without loading the API client's schemas.
 */

import type { FusionTournament, RtgTournament, Tournament } from '@lobby/domain';
import { type TournamentPhase, tournamentWindow } from '@lobby/domain';

/** The tournaments of an answer, grouped as the page shows them. */
export interface TournamentGroups {
  readonly live: readonly Tournament[];
  readonly upcoming: readonly Tournament[];
  readonly finished: readonly Tournament[];
  /** How many objects of the answer could not be read and were left out. */
  readonly skipped: number;
}

const RTG_PHASE = { running: 'running', 'coming-soon': 'upcoming' } as const;

/** The phase a tournament shows: its own status, else the group the casino put it in. */
export function phaseOf(tournament: Tournament, group: TournamentPhase): TournamentPhase {
  if (tournament.variant === 'rtg') return RTG_PHASE[tournament.status];
  return tournament.status ?? group;
}

/** A tournament's address: `/tournaments/{shortname}` in fusion (id when there is none), `/tournaments/{id}` in RTG. */
export function tournamentPath(tournament: Tournament): string {
  const name = tournament.variant === 'fusion' ? tournament.shortname || tournament.id : tournament.id;
  return `/tournaments/${encodeURIComponent(name)}`;
}

/** Whether a route's `{name}` is this tournament. */
export function matchesName(tournament: Tournament, name: string): boolean {
  const wanted = safeDecode(name);
  return tournament.id === wanted || (tournament.variant === 'fusion' && tournament.shortname === wanted);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Every tournament of the groups, live first. */
export function allTournaments(
  groups: TournamentGroups,
): { tournament: Tournament; group: TournamentPhase }[] {
  return [
    ...groups.live.map((tournament) => ({ tournament, group: 'running' as const })),
    ...groups.upcoming.map((tournament) => ({ tournament, group: 'upcoming' as const })),
    ...groups.finished.map((tournament) => ({ tournament, group: 'finished' as const })),
  ];
}

/** The start and end instants of a fusion tournament's first schedule item (iso fields first, else New York time). */
export function fusionWindow(tournament: FusionTournament) {
  const s = tournament.schedule;
  return tournamentWindow(
    s === null
      ? null
      : { start_at_iso: s.startAtIso, start_at: s.startAt, end_at_iso: s.endAtIso, end_at: s.endAt },
  );
}

/** The start and end instants of an RTG tournament (server time). */
export function rtgWindow(tournament: RtgTournament) {
  return tournamentWindow({ start_at: tournament.startDate, end_at: tournament.endDate });
}
