import { useLingui } from '@lingui/react/macro';
import { err, ok } from '@lobby/domain';
import { TournamentsError, TournamentsLoading, TournamentsLobbyFrame } from '@lobby/ui';
import { useSnapshot } from 'valtio';
import { useQuery } from '../../platform/query/useQuery.ts';
import { askApi } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { GuestNotice } from './GuestNotice.tsx';

/** The lobby's answer was no address the frame may load. */
const NOT_FRAMEABLE = { kind: 'not-frameable' } as const;

/** Only web pages (and the demo casino's inline pages) may fill the frame: never a script URL. */
export function isFrameableUrl(url: string): boolean {
  try {
    const protocol = new URL(url, globalThis.location?.href).protocol;
    return protocol === 'https:' || protocol === 'http:' || protocol === 'data:';
  } catch {
    return false;
  }
}

/**
 * The non-fusion tournaments lobby (§2): the provider's page in a frame, opened on a tournament when the
 * route names one. Guests see the login notice instead: the lobby needs a player.
 */
export default function TournamentsLobby({
  tournamentId,
  returnTo,
}: {
  tournamentId: string | null;
  returnTo: string;
}) {
  const { t } = useLingui();
  const { player } = useSnapshot(session);
  const isGuest = player === null;
  const lobby = useQuery(
    isGuest
      ? null
      : {
          key: ['tournaments-lobby', tournamentId],
          load: ({ signal }) =>
            askApi(async (api) => {
              const [result, { tournamentsLobbyUrl }] = await Promise.all([
                api.getTournamentsLobbyUrl({ signal }),
                import('./data.ts'),
              ]);
              // only a page may fill the frame, never a script URL
              if (!result.ok || !isFrameableUrl(result.value)) return err(NOT_FRAMEABLE);
              return ok(tournamentsLobbyUrl(result.value, tournamentId));
            }),
        },
    { keepPrevious: true },
  );

  if (isGuest) return <GuestNotice returnTo={returnTo} />;
  if (lobby.status === 'loading')
    return <TournamentsLoading cards={1} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (lobby.status === 'error') return <TournamentsError retrying={lobby.retrying} onRetry={lobby.retry} />;
  return (
    <TournamentsLobbyFrame
      // a new tournament opens a fresh frame (and loader)
      key={tournamentId ?? ''}
      src={lobby.data}
      title={t({ message: 'Tournaments lobby', comment: 'Title of the tournaments lobby frame' })}
    />
  );
}
