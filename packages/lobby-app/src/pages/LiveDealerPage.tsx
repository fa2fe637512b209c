import { Trans, useLingui } from '@lingui/react/macro';
import { LIVE_DEALER_LOADER_MS, returnPageOrHome } from '@lobby/domain';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { FramePage } from '../features/game/FramePage.tsx';
import { isLoadableGameUrl } from '../features/game/launch.ts';
import { STORAGE } from '../state/local-stores.ts';
import { services } from '../state/services.ts';
import { session } from '../state/session.ts';
import { readStorage } from '../state/web-storage.ts';

/** `/live-dealer` (RTG with livedealer on; the route guard sends fusion and guests elsewhere). */
export default function LiveDealerPage() {
  const { t } = useLingui();
  const s = useSnapshot(session);
  const value = s.config?.livedealer ?? null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's trigger
  useEffect(() => {
    const api = services.api;
    if (!api || !value) return;
    setState({ src: null, failed: false });
    const controller = new AbortController();
    void api.getLiveDealerUrl(value, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && isLoadableGameUrl(result.value)) setState({ src: result.value, failed: false });
      else setState({ src: null, failed: true });
    });
    return () => controller.abort();
  }, [value, attempt]);
  return (
    <FramePage
      title={<Trans>Live Dealer</Trans>}
      frameTitle={t`Live Dealer`}
      backHref={returnPageOrHome(readStorage('session', STORAGE.returnPage) ?? s.returnPage)}
      src={state.src}
      error={state.failed ? <Trans>The live tables could not be opened. Please try again.</Trans> : null}
      onRetry={() => setAttempt((n) => n + 1)}
      loaderMs={LIVE_DEALER_LOADER_MS}
    />
  );
}
