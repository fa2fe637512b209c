/**
 * The tournaments calls of §7 for the tournaments pages and the home section. Each tournament in an answer
 * is read on its own: a malformed one is left out (and counted) instead of failing the whole list, so one
 * bad object from the casino never hides the others. Pages load this module on demand, with the API client.
 */
import { err, ok, parseWire, type Tournament, type TournamentPhase, TournamentSchema } from '@lobby/domain';
import type { Api } from '../../api/index.ts';
import { type ApiResult, fetchRaw } from '../../api/transport.ts';
import { phaseOf, type TournamentGroups } from './model.ts';

export { tournamentsLobbyUrl } from '@lobby/domain';
export type { TournamentGroups } from './model.ts';

function isRecord(raw: unknown): raw is Record<string, unknown> {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw);
}

/** The readable tournaments of a list (PHP may send a keyed object), and how many were not. */
export function readTournamentList(raw: unknown): { items: Tournament[]; skipped: number } | null {
  const entries = Array.isArray(raw) ? raw : isRecord(raw) ? Object.values(raw) : null;
  if (entries === null) return null;
  const items: Tournament[] = [];
  let skipped = 0;
  for (const entry of entries) {
    const parsed = parseWire(TournamentSchema, entry);
    if (parsed.ok) items.push(parsed.value);
    else skipped += 1;
  }
  return { items, skipped };
}

/**
 * Reads the ?gettournaments answer of the tournaments page: the three fusion lists, or one list (RTG, or
 * a casino that sends a bare list), sorted by status. Null when the answer is neither, or when it holds
 * entries and not one of them is a tournament: that is an answer of another shape, not an empty season.
 */
export function readTournamentGroups(raw: unknown): TournamentGroups | null {
  const groups = readGroups(raw);
  if (groups === null) return null;
  const readable = groups.live.length + groups.upcoming.length + groups.finished.length;
  return readable === 0 && groups.skipped > 0 ? null : groups;
}

function readGroups(raw: unknown): TournamentGroups | null {
  const keys = ['active_tournaments', 'upcoming_tournaments', 'finished_tournaments'] as const;
  if (isRecord(raw) && keys.some((key) => raw[key] !== undefined && raw[key] !== null)) {
    const [live, upcoming, finished] = keys.map((key) =>
      raw[key] === undefined || raw[key] === null || raw[key] === ''
        ? { items: [], skipped: 0 }
        : readTournamentList(raw[key]),
    );
    if (!live || !upcoming || !finished) return null;
    return {
      live: live.items,
      upcoming: upcoming.items,
      finished: finished.items,
      skipped: live.skipped + upcoming.skipped + finished.skipped,
    };
  }
  const bare =
    isRecord(raw) && (raw.tournaments !== undefined || raw.list !== undefined)
      ? (raw.tournaments ?? raw.list)
      : raw;
  const all = readTournamentList(bare);
  if (!all) return null;
  const by = (phase: TournamentPhase) => all.items.filter((t) => phaseOf(t, 'upcoming') === phase);
  return { live: by('running'), upcoming: by('upcoming'), finished: by('finished'), skipped: all.skipped };
}

async function call<T>(
  api: Api,
  form: Record<string, string>,
  read: (raw: unknown) => T | null,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  const deps = {
    env: api.env,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
  };
  const raw = await fetchRaw(deps, 'gettournaments', { form }, signal ? { signal } : {});
  if (!raw.ok) return raw;
  const value = read(raw.value);
  return value === null
    ? err({ kind: 'schema', call: 'gettournaments', path: '(root)', message: 'expected tournament lists' })
    : ok(value);
}

/**
 * The tournaments of the page (fusion) or of the casino (RTG: its list). Callers share and keep the answer
 * through `tournamentsQuery`.
 */
export function loadTournaments(
  api: Api,
  query: { lang: string; home: boolean },
  signal?: AbortSignal,
): Promise<ApiResult<TournamentGroups>> {
  const form: Record<string, string> = { lang: query.lang };
  if (query.home) form.home = '1';
  return call(api, form, readTournamentGroups, signal);
}
