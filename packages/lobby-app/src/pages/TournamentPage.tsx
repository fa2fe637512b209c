import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { FusionTournamentDetail } from '../features/tournaments/FusionTournamentDetail.tsx';
import { TournamentsLobby } from '../features/tournaments/TournamentsLobby.tsx';
import { session } from '../state/session.ts';

/**
 * /tournaments/{name} (§2): a fusion tournament's page, or the non-fusion lobby opened on that tournament
 * (its id is appended to the lobby URL as a fragment, §7).
 */
export default function TournamentPage({ name }: { name: string }) {
  const { config } = useSnapshot(session);
  if (config?.isFusion) {
    return (
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
        <FusionTournamentDetail name={name} />
      </div>
    );
  }
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
      <h1 id="page-title" className="m-0 font-display text-2xl font-bold md:text-3xl">
        <Trans>Tournaments</Trans>
      </h1>
      <TournamentsLobby tournamentId={name} returnTo={`/tournaments/${encodeURIComponent(name)}`} />
    </section>
  );
}
