import { useLingui } from '@lingui/react/macro';
import { TournamentsError, TournamentsLoading, TournamentsLobbyFrame } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { GuestNotice } from './GuestNotice.tsx';

type LobbyState =
  | { status: 'loading' }
  | { status: 'error'; retrying: boolean }
  | { status: 'ready'; url: string };

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
  const [state, setState] = useState<LobbyState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const isGuest = player === null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry asks again
  useEffect(() => {
    const api = services.api;
    if (isGuest) return;
    if (!api) {
      setState({ status: 'error', retrying: false });
      return;
    }
    const controller = new AbortController();
    void (async () => {
      const [result, { tournamentsLobbyUrl }] = await Promise.all([
        api.getTournamentsLobbyUrl({ signal: controller.signal }),
        import('./data.ts'),
      ]);
      if (controller.signal.aborted) return;
      if (result.ok && isFrameableUrl(result.value))
        setState({ status: 'ready', url: tournamentsLobbyUrl(result.value, tournamentId) });
      else setState({ status: 'error', retrying: false });
    })();
    return () => controller.abort();
  }, [isGuest, attempt, tournamentId]);

  if (isGuest) return <GuestNotice returnTo={returnTo} />;
  if (state.status === 'loading')
    return <TournamentsLoading cards={1} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (state.status === 'error')
    return (
      <TournamentsError
        retrying={state.retrying}
        onRetry={() => {
          setState({ status: 'error', retrying: true });
          setAttempt((n) => n + 1);
        }}
      />
    );
  return (
    <TournamentsLobbyFrame
      // a new tournament opens a fresh frame (and loader)
      key={tournamentId ?? ''}
      src={state.url}
      title={t({ message: 'Tournaments lobby', comment: 'Title of the tournaments lobby frame' })}
    />
  );
}
