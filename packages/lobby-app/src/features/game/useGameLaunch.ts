import { err, type Game, gamePath, ok, returnPageOrHome } from '@lobby/domain';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useQuery } from '../../platform/query/useQuery.ts';
import { catalogue } from '../../state/catalogue.ts';
import { STORAGE } from '../../state/local-stores.ts';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { readStorage } from '../../state/web-storage.ts';
import { promptLoginAfterSessionEnded } from '../auth/login-to-play.ts';
import { fallbackGameName, findCatalogueGame } from './game-page.ts';
import { type GameScreen, startGame } from './launch.ts';

const LOADING: GameScreen = { kind: 'loading' };

export interface GameLaunchRequest {
  mode: 'play' | 'demo';
  shortname: string;
  provider: string | null;
  isFusion: boolean;
}

/**
 * Launches the game page's game and follows the launcher's answer: the screen to show, or a redirect (back
 * to the return page, or home with the login prompt). Launches again when the game, the provider, the
 * money mode or a retry changes.
 */
export function useGameLaunch({ mode, shortname, provider, isFusion }: GameLaunchRequest) {
  const s = useSnapshot(session);
  const c = useSnapshot(catalogue);
  const [, navigate] = useLocation();
  const realMoney = mode === 'play';
  // after a reload the session store starts at /, so the page the player came from is read back from storage
  const storedReturnPage = readStorage('session', STORAGE.returnPage) ?? s.returnPage;
  const returnPage = returnPageOrHome(storedReturnPage);
  const catalogueGame = useMemo(
    () => findCatalogueGame(c.games as readonly Game[], shortname, provider),
    [c.games, shortname, provider],
  );
  const fallbackName = fallbackGameName(shortname, catalogueGame);
  const api = services.api;
  const launch = useQuery(
    api
      ? {
          key: ['launch', shortname, realMoney, provider, fallbackName, returnPage],
          load: async ({ signal }) => {
            const next = await startGame(
              api,
              {
                shortname,
                realMoney,
                provider,
                language: session.language,
                exitUrl: services.env?.exitPage ?? new URL('game-exit.html', document.baseURI).href,
                returnPage,
                fallbackName,
                demo: services.env?.demo ?? false,
                providerFrames: services.env?.providerFrames ?? [],
              },
              signal,
            );
            // null: the launch was cancelled, and its answer is not wanted
            return next ? ok(next) : err(null);
          },
        }
      : null,
  );
  const screen: GameScreen = launch.data ?? LOADING;

  // what a launch answer sends elsewhere
  useEffect(() => {
    if (screen.kind === 'leave') navigate(screen.to, { replace: true });
    if (screen.kind === 'login') {
      const { gameName } = screen;
      navigate('/', { replace: true });
      void promptLoginAfterSessionEnded(gamePath(mode, { shortname, provider }, isFusion), gameName);
    }
  }, [screen, navigate, mode, shortname, provider, isFusion]);

  return { screen, retry: launch.retry, catalogueGame, fallbackName, returnPage };
}
