import { Spinner } from '@lobby/ui';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { allTournaments, matchesName } from '../features/tournaments/model.ts';
import { tournamentsQuery } from '../features/tournaments/query.ts';
import { useQuery } from '../platform/query/useQuery.ts';
import { session } from '../state/session.ts';
import { Guard } from './Guard.tsx';

/**
 * `/tournaments/{name}` exists only for a tournament the casino knows (§2): the guard sends unknown names to
 * the list. When the list cannot be fetched the page still opens (it shows its own error and retry) rather than
 * bouncing the player away on a network blip. The tournaments code loads with the check, and the answer
 * is shared with the page, so opening a tournament asks the casino once.
 */
export function TournamentRoute({ name, children }: { name: string; children: ReactNode }) {
  const { language, config, player } = useSnapshot(session);
  const fusion = config?.isFusion ?? false;
  const switchedOff = config?.tournaments === false;
  // fusion: the page's three lists; RTG: the casino's list (the home call); none when the casino has no tournaments
  const check = useQuery(switchedOff ? null : tournamentsQuery(language, !fusion, player?.pid ?? null));
  // the guard sends the visitor home
  if (switchedOff) return <Guard route={{ name: 'tournament', known: false }}>{children}</Guard>;
  if (check.status === 'loading') {
    return (
      <div className="flex justify-center py-24">
        <Spinner size="lg" />
      </div>
    );
  }
  const known = !(
    check.status === 'ready' &&
    !allTournaments(check.data).some(({ tournament }) => matchesName(tournament, name))
  );
  return <Guard route={{ name: 'tournament', known }}>{children}</Guard>;
}
