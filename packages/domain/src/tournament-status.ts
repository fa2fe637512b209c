import { toArray, toRecord, toText, toTextOrNull } from './coerce.ts';
import { exhaustiveSwitchError } from './exhaustive.ts';
import { parseServerDateTime } from './server-time.ts';

/** A tournament's phase (§3, §4); 'active' reads as running and 'archived' as finished. */
export type TournamentPhase = 'upcoming' | 'running' | 'finished';

/** The spec's English status labels (§4), as message source text. */
export const TOURNAMENT_LABELS = { running: 'Live', upcoming: 'Upcoming', finished: 'Finished' } as const;

/** The spec's English countdown captions (§4), as message source text. */
export const TOURNAMENT_COUNTDOWN_LABELS = {
  'starts-in': 'Starts in',
  'ends-in': 'Ends in',
  'time-is-over': 'Time is over',
} as const;

/**
 * The phase from a status as the backend writes it, or null when it is none of the known ones.
 *
 * @example
 * toTournamentPhase('Active'); // 'running'
 */
export function toTournamentPhase(status: unknown): TournamentPhase | null {
  switch (toText(status).toLowerCase()) {
    case 'upcoming':
      return 'upcoming';
    case 'running':
    case 'active':
      return 'running';
    case 'finished':
    case 'archived':
      return 'finished';
    default:
      return null;
  }
}

/** Start and end of a tournament as instants (ms); null when the schedule does not say. */
export interface TournamentWindow {
  readonly startAt: number | null;
  readonly endAt: number | null;
}

/**
 * The window from a fusion tournament's `schedule` (first item): the `*_iso` fields when present, else
 * `start_at`/`end_at` read as New York time.
 *
 * @example
 * tournamentWindow([{ start_at_iso: '2024-05-01T16:00:00Z', end_at: '2024-05-08 12:00:00' }]);
 */
export function tournamentWindow(schedule: unknown): TournamentWindow {
  const first = toRecord(Array.isArray(schedule) ? toArray(schedule)[0] : schedule);
  const read = (iso: unknown, local: unknown) => {
    const text = toTextOrNull(iso) ?? toTextOrNull(local);
    return text === null ? null : parseServerDateTime(text);
  };
  return { startAt: read(first.start_at_iso, first.start_at), endAt: read(first.end_at_iso, first.end_at) };
}

/** What a tournament's countdown shows at an instant. */
export type TournamentCountdown =
  | { readonly kind: 'starts-in'; readonly target: number }
  | { readonly kind: 'ends-in'; readonly target: number }
  | { readonly kind: 'time-is-over' }
  /** A finished tournament shows its end date instead of a countdown. */
  | { readonly kind: 'ended'; readonly endedAt: number | null };

/** A tournament's status, label and countdown at an instant. */
export interface TournamentView {
  readonly phase: TournamentPhase;
  readonly label: (typeof TOURNAMENT_LABELS)[TournamentPhase];
  readonly countdown: TournamentCountdown;
}

/**
 * The status view of a tournament at `now` (§4). An upcoming tournament counts to start_at ('Starts in');
 * at zero it flips to counting to end_at ('Ends in'), and after that shows 'Time is over'. A running one
 * counts to end_at, then 'Time is over'. A finished one shows its end date. The phase follows the clock,
 * so the label changes with the flip without waiting for new data.
 *
 * @example
 * tournamentView('upcoming', window, now); // { phase: 'upcoming', label: 'Upcoming', countdown: { kind: 'starts-in', … } }
 */
export function tournamentView(
  phase: TournamentPhase,
  window: TournamentWindow,
  now: number | Date,
): TournamentView {
  const ms = Number(now);
  const { startAt, endAt } = window;
  const view = (p: TournamentPhase, countdown: TournamentCountdown): TournamentView => ({
    phase: p,
    label: TOURNAMENT_LABELS[p],
    countdown,
  });
  switch (phase) {
    case 'upcoming':
      if (startAt !== null && ms < startAt) return view('upcoming', { kind: 'starts-in', target: startAt });
      return runningView(endAt, ms, view);
    case 'running':
      return runningView(endAt, ms, view);
    case 'finished':
      return view('finished', { kind: 'ended', endedAt: endAt });
    default:
      return exhaustiveSwitchError(phase);
  }
}

function runningView(
  endAt: number | null,
  ms: number,
  view: (p: TournamentPhase, countdown: TournamentCountdown) => TournamentView,
): TournamentView {
  if (endAt !== null && ms < endAt) return view('running', { kind: 'ends-in', target: endAt });
  return view('running', { kind: 'time-is-over' });
}

/** The non-fusion status label: 'Running' means running, anything else is coming soon (§2). */
export type NonFusionTournamentStatus = 'running' | 'coming-soon';

/**
 * Reads a non-fusion tournament's status.
 *
 * @example
 * nonFusionTournamentStatus('Running'); // 'running'
 */
export function nonFusionTournamentStatus(status: unknown): NonFusionTournamentStatus {
  return toText(status).toLowerCase() === 'running' ? 'running' : 'coming-soon';
}
