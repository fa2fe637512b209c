import { Trans } from '@lingui/react/macro';
import { TournamentsLoading } from '@lobby/ui';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../state/session.ts';

// each casino variant downloads only its own tournaments page
const FusionTournaments = lazy(() => import('../features/tournaments/FusionTournaments.tsx'));
const TournamentsLobby = lazy(() => import('../features/tournaments/TournamentsLobby.tsx'));

/** /tournaments (§2): the fusion list, or the non-fusion tournaments lobby. */
export default function TournamentsPage() {
  const { config } = useSnapshot(session);
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
      <h1 id="page-title" className="m-0 font-display text-2xl font-bold md:text-3xl">
        <Trans>Tournaments</Trans>
      </h1>
      <Suspense fallback={<TournamentsLoading />}>
        {config?.isFusion ? (
          <FusionTournaments />
        ) : (
          <TournamentsLobby tournamentId={null} returnTo="/tournaments" />
        )}
      </Suspense>
    </section>
  );
}
