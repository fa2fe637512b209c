import { Trans, useLingui } from '@lingui/react/macro';
import { LIVE_DEALER_LOADER_MS, returnPageOrHome, SPORTSBOOK_SHORTNAME } from '@lobby/domain';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { FramePage } from '../features/game/FramePage.tsx';
import { startGame } from '../features/game/launch.ts';
import { STORAGE } from '../state/local-stores.ts';
import { services } from '../state/services.ts';
import { session } from '../state/session.ts';
import { readStorage } from '../state/web-storage.ts';

/**
 * `/sportsbook` (casino 85, whitelisted players; the route guard sends everyone else home): the sportsbook
 * is launched like a real-money game and shown in a frame inside the lobby.
 */
export default function SportsbookPage() {
  const { t } = useLingui();
  const s = useSnapshot(session);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's trigger
  useEffect(() => {
    const api = services.api;
    if (!api) return;
    setState({ src: null, failed: false });
    const controller = new AbortController();
    void startGame(
      api,
      {
        shortname: SPORTSBOOK_SHORTNAME,
        realMoney: true,
        provider: SPORTSBOOK_SHORTNAME,
        language: session.language,
        exitUrl: services.env?.exitPage ?? new URL('game-exit.html', document.baseURI).href,
        returnPage: '/',
        fallbackName: 'Sportsbook',
      },
      controller.signal,
    ).then((screen) => {
      if (!screen || controller.signal.aborted) return;
      setState(screen.kind === 'playing' ? { src: screen.url, failed: false } : { src: null, failed: true });
    });
    return () => controller.abort();
  }, [attempt]);
  return (
    <FramePage
      title={<Trans>Sportsbook</Trans>}
      frameTitle={t`Sportsbook`}
      backHref={returnPageOrHome(readStorage('session', STORAGE.returnPage) ?? s.returnPage)}
      src={state.src}
      error={state.failed ? <Trans>The sportsbook could not be opened. Please try again.</Trans> : null}
      onRetry={() => setAttempt((n) => n + 1)}
      // the spec times only the live-dealer loader; the sportsbook is a frame of the same kind
      loaderMs={LIVE_DEALER_LOADER_MS}
    />
  );
}
