import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useQuery } from '../../platform/query/useQuery.ts';
import { session } from '../../state/session.ts';
import type { TournamentGroups } from './model.ts';
import { tournamentsQuery } from './query.ts';

export type TournamentsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly retrying: boolean }
  | { readonly status: 'ready'; readonly groups: TournamentGroups };

/**
 * The casino's tournaments for the page (`home: false`) or the home section, with a retry that asks the
 * casino again. The call is cancelled from the page's point of view when it unmounts. What is on screen
 * stays there while the next answer (a retry's, another language's) is on its way.
 */
export function useTournaments(home: boolean): { state: TournamentsState; retry: () => void } {
  const { language, player } = useSnapshot(session);
  const tournaments = useQuery(tournamentsQuery(language, home, player?.pid ?? null), {
    keepPrevious: true,
  });
  const { status, data, retrying } = tournaments;
  const state = useMemo((): TournamentsState => {
    if (status === 'ready' && data) return { status, groups: data };
    return status === 'error' ? { status, retrying } : { status: 'loading' };
  }, [status, data, retrying]);
  return { state, retry: tournaments.retry };
}
