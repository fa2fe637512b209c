import { Trans, useLingui } from '@lingui/react/macro';
import { err, LIVE_DEALER_LOADER_MS, ok, returnPageOrHome, SPORTSBOOK_SHORTNAME } from '@lobby/domain';
import { useSnapshot } from 'valtio';
import { FramePage } from '../features/game/FramePage.tsx';
import { startGame } from '../features/game/launch.ts';
import { useQuery } from '../platform/query/useQuery.ts';
import { STORAGE } from '../state/local-stores.ts';
import { services } from '../state/services.ts';
import { session } from '../state/session.ts';
import { readStorage } from '../state/web-storage.ts';

/** The sportsbook's launch ended in anything but a game to show. */
const NOT_OPENED = { kind: 'not-opened' } as const;

/**
 * `/sportsbook` (casino 85, whitelisted players; the route guard sends everyone else home): the sportsbook
 * is launched like a real-money game and shown in a frame inside the lobby.
 */
export default function SportsbookPage() {
  const { t } = useLingui();
  const s = useSnapshot(session);
  const api = services.api;
  const book = useQuery(
    api
      ? {
          key: ['sportsbook'],
          load: async ({ signal }) => {
            const screen = await startGame(
              api,
              {
                shortname: SPORTSBOOK_SHORTNAME,
                realMoney: true,
                provider: SPORTSBOOK_SHORTNAME,
                language: session.language,
                exitUrl: services.env?.exitPage ?? new URL('game-exit.html', document.baseURI).href,
                returnPage: '/',
                fallbackName: 'Sportsbook',
                demo: services.env?.demo ?? false,
              },
              signal,
            );
            return screen?.kind === 'playing' ? ok(screen.url) : err(NOT_OPENED);
          },
        }
      : null,
  );
  return (
    <FramePage
      title={<Trans>Sportsbook</Trans>}
      frameTitle={t`Sportsbook`}
      backHref={returnPageOrHome(readStorage('session', STORAGE.returnPage) ?? s.returnPage)}
      src={book.data ?? null}
      error={
        book.status === 'error' ? <Trans>The sportsbook could not be opened. Please try again.</Trans> : null
      }
      onRetry={book.retry}
      // the spec times only the live-dealer loader; the sportsbook is a frame of the same kind
      loaderMs={LIVE_DEALER_LOADER_MS}
    />
  );
}
