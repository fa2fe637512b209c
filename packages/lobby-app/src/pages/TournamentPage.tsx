import { Trans } from '@lingui/react/macro';
import { TournamentsLoading } from '@lobby/ui';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../state/session.ts';

// each casino variant downloads only its own tournament page
const FusionTournamentDetail = lazy(() => import('../features/tournaments/FusionTournamentDetail.tsx'));
const TournamentsLobby = lazy(() => import('../features/tournaments/TournamentsLobby.tsx'));

/**
 * /tournaments/{name} (§2): a fusion tournament's page, or the non-fusion lobby opened on that tournament
 * (its id is appended to the lobby URL as a fragment, §7).
 */
export default function TournamentPage({ name }: { name: string }) {
  const { config } = useSnapshot(session);
  const loading = <TournamentsLoading cards={1} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (config?.isFusion) {
    return (
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
        <Suspense fallback={loading}>
          <FusionTournamentDetail name={name} />
        </Suspense>
      </div>
    );
  }
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
      <h1 id="page-title" className="m-0 font-display text-2xl font-bold md:text-3xl">
        <Trans>Tournaments</Trans>
      </h1>
      <Suspense fallback={loading}>
        <TournamentsLobby tournamentId={name} returnTo={`/tournaments/${encodeURIComponent(name)}`} />
      </Suspense>
    </section>
  );
}
