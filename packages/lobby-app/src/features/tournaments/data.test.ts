import { describe, expect, it } from 'vitest';
import { readTournamentGroups, readTournamentList } from './data.ts';
import { matchesName, tournamentPath } from './model.ts';

const fusion = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Tournament ${id}`,
  shortname: `tournament-${id}`,
  status,
  prize_pool: '1000',
  schedule: [{ start_at: '2026-11-20 12:00:00', end_at: '2026-11-22 12:00:00' }],
  ...extra,
});

describe('reading tournaments', () => {
  it('reads the three fusion lists and leaves out the objects it cannot read', () => {
    const groups = readTournamentGroups({
      active_tournaments: [fusion('1', 'active'), { name: 'no id' }, 'junk'],
      upcoming_tournaments: { a: fusion('2', 'upcoming'), b: null },
      finished_tournaments: [fusion('3', 'archived', { prize_pool: 'a lot' })],
    });
    expect(groups?.live.map((t) => t.id)).toEqual(['1']);
    expect(groups?.upcoming.map((t) => t.id)).toEqual(['2']);
    expect(groups?.finished).toEqual([]);
    expect(groups?.skipped).toBe(4);
  });

  it('sorts a bare list (RTG) by status: Running is live, everything else upcoming', () => {
    const groups = readTournamentGroups([
      { tournament_id: 301, tournament_name: 'Sprint', status: 'Running' },
      { tournament_id: '302', tournament_name: 'Cup', status: 'Coming Soon' },
      { tournament_id: '303' },
    ]);
    expect(groups?.live.map((t) => t.id)).toEqual(['301']);
    expect(groups?.upcoming.map((t) => t.id)).toEqual(['302']);
    expect(groups?.skipped).toBe(1);
  });

  it('reads an empty answer as no tournaments, and an answer of another shape as none at all', () => {
    expect(
      readTournamentGroups({ active_tournaments: [], upcoming_tournaments: {}, finished_tournaments: null }),
    ).toEqual({
      live: [],
      upcoming: [],
      finished: [],
      skipped: 0,
    });
    expect(readTournamentGroups('<html>error</html>')).toBeNull();
    expect(readTournamentGroups({ active_tournaments: 'nope' })).toBeNull();
    expect(readTournamentList(42)).toBeNull();
  });

  it('reads an answer in which not one entry is a tournament as an error, not as an empty list', () => {
    expect(readTournamentGroups({ error: 'maintenance', code: 7 })).toBeNull();
    expect(readTournamentGroups([{ unexpected: true }, 'junk'])).toBeNull();
    expect(
      readTournamentGroups({ active_tournaments: [{ name: 'no id' }], upcoming_tournaments: [] }),
    ).toBeNull();
    // an empty answer is still an empty season
    expect(readTournamentGroups({})).toEqual({ live: [], upcoming: [], finished: [], skipped: 0 });
    expect(readTournamentGroups([])).toEqual({ live: [], upcoming: [], finished: [], skipped: 0 });
  });

  it('addresses fusion tournaments by shortname and RTG ones by id, and matches either', () => {
    const [f] = readTournamentList([fusion('9', 'running')])?.items ?? [];
    const [r] = readTournamentList([{ tournament_id: '17', tournament_name: 'X' }])?.items ?? [];
    if (!f || !r) throw new Error('expected two tournaments');
    expect(tournamentPath(f)).toBe('/tournaments/tournament-9');
    expect(tournamentPath(r)).toBe('/tournaments/17');
    expect(matchesName(f, 'tournament-9')).toBe(true);
    expect(matchesName(f, '9')).toBe(true);
    expect(matchesName(r, '17')).toBe(true);
    expect(matchesName(r, 'tournament-9')).toBe(false);
    expect(matchesName(f, '%E0%A4%A')).toBe(false);
  });
});
