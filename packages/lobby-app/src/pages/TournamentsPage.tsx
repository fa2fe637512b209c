import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { FusionTournaments } from '../features/tournaments/FusionTournaments.tsx';
import { TournamentsLobby } from '../features/tournaments/TournamentsLobby.tsx';
import { session } from '../state/session.ts';

/** /tournaments (§2): the fusion list, or the non-fusion tournaments lobby. */
export default function TournamentsPage() {
  const { config } = useSnapshot(session);
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
      <h1 id="page-title" className="m-0 font-display text-2xl font-bold md:text-3xl">
        <Trans>Tournaments</Trans>
      </h1>
      {config?.isFusion ? (
        <FusionTournaments />
      ) : (
        <TournamentsLobby tournamentId={null} returnTo="/tournaments" />
      )}
    </section>
  );
}
