import { useLingui } from '@lingui/react/macro';
import { gameKey } from '@lobby/domain';
import {
  GameGrid,
  SafeHtml,
  TournamentDetail,
  TournamentRemindButton,
  TournamentsError,
  TournamentsLoading,
} from '@lobby/ui';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { lobbyPathOf } from '../../navigation/paths.ts';
import { countdownClock } from '../../platform/clock.ts';
import { useViewer } from '../../state/viewer.ts';
import { useGameTiles } from '../catalogue/useGameTiles.tsx';
import { fusionDetail } from './cards.ts';
import { GuestNotice } from './GuestNotice.tsx';
import { allTournaments, matchesName } from './model.ts';
import { reminders, setReminder } from './reminders.ts';
import { useProviderNames } from './useProviderNames.ts';
import { useTournaments } from './useTournaments.ts';

/** A fusion tournament's page (§2 detail), with its games as catalogue tiles. */
export default function FusionTournamentDetail({ name }: { name: string }) {
  const { t } = useLingui();
  const { state, retry } = useTournaments(false);
  const providerName = useProviderNames();
  const { ids } = useSnapshot(reminders);
  const { viewer, renderTile, overlay } = useGameTiles();
  const { currency } = useViewer();

  const found = useMemo(() => {
    if (state.status !== 'ready') return null;
    return (
      allTournaments(state.groups).find(
        (entry) => entry.tournament.variant === 'fusion' && matchesName(entry.tournament, name),
      ) ?? null
    );
  }, [state, name]);
  const fusion = found?.tournament.variant === 'fusion' ? found.tournament : null;

  const games = useMemo(() => {
    if (!fusion) return [];
    const wanted = new Set(fusion.associatedGames.map((g) => g.toLowerCase()));
    return viewer.games.filter((game) => wanted.has(game.shortname.toLowerCase()));
  }, [fusion, viewer.games]);
  // server HTML reaches the page only through the lobby's one sanitising component
  const text = useMemo(() => {
    const html = (source: string) =>
      source.trim() === '' ? null : <SafeHtml html={source} appPathOf={lobbyPathOf} />;
    return fusion
      ? { terms: html(fusion.terms), left: html(fusion.contentLeft), right: html(fusion.contentRight) }
      : null;
  }, [fusion]);
  const detail = useMemo(
    () =>
      fusion && found ? fusionDetail(fusion, found.group, fusion.associatedGames.length, providerName) : null,
    [fusion, found, providerName],
  );

  if (state.status === 'error') return <TournamentsError onRetry={retry} retrying={state.retrying} />;
  if (state.status === 'loading')
    return <TournamentsLoading cards={1} className="sm:grid-cols-1 lg:grid-cols-1" />;
  // an unknown name goes to the list (§2); the route checks first, this covers a list that changed since
  if (!fusion || !detail) return <Redirect to="/tournaments" replace />;
  const tournamentId = fusion.id;
  return (
    <>
      <TournamentDetail
        tournament={detail}
        currency={currency}
        now={countdownClock.now}
        terms={text?.terms}
        contentLeft={text?.left}
        contentRight={text?.right}
        notice={
          <GuestNotice returnTo={`/tournaments/${encodeURIComponent(fusion.shortname || fusion.id)}`} />
        }
        action={(phase) =>
          phase === 'upcoming' ? (
            <TournamentRemindButton
              reminderSet={ids.includes(tournamentId)}
              onRemind={() => setReminder(tournamentId)}
            />
          ) : null
        }
        games={
          <GameGrid
            items={games}
            getKey={gameKey}
            renderItem={(game, index) => renderTile(game, { imageLoading: index < 8 ? 'eager' : 'lazy' })}
            label={t`Tournament games`}
            status={viewer.ready ? 'ready' : 'loading'}
            skeletonOrientation={viewer.orientation}
            empty={
              <p className="m-0 text-sm text-fg-muted">
                {t`The games of this tournament are not available right now.`}
              </p>
            }
          />
        }
      />
      {overlay}
    </>
  );
}
