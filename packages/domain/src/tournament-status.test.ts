import { describe, expect, it } from 'vitest';
import {
  nonFusionTournamentStatus,
  TOURNAMENT_COUNTDOWN_LABELS,
  toTournamentPhase,
  tournamentView,
  tournamentWindow,
} from './tournament-status.ts';

const at = (iso: string) => Date.parse(iso);
const window = { startAt: at('2024-05-01T16:00:00Z'), endAt: at('2024-05-08T16:00:00Z') };

describe('tournament phase', () => {
  it('reads the statuses the backend uses', () => {
    expect(toTournamentPhase('upcoming')).toBe('upcoming');
    expect(toTournamentPhase('Running')).toBe('running');
    expect(toTournamentPhase('active')).toBe('running');
    expect(toTournamentPhase('finished')).toBe('finished');
    expect(toTournamentPhase('ARCHIVED')).toBe('finished');
    expect(toTournamentPhase('paused')).toBeNull();
    expect(toTournamentPhase(null)).toBeNull();
  });

  it('reads the non-fusion status', () => {
    expect(nonFusionTournamentStatus('Running')).toBe('running');
    expect(nonFusionTournamentStatus('Pending')).toBe('coming-soon');
    expect(nonFusionTournamentStatus(undefined)).toBe('coming-soon');
  });
});

describe('tournament window', () => {
  it('prefers the ISO fields and reads the others as New York time', () => {
    expect(
      tournamentWindow([
        { start_at_iso: '2024-05-01T16:00:00Z', start_at: 'ignored', end_at: '2024-05-08 12:00:00' },
      ]),
    ).toEqual(window);
    expect(tournamentWindow({ start_at: '2024-05-01 12:00:00' })).toEqual({
      startAt: window.startAt,
      endAt: null,
    });
    expect(tournamentWindow([])).toEqual({ startAt: null, endAt: null });
    expect(tournamentWindow([{ start_at: 'soon' }])).toEqual({ startAt: null, endAt: null });
  });
});

describe('tournament view', () => {
  it('counts an upcoming tournament to its start with "Starts in"', () => {
    expect(tournamentView('upcoming', window, window.startAt - 1)).toEqual({
      phase: 'upcoming',
      label: 'Upcoming',
      countdown: { kind: 'starts-in', target: window.startAt },
    });
  });

  it('flips to "Ends in" at the start, without new data', () => {
    expect(tournamentView('upcoming', window, window.startAt)).toEqual({
      phase: 'running',
      label: 'Live',
      countdown: { kind: 'ends-in', target: window.endAt },
    });
  });

  it('shows "Time is over" from the end on', () => {
    expect(tournamentView('upcoming', window, window.endAt)).toMatchObject({
      countdown: { kind: 'time-is-over' },
    });
    expect(tournamentView('running', window, window.endAt - 1)).toMatchObject({
      label: 'Live',
      countdown: { kind: 'ends-in' },
    });
    expect(tournamentView('running', window, new Date(window.endAt))).toEqual({
      phase: 'running',
      label: 'Live',
      countdown: { kind: 'time-is-over' },
    });
  });

  it('treats a missing start as already started and a missing end as over', () => {
    expect(tournamentView('upcoming', { startAt: null, endAt: window.endAt }, window.startAt)).toMatchObject({
      countdown: { kind: 'ends-in' },
    });
    expect(tournamentView('running', { startAt: null, endAt: null }, 0)).toMatchObject({
      countdown: { kind: 'time-is-over' },
    });
  });

  it('shows the end date of a finished tournament', () => {
    expect(tournamentView('finished', window, window.startAt)).toEqual({
      phase: 'finished',
      label: 'Finished',
      countdown: { kind: 'ended', endedAt: window.endAt },
    });
  });

  it('keeps the spec wording of the captions', () => {
    expect(TOURNAMENT_COUNTDOWN_LABELS).toEqual({
      'starts-in': 'Starts in',
      'ends-in': 'Ends in',
      'time-is-over': 'Time is over',
    });
  });
});
