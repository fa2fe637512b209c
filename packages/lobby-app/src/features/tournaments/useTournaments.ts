import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import type { TournamentGroups } from './model.ts';

export type TournamentsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly retrying: boolean }
  | { readonly status: 'ready'; readonly groups: TournamentGroups };

/**
 * The casino's tournaments for the page (`home: false`) or the home section, with a retry that asks the
 * casino again. The call is cancelled from the page's point of view when it unmounts.
 */
export function useTournaments(home: boolean): { state: TournamentsState; retry: () => void } {
  const { language, player } = useSnapshot(session);
  const [state, setState] = useState<TournamentsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const playerId = player?.pid ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new player or a retry asks again
  useEffect(() => {
    const api = services.api;
    if (!api) {
      setState({ status: 'error', retrying: false });
      return;
    }
    let live = true;
    void (async () => {
      // the reading code comes with the first call, apart from the page
      const { loadTournaments } = await import('./data.ts');
      const result = await loadTournaments(api, { lang: language, home, fresh: attempt > 0 });
      if (!live) return;
      if (result.ok) setState({ status: 'ready', groups: result.value });
      else {
        if (result.error.kind !== 'aborted') console.warn('tournaments could not be loaded', result.error);
        setState({ status: 'error', retrying: false });
      }
    })();
    return () => {
      live = false;
    };
  }, [language, home, attempt, playerId]);

  const retry = useCallback(() => {
    setState((current) => (current.status === 'error' ? { status: 'error', retrying: true } : current));
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
