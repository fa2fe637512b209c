import type { Query } from '../../platform/query/query-cache.ts';
import { forgetQueries } from '../../platform/query/query-cache.ts';
import { askApi, type CallError, warnOnFailure } from '../../state/services.ts';
import type { TournamentGroups } from './model.ts';

/** One answer is shared by the route's check and the page it opens, and kept a short while. */
const SHARED_MS = 30_000;

/**
 * The tournaments call of the page (`home: false`, fusion) or of the casino (`home: true`, RTG and the home
 * section) for a player (or a guest), shared between callers for 30 seconds; a failure is not kept, and a
 * retry asks again.
 */
export function tournamentsQuery(
  language: string,
  home: boolean,
  playerId: string | null,
): Query<TournamentGroups, CallError> {
  return {
    key: ['tournaments', home ? 'home' : 'page', language, playerId],
    freshMs: SHARED_MS,
    load: ({ signal }) =>
      askApi(async (api) => {
        // the reading code comes with the first call, apart from the page
        const { loadTournaments } = await import('./data.ts');
        return loadTournaments(api, { lang: language, home }, signal);
      }).then(warnOnFailure('tournaments')),
  };
}

/** Forget shared answers (login and logout change what the casino sends; stories start clean). */
export function forgetTournaments(): void {
  forgetQueries(['tournaments']);
}
