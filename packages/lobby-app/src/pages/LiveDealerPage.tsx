import { Trans, useLingui } from '@lingui/react/macro';
import { err, gameFrameAddress, LIVE_DEALER_LOADER_MS, ok, returnPageOrHome } from '@lobby/domain';
import { useSnapshot } from 'valtio';
import { FramePage } from '../features/game/FramePage.tsx';
import { useQuery } from '../platform/query/useQuery.ts';
import { STORAGE } from '../state/local-stores.ts';
import { services } from '../state/services.ts';
import { session } from '../state/session.ts';
import { readStorage } from '../state/web-storage.ts';

/** The tables' address could not be had, or is none the frame may load. */
const NOT_LOADABLE = { kind: 'not-loadable' } as const;

/** `/live-dealer` (RTG with livedealer on; the route guard sends fusion and guests elsewhere). */
export default function LiveDealerPage() {
  const { t } = useLingui();
  const s = useSnapshot(session);
  const value = s.config?.livedealer ?? null;
  const api = services.api;
  const tables = useQuery(
    api && value
      ? {
          key: ['live-dealer', value],
          load: async ({ signal }) => {
            const result = await api.getLiveDealerUrl(value, { signal });
            const url = result.ok
              ? gameFrameAddress(result.value, {
                  demo: services.env?.demo ?? false,
                  providerFrames: services.env?.providerFrames ?? [],
                })
              : null;
            return url === null ? err(NOT_LOADABLE) : ok(url);
          },
        }
      : null,
  );
  return (
    <FramePage
      title={<Trans>Live Dealer</Trans>}
      frameTitle={t`Live Dealer`}
      backHref={returnPageOrHome(readStorage('session', STORAGE.returnPage) ?? s.returnPage)}
      src={tables.data ?? null}
      error={
        tables.status === 'error' ? (
          <Trans>The live tables could not be opened. Please try again.</Trans>
        ) : null
      }
      onRetry={tables.retry}
      loaderMs={LIVE_DEALER_LOADER_MS}
    />
  );
}
